/**
 * The ideas of the blind block AF (see blind-blocks.ts): prompt | record types | links. Written by
 * a writer who saw no code, in domains no earlier block or corpus prompt uses, at the start of the
 * stop after AE. Measured once, unread until then, after four commits of rules since AE (a record
 * described by a clause of one doer, "which Xs" picked for each record, what each one does each
 * time and on each occasion), none about these ideas: 6/20 (record types alone 10/20; a named
 * record type dropped in 4).
 */
export const AF = `
Cold storage in Agra, we keep potatoes for farmers until the prices go up. Farmers, our chambers (number, temperature, capacity in bags) and lots - each lot is one farmer's bags kept in one chamber, with date in and rent per bag. | farmer chamber lot | lot>farmer lot>chamber
small sake brewery in Niigata, need to track the rice we buy (variety, polishing ratio), our fermentation tanks and each batch. one batch uses one rice and ferments in one tank | rice tank batch | batch>rice batch>tank
We run a cotton gin in West Texas. Growers bring in modules from the field, every module belongs to one grower, and each bale we press comes out of one module (weight, grade). | grower module bale | module>grower bale>module
Elephant sanctuary near Chiang Mai. Each elephant has one mahout who care for her, and the vet do health checks on the elephants (weight, feet, notes). Please make app for this. | elephant mahout checkup | elephant>mahout checkup>elephant
lion dance troupe in KL, chinese new year is crazy busy. performers, our lions (the costumes - colour, condition), and bookings from shops and companies. each booking is for one client, uses one lion, and has a few performers going | performer lion client booking | booking>client booking>lion booking<>performer
Volunteer roster for our heritage steam railway. We have the locomotives, the volunteers (driver, fireman, guard qualifications) and the services we run on each operating day; every service is hauled by one loco and crewed by several volunteers. | locomotive volunteer service | service>locomotive service<>volunteer
gondola company in Venice - gondoliers, our gondolas, and the rides. every ride is one gondola with one gondolier, and we note the start time, number of passengers and price | gondolier gondola ride | ride>gondola ride>gondolier
I'm a bespoke shoemaker in Budapest. For each customer I carve lasts (a customer may have several over the years) and every pair of shoes is made on one last. | customer last pair | last>customer pair>last
We make yurts in a village near Naryn. Families order yurts from us, one family can order more than one, and each yurt has many felt pieces we make for it (roof, walls, door). I want to follow every felt. | family yurt felt | yurt>family felt>yurt
Census pilot for our district office in Zambia. Enumeration areas, enumerators (one enumerator covers each area, some of them cover two) and the households listed in an area with number of members. | area enumerator household | area>enumerator household>area
rubber estate in Kottayam - the estate is split in blocks, each tapper is given one block, and every morning we log the latex each tapper collects (litres, DRC %). | block tapper collection | tapper>block collection>tapper
LARP society app! Players make characters (one player can have several, a character belongs to one player) and characters go to our events. Need to see who played what at each event | player character event | character>player character<>event
kpop dance cover group in Quezon City. members, the songs we cover and the events we dance at. every member learns many songs and at each event we perform several songs | member song event | member<>song song<>event
Inland shipping business on the Rhine. We have barges and skippers; a voyage is one barge with one skipper from port to port, and it carries several cargoes (commodity, tonnes, shipper). | barge skipper voyage cargo | voyage>barge voyage>skipper cargo>voyage
Free eye camps in villages around Sitapur. Every camp has a date and village, patients get screened at one camp, and some patients need cataract surgery done by one of our surgeons. | camp patient surgery surgeon | patient>camp surgery>patient surgery>surgeon
Shrimp farm in Guayas. Our ponds, the grow-out cycles in each pond (stocking date, number of larvae) and the weekly samplings in a cycle with average weight. | pond cycle sampling | cycle>pond sampling>cycle
I'm a bar and bat mitzvah tutor in New Jersey. Students, the Torah portions (each student gets one portion, the same portion goes to many kids over the years), and the lessons I give each student. | student portion lesson | student>portion lesson>student
restoring old vespas in Saigon, customers bring their scooters (model, year, frame no) and I order parts for each scooter from my suppliers | customer scooter part supplier | scooter>customer part>scooter part>supplier
predator trapping group in the Waitakere ranges. trap lines, traps along each line (type, GPS), catches in a trap (rat, stoat, possum, date). volunteers look after lines, a line has 2-3 volunteers and some people do more than one line | line trap catch volunteer | trap>line catch>trap volunteer<>line
Fish auction at the port of Vigo. Boats land their catch and we sell it in auctions each morning; every lot comes from one boat, is sold in one auction and bought by one buyer (species, boxes, price per kg). | boat auction lot buyer | lot>boat lot>auction lot>buyer
`;
