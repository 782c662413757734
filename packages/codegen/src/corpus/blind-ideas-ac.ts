/**
 * The ideas of the blind block AC (see blind-blocks.ts): prompt | record types | links. Written by
 * a writer who saw no code, in domains no earlier block or corpus prompt uses, after AB was first
 * measured. Measured once, unread until then, after five commits of rules since AB (a place said
 * with what each has, the crate of apples, balances given to someone, changes since the record
 * before, the record itself asked of), none about these ideas: 13/20 (record types alone 17/20).
 */
export const AC = `
hi we are women group in Paje, Zanzibar farming seaweed. each farmer has her own lines in the sea and we record every harvest from a line with the kg of dry weed | farmer line harvest | line>farmer harvest>line
Hola, I need app for my pinata workshop in Puebla. Customers order pinatas, every order is for one customer and use one of our designs (star, burro, cartoon characters) | customer order design | order>customer order>design
I am bird lover in Surabaya, we join kicau (bird singing) contests. Please make app for the birds in our group, each bird have one owner, and the contests. One bird can join many contest and one contest have many birds | bird owner contest | bird>owner bird<>contest
We are a small tour company in Luxor. We have guides and tourist groups, each group has one guide. Each group visits several temples and the same temple is visited by many groups. | guide group temple | group>guide group<>temple
gaushala in Vrindavan, we need app for our cows, the donors who sponsor them (one donor can sponsor many cows but each cow has only one sponsor) and the vet checkups done on each cow | cow donor checkup | cow>donor checkup>cow
Buna ziua, I have workshop painting orthodox icons near Suceava. Each icon is ordered by one church, and on one icon work many painters (one does faces, one does the gold), a painter works on many icons in same time | icon church painter | icon>church icon<>painter
I need an app for our wind tunnel lab: the models we test, runs (speed, angle of attack, date) where each run is of one model, and our sensors. A run uses several sensors and the sensors get reused across lots of runs. | model run sensor | run>model run<>sensor
I'm doing fieldwork on an endangered language and need to keep speakers, recordings (each recording is of one speaker) and the words we elicit. A recording contains many words and the same word turns up in lots of recordings. | speaker recording word | recording>speaker recording<>word
origami log. models, each designed by one designer and diagrammed in one book. | model designer book | model>designer model>book
chair caning, just me in my garage lol. customers bring in chairs, every chair belongs to one customer and gets one weave pattern (seven step, blind cane, rush etc) and i want to keep the patterns as their own list | customer chair pattern | chair>customer chair>pattern
build me an app for my coffee cart hire - we have 3 carts and a bunch of baristas. every event (wedding, festival, office do) gets one cart, and several baristas work each event, baristas obviously work lots of events | event cart barista | event>cart event<>barista
cricket farming (the insects, for protein powder) in Khon Kaen. crates, the batches we raise in each crate, and the harvests from each batch with kg | crate batch harvest | batch>crate harvest>batch
an app for our vanilla plantation in Sambava - plots, the vines growing in each plot, and every hand pollination we do on a vine (date, how many flowers) | plot vine pollination | vine>plot pollination>vine
we are a community fridge group. there are 4 fridges around the neighbourhood and local businesses (bakeries, corner shops) donate food. I want to log every donation with which fridge it went into and which business gave it | fridge donation business | donation>fridge donation>business
We are youth group in Machakos growing tree seedlings for schools. Need the schools, the tree species (grevillea, croton, mango) and deliveries, each delivery goes to one school and is of one species, with number of seedlings | school species delivery | delivery>school delivery>species
I organize traditional craft fairs in Transylvania. I want the craftsmen (potters, woodcarvers, weavers) and the fairs. One craftsman come to many fairs and every fair has many craftsmen. | craftsman fair | craftsman<>fair
small mezcal palenque in Oaxaca. I want the agaves (espadin, tobala, tepeztate), our distillers (maestros mezcaleros) and the batches. each batch is distilled by one distiller from one agave | agave distiller batch | batch>agave batch>distiller
tiffin service app for Pune - customers, meal plans (veg, jain, non veg) where each customer is on one plan, and our riders who deliver, each customer is given to one rider | customer plan rider | customer>plan customer>rider
Our gamelan group in Yogyakarta need app. Players, the instruments (saron, bonang, kendang, gong) and the pieces we practice. Each player is assigned one instrument. Each piece needs many instruments and one instrument is used in many pieces. | player instrument piece | player>instrument piece<>instrument
our valorant esports team: players, opponents (the other teams we play against) and matches. each match is against one opponent and 5 of our players play in it, a player plays in lots of matches | player opponent match | match>opponent match<>player
`;
