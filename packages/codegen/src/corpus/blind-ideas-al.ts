/**
 * The ideas of the blind block AL (see blind-blocks.ts): prompt | record types | links. Written by
 * a writer who saw no code, in domains no earlier block or corpus prompt uses, at the start of the
 * stop after AK. Measured once, unread until then, after two commits of rules since AK (progress
 * asked as how near a record is to its target; progress of all records toward a whole the idea
 * states), none about these ideas: 12/20 (record types alone 16/20; a named record type dropped
 * in 2).
 */
export const AL = `
hey so I sing in a barbershop chorus and we have loads of little quartets going. want the singers (name, part - tenor, lead, bari, bass) and the quartets, and a singer can be in a few quartets at once | singer quartet | singer<>quartet
Plasterer, self employed. I need customers, the jobs I do for each customer, and for every job the rooms I'm skimming (room name, square metres) | customer job room | job>customer room>job
zebrafish facility in our biology dept: tanks on the racks (rack, position, volume) and fish lines (name, genotype, who made it). every tank holds fish from one line | tank line | tank>line
I need an app for our house keys because nobody knows who has what. Keys (label, which door or gate, number of copies) and the people who hold them - one person can have several keys and a key can be with several people | key person | key<>person
hospital radio station app: the wards we visit, our presenters, and the song requests we collect - each request comes from one ward and gets played by one presenter | ward presenter request | request>ward request>presenter
Science technician at a secondary school. Teachers book practical kits (kit name, contents, which lab it lives in) for their lessons, so bookings need the teacher, the kit, the date and the period | teacher kit booking | booking>teacher booking>kit
RC flying club: members (name, BMFA number), their model aircraft (name, wingspan, electric or glow), and a flight log for each aircraft with date and minutes flown | member aircraft flight | aircraft>member flight>aircraft
terrarium shop - customers order custom terrariums, each terrarium is for one customer and uses several plants from our plant list (species, light needs, price) | customer terrarium plant | terrarium>customer terrarium<>plant
Antibody inventory for our immunology lab. Antibodies (target, host, clone, dilution) and experiments (date, who, protocol). An experiment uses a few antibodies and an antibody gets used in lots of experiments | antibody experiment | antibody<>experiment
Blind and shutter fitting business. Customers, the measure-up visits to each customer, and the blinds ordered on each visit (window, width, drop, fabric) | customer visit blind | visit>customer blind>visit
the christmas decorations live in the loft in a bunch of boxes and every year its chaos. I want each box (number, colour of the lid) and the decorations inside it (what it is, fragile or not, whose it was) | box decoration | decoration>box
We run a talking newspaper for blind and partially sighted people. We need our volunteer readers, the weekly editions (date, and which readers recorded it - usually 3 or 4 of them), and our listeners (name, address, memory stick or CD) | reader edition listener | edition<>reader
Music teacher at a prep school, I enter the kids for grade exams. pupils (name, form, instrument) and the exams each pupil sits (board, grade, date, mark) | pupil exam | exam>pupil
materials testing lab: batches of steel we receive (supplier, heat number), the specimens machined from each batch, and the tensile tests on each specimen (yield, UTS, elongation) | batch specimen test | specimen>batch test>specimen
An app for our WI branch where we keep members, the monthly meetings, and the speakers we book. Each meeting has one speaker and members tick which meetings they came to | member meeting speaker | meeting>speaker member<>meeting
I bake dog treats and sell them to pet shops. Need my treats (flavour, price per bag), the shops that stock us, and orders - each order is from one shop with several of the treats in it | treat shop order | order>shop order<>treat
upcycling old furniture as a side thing. pieces I pick up (what, where from, what I paid), the chalk paints I use (brand, colour) - a piece usually gets a couple of paints - and the buyer each piece goes to | piece paint buyer | piece<>paint piece>buyer
trainspotting!! locos (class, number, livery), the stations i go to, and my sightings - each sighting is one loco at one station with the date and time | loco station sighting | sighting>loco sighting>station
Improv troupe: players, shows (venue, date), and the scenes in each show (game, audience suggestion). Each show has a cast of a few players from the troupe | player show scene | show<>player scene>show
Model horse collector here (Breyer etc). Models (name, mould, finish), the live shows I enter (date, venue), and placings - a placing is one model at one show, with the class and rosette colour | model show placing | placing>model placing>show
`;
