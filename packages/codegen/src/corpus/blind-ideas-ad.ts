/**
 * The ideas of the blind block AD (see blind-blocks.ts): prompt | record types | links. Written by
 * a writer who saw no code, in domains no earlier block or corpus prompt uses, before this round of
 * rules. Measured once, unread until then, after four commits of rules since AC (a best in
 * parentheses and figures named after their record, one record made from many of another, a
 * listed phrase's participle, a time kept as a record taking part), none about these ideas: 1/20
 * (record types alone 4/20; a named record type dropped in 12).
 */
export const AD = `
Hei, I am reindeer herder in Finnish Lapland and our cooperative need app. Every herder have own earmark and own reindeers, and at the autumn round-up we write down which reindeer was seen at which round-up | herder reindeer roundup | reindeer>herder reindeer<>roundup
saffron farm in Pampore, Kashmir. in october we hire pickers and each morning note how many grams of flowers each picker brought from which field | field picker picking | picking>field picking>picker
Kabayan here in Dubai, I run small balikbayan box cargo. Senders drop boxes for their family in the Philippines, every box is from one sender going to one recipient, and boxes get loaded into a container that ships to Manila | sender recipient box container | box>sender box>recipient box>container
I have a tortilleria in Guadalajara. We deliver tortillas every morning to restaurants and little tiendas. Each client is on one delivery route and each route is done by one driver | client route driver | client>route route>driver
antique centre - about 40 dealers rent cabinets from us (some rent 2 or 3). each item for sale sits in one cabinet with a stock code and price | dealer cabinet item | cabinet>dealer item>cabinet
I am teacher of ikebana in Kyoto. Students come to lessons, in each lesson each student make one arrangement, and I want to note which flowers (many kinds) are used in the arrangement | student lesson arrangement flower | arrangement>student arrangement>lesson arrangement<>flower
Our burial society in Soweto needs something better than the exercise book. Members pay a contribution every month, each member can add dependants (kids, parents), and when someone passes we record a claim against the member | member dependant contribution claim | dependant>member contribution>member claim>member
For Eid al-Adha our masjid in Bradford arranges qurbani. A cow or camel is split into 7 shares, families book shares and one family can take shares in different animals | animal family share | share>animal share>family
Snowmobile club in Quebec, we groom the trails at night. We have 3 groomers (the big machines) and volunteer operators. Each outing one operator drive one groomer on one trail | trail groomer operator outing | outing>trail outing>groomer outing>operator
sail loft app - customers own boats, we make sails for each boat and every sail can come back to us for repairs many times | customer boat sail repair | boat>customer sail>boat repair>sail
mech keyboards. boards, switches, keycap sets. each board has one switch type and one keycap set on it right now | keyboard switch keycapset | keyboard>switch keyboard>keycapset
Our batik workshop in Solo make batik tulis by hand. Every cloth use one motif (parang, kawung etc) but many artisans work on the same cloth, one draw the wax, other do colouring | artisan motif cloth | cloth>motif cloth<>artisan
I host the trad session in our pub on Thursdays. Want to keep the tunes we know, each night's session with which tunes got played, and which musicians turned up | tune session musician | tune<>session musician<>session
Grandma is downsizing and wants us to sort out her things before the move. List each item, which room of her house it's in, and which grandchild she's promised it to | item room grandchild | item>room item>grandchild
Rose farm near Naivasha. We have greenhouses, each greenhouse is planted with one variety, and every day the cutters do a harvest from a greenhouse - need stems cut and stems rejected per harvest | variety greenhouse harvest | greenhouse>variety harvest>greenhouse
Hi! I'm a 4-H club leader in Iowa. Our members (the kids) each raise their own animals (steers, pigs, rabbits) and enter them in shows at the county fair - an animal can go in several shows | member animal show | animal>member animal<>show
I have water tanker business in Karachi. 5 tankers, each tanker has one driver. Customers phone for water and we do a trip - one tanker goes to one customer, with gallons and price | tanker driver customer trip | tanker>driver trip>tanker trip>customer
We are NGO workshop in Battambang making artificial legs. Patients get a prosthesis and when they grow or it wear out they get new one, so one patient many prostheses. Each fitting session is for one prosthesis | patient prosthesis fitting | prosthesis>patient fitting>prosthesis
yearbook committee!! we have the students in our grade, the photos (one photo can have lots of students in it) and the pages, each photo goes on one page | student photo page | photo<>student photo>page
dragon boat team in Penang, before each race coach decide the line up, which paddler sit in which seat. Need paddlers, races and a seat assignment for each paddler in each race | paddler race seatassignment | seatassignment>paddler seatassignment>race
`;
