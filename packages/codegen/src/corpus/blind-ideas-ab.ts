/**
 * The ideas of the blind block AB (see blind-blocks.ts): prompt | record types | links. Written by
 * a writer who saw no code, in domains no earlier block or corpus prompt uses, after AA was first
 * measured. Measured once, unread until then, after four commits of rules (superlatives, taps that
 * say a state, what is logged of each record, "different" counting several), none about these
 * ideas: 10/20 (record types alone 14/20).
 */
export const AB = `
We are a cassava processing cooperative in Oyo State. Farmers bring cassava to us, each delivery is from one farmer and goes into one garri batch (date, bags produced). Please help us keep the farmers, deliveries and batches. | farmer delivery batch | delivery>farmer delivery>batch
I am volunteer counting white storks in our gmina in Poland. I need villages, the nests in every village (on pole, chimney or tree), and each visit to a nest with date and number of young ones. | village nest visit | nest>village visit>nest
I have a kilim and rug restoration atelier in Istanbul. Customers bring their rugs, every rug belongs to one customer, and for every rug we write the repairs done (date, which part, hours of work). Can you make this app? | customer rug repair | rug>customer repair>rug
build me app for my tailoring shop in Ibadan, we sew aso ebi for parties. I keep clients, the fabrics in my shop, and orders. every order is for one client and is sewn from one fabric. | client fabric order | order>client order>fabric
beat store: beats, artists, licenses. a license = one beat sold to one artist | beat artist license | license>beat license>artist
Lake sediment cores for my PhD - lakes, the cores we pulled from each lake (date, length cm), and the slices cut from each core with their depth. | lake core slice | core>lake slice>core
our men's shed wants an app. members, projects (benches for the park, bird boxes) and the organisation each project is for, like the school or the church. a project usually has a few members on it and members work on many projects | member project organisation | member<>project project>organisation
Church organ builder and restorer. I need the churches we look after, the organs in each church (builder, number of stops, year), and every visit we make to an organ for tuning or repair. | church organ visit | organ>church visit>organ
We are a small charity making real hair wigs for children with hair loss. People send us ponytails (length, colour) and we keep the donors, each ponytail comes from one donor. A wig is made from several ponytails, a ponytail is only used in one wig, and each wig goes to one child on our list. | donor ponytail wig child | ponytail>donor ponytail>wig wig>child
Ola! I am director of a samba school in Rio. We have our alas (wings of the parade, each with a theme), every member parades in one wing, and we do rehearsals where I want to mark which members were there. | wing member rehearsal | member>wing member<>rehearsal
Our family make fish sauce in Phu Quoc. We have many wooden barrels, every batch of anchovy is buy from one fishing boat and put in one barrel to ferment. I want to manage barrels, boats and batches. | barrel boat batch | batch>barrel batch>boat
Merhaba, I run olive oil mill near Ayvalik. Farmers bring olives and we do pressing for them, each pressing is for one farmer (kg olives, litres oil). From each pressing we fill tins and I want to record each tin with its number. | farmer pressing tin | pressing>farmer tin>pressing
petanque club app pls. players, teams of three (a player is in one team) and competitions - a team enters lots of competitions and each competition has many teams | player team competition | player>team team<>competition
I need a fieldwork database for my ethnobotany research. Villages, the informants who live in each village, the plants (local name, latin name), and interviews - an interview is with one informant and covers many plants, and a plant comes up in many interviews. | village informant plant interview | informant>village interview>informant interview<>plant
We are a shea butter women cooperative in northern Ghana. We have groups in different communities, each member belongs to one group, and each sale of butter (kg, price, buyer name) is made by one member. | group member sale | member>group sale>member
an app for our english conversation club for refugees - learners, volunteers, and the meetings where one volunteer meets with one learner for an hour | learner volunteer meeting | meeting>learner meeting>volunteer
sound bath sessions. practitioners, venues, sessions - each session has one practitioner at one venue | practitioner venue session | session>practitioner session>venue
I am head of Polish Saturday school in Leeds. I need classes, pupils and teachers. Each class have one teacher and every pupil is in one class. | class pupil teacher | pupil>class class>teacher
tick surveillance study: our sampling sites, visits to each site (date, weather, who went), and every tick collected on a visit with species and life stage | site visit tick | visit>site tick>visit
i sell brigadeiros from home in Sao Paulo. customers, orders, flavors - each order is from one customer and can have many flavors, and a flavor is in many orders of course | customer order flavor | order>customer order<>flavor
`;
