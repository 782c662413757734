/**
 * The ideas of the blind block AP (see blind-blocks.ts): prompts, record types and links written by
 * a writer who saw no code, in domains no earlier block or corpus prompt used, at the start of the
 * stop after AO. Measured once, unread until then, after two commits of rules since AO (records
 * taken from or out of others point to where each came from; the ones a person picks for each
 * are many of each): 5/20 (record types alone 8/20; a named record type dropped in 6).
 */
export const AP = `
i hand roll incense in my kitchen and sell it online. i need the resins and woods i buy (name, origin, cost per kg), my blends which each use several resins, and every batch i make of a blend (date, number of sticks, drying days) | Resin Blend Batch | Blend<>Resin Batch>Blend
Worm farm business, we sell vermicompost. Need our worm bins, the cafes that give us their food scraps, every feeding (which bin, which cafe's scraps, kg) and the castings we harvest from each bin. | Cafe Bin Feeding Harvest | Feeding>Bin Feeding>Cafe Harvest>Bin
I own about 30 old arcade cabinets that sit in pubs and bowling alleys around the county. Want the venues, the machines at each venue (title, year, coin price), the cash collections I take out of each machine and any repairs I do on them. | Venue Machine Collection Repair | Machine>Venue Collection>Machine Repair>Machine
table tennis league secretary. clubs, the teams each club enters, players registered to one team, and fixtures between a home team and an away team with the final score | Club Team Player Fixture | Team>Club Player>Team Fixture>Team
Hi! I'm in a community taiko drumming group. We have our drums (size, skin replaced date) which each live at one member's house, the pieces we play, our players, and performances - each performance has a set of pieces and whoever turned up to play. | Player Drum Piece Performance | Drum>Player Performance<>Piece Performance<>Player
Racket stringer, badminton and tennis. Customers, their rackets (brand, model, head size), the strings I stock, and every restring job (date, tension, which string) on a racket. | Customer Racket String Restring | Racket>Customer Restring>Racket Restring>String
custom steel bike frames, one man shop. customers, the fitting sessions i do with each customer (inseam, reach, notes), the frames i build (tubing, geometry, paint) for a customer | Customer Fitting Frame | Fitting>Customer Frame>Customer
we run the sandcastle competition on our beach every august. teams sign up, they enter one of the categories (family, adults, under 12s), we have judges and each judge gives a score to every entry. | Team Category Entry Judge Score | Entry>Team Entry>Category Score>Entry Score>Judge
Mosquito surveillance for our public health unit: sampling sites (lat/long, habitat), traps set at each site (type, CO2 or gravid), collections from a trap (date, count, species, sent for virus testing y/n). | Site Trap Collection | Trap>Site Collection>Trap
lightning protection installer - clients, the buildings they own (churches, barns, flats), the earth rods on each building and the annual tests we do on each rod with the resistance reading in ohms | Client Building EarthRod Test | Building>Client EarthRod>Building Test>EarthRod
bobbin lace group. our lacemakers and the patterns we have (name, number of bobbins, difficulty). each project is one lacemaker working one pattern, with start date and how far along | Lacemaker Pattern Project | Project>Lacemaker Project>Pattern
axolotl breeder here (mostly leucistic and golden albino). I want my tanks, each axolotl (name, morph, sex, which tank) and spawnings where I record the mother and father and how many eggs | Tank Axolotl Spawning | Axolotl>Tank Spawning>Axolotl
We repair clarinets, flutes and saxes. Customers, their instruments (make, serial), the repair jobs on each instrument, and the spare parts (pads, corks, springs) used on a job. | Customer Instrument Repair Part | Instrument>Customer Repair>Instrument Repair<>Part
BMX club race nights. riders (plate number, age class), race days, the motos run on each race day, and results - which rider finished where in which moto | Rider RaceDay Moto Result | Moto>RaceDay Result>Moto Result>Rider
We're a rope access company doing high rise window and facade work. I need our technicians (IRATA level, cert expiry), our ropes (serial, length, first use), the buildings we work on, and jobs at a building with the technicians and ropes used on that job. | Technician Rope Building Job | Job>Building Job<>Technician Job<>Rope
teddy bear hospital!! people send me their old bears and dolls to mend. owners, the toys (name, age, what's wrong), and the repairs I do on each toy with the price | Owner Toy Repair | Toy>Owner Repair>Toy
my kimono collection. each kimono (colour, season, silk or not) and my obi, and which obi I've worn with which kimono | Kimono Obi | Kimono<>Obi
head greenkeeper at a nine hole golf club. greens tees and fairways (the areas), the products we put down (fertiliser, wetting agent, seed), my greenkeepers, and each treatment - one area, one product, rate, date, who did it | Area Product Greenkeeper Treatment | Treatment>Area Treatment>Product Treatment>Greenkeeper
I breed stick insects and loan cultures out to primary school classes. Species (name, food plant), cultures (how many adults, which species), schools, and loans of a culture to a school with the date it comes back | Species Culture School Loan | Culture>Species Loan>Culture Loan>School
We run northern lights tours out of Tromso. Guides, tours (date, bus, which guide leads it), guests, and bookings of a guest onto a tour with how many seats. | Guide Tour Guest Booking | Tour>Guide Booking>Tour Booking>Guest
`;
