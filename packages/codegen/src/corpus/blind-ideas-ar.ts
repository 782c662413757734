/**
 * The ideas of the blind block AR (see blind-blocks.ts): prompts, record types and links written by
 * a writer who saw no code, in domains no earlier block or corpus prompt used, at the start of the
 * stop after AQ. Measured once, unread until then, after three commits of rules since AQ (a
 * particle left after the object is the verb's; the act kept between two records links to both,
 * and two picked of each other are both kept; an act between records kept is no kind's other
 * sense): 4/20 (record types alone 9/20; a named record type dropped in 8), the same as before them.
 */
export const AR = `
Our town is putting on its first soapbox derby. I need the teams, the karts each team built (name, weight, driver), and the timed heats - every heat is one kart's run down the hill with a time. | Team Kart Heat | Kart>Team Heat>Kart
foley studio library: the sound effects we record (gravel footsteps, door slams), the props we use to make them, and the film projects each effect ends up in. an effect can need several props. | Effect Prop Project | Effect<>Prop Effect<>Project
Ski patrol here. We dig snow pits on the slopes we manage and record the layers in each pit (depth, hardness, crystal type) so we can judge avalanche risk. | Slope Pit Layer | Pit>Slope Layer>Pit
plankton survey - fixed stations (lat, long), net tows at a station (date, depth, volume filtered), and for each tow the count of every taxon we identify under the microscope | Station Tow Taxon TaxonCount | Tow>Station TaxonCount>Tow TaxonCount>Taxon
Steeplejack firm. We look after church spires and mill chimneys for various clients, and every climb (inspection or repair) needs writing up along with which of the lads went up. | Client Structure Climb Climber | Structure>Client Climb>Structure Climb<>Climber
I turn bowls from storm-fallen trees. I'd like to note each log I collect (species, where it came from), every bowl I get out of it, and which craft fairs I took each bowl to. | Log Bowl Fair | Bowl>Log Bowl<>Fair
We send trained sitters into homes so family carers can get a few hours off. Each visit is one sitter with one family, and we need to know how long they stayed. | Sitter Family Visit | Visit>Sitter Visit>Family
Five of us are interrailing this summer! Can you make something to track the cities, our hostel stays in each city, and who is in each stay, because we keep splitting up. | Traveller City Stay | Stay>City Stay<>Traveller
I repair valve guitar amps from home. Owners drop amps off (each amp comes back now and then), and for each repair I want to log what parts I used from my stock - valves, caps, transformers. | Owner Amp Repair Part | Amp>Owner Repair>Amp Repair<>Part
Key cutting kiosk at the market. Customers, the key blanks I keep (brand, profile, how many), and every cut - one blank cut for one customer. | Customer Blank Cut | Cut>Customer Cut>Blank
Haberdashery shop: suppliers, products (ribbons, buttons, zips), each product comes from one supplier. When I reorder I raise a purchase order to a supplier that lists several products. | Supplier Product PurchaseOrder | Product>Supplier PurchaseOrder>Supplier PurchaseOrder<>Product
aquaponics in my garage. fish tanks, grow beds (each fed from one tank), water tests on the tanks - pH, ammonia, nitrate. | Tank GrowBed WaterTest | GrowBed>Tank WaterTest>Tank
I keep ant colonies as a hobby. Each colony is one species and lives in a formicarium, I move them when they outgrow one. | Colony Species Formicarium | Colony>Species Colony>Formicarium
I make oboe reeds for students. Cane batches (where grown, date bought), the reeds I make from each batch, and which student bought each reed. | CaneBatch Reed Student | Reed>CaneBatch Reed>Student
Seagrass restoration project in the bay. Each planting plot gets dives to plant or check it, and each dive has several divers from our volunteer list. | Plot Dive Diver | Dive>Plot Dive<>Diver
rock pooling with the kids most weekends - which beach, each visit, and the creatures we spot (crab, blenny, anemone) with how many of each on that visit | Beach Visit Creature Sighting | Visit>Beach Sighting>Visit Sighting>Creature
Organising the Burns supper for our club: guests, the tables they sit at, and the toasts and speeches, each given by one guest. | Guest Table Toast | Guest>Table Toast>Guest
kendama club - players and the trick list. I just want to tick off which tricks each player has landed. | Player Trick | Player<>Trick
Open gardens weekend in the village. Each garden opening (owner, address), our volunteers, and the gate shifts - a volunteer takes a time slot at one garden. | Garden Volunteer Shift | Shift>Garden Shift>Volunteer
Two separate lists for my chainsaw carving: my saws (bar length, chain type, last sharpened) and a list of carving ideas I want to try someday. | Chainsaw Idea |
`;
