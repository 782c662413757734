import { parseCases, type DataModelCase } from './data-models.ts';

/**
 * Blind blocks: multi-record ideas written by a writer who had not seen the understanding, in
 * domains the corpus (data-models.ts) does not use, with the model a person would expect written
 * before anything was run. Each block's first measure is recorded here when it is first scored
 * and never changed; a block is never edited or dropped. `bench/data-models.bench.ts` prints the
 * first measures beside today's scores.
 */
export interface BlindBlock {
  name: string;
  /** Record types and links exactly as expected, when first scored: "17/20". */
  firstMeasure: string;
  /** Prompts whose expected record types were not all made, when first scored. */
  firstDropped: number;
  cases: DataModelCase[];
}

/** Written after the understanding became one reader (the lexicon, lists read item by item, links between records). */
const A = `
I run a ski school and need to track instructors, students and the lessons each instructor gives to a student, with date, slope and level | instructor student lesson | lesson>instructor lesson>student
bouldering gym route setting: walls, routes on each wall (grade, hold color, date set) and the setter who set it | wall route setter | route>wall route>setter
sourdough starter swap - members, their starters (name, age, flour type) and swaps where a member picks up someone's starter | member starter swap | starter>member swap>member swap>starter
Kayak rental shack. Need kayaks, customers and rentals (which kayak, which customer, start time, return time, paid?) | kayak customer rental | rental>kayak rental>customer
piano tuning business, keep my clients and their pianos, plus every tuning I do on a piano with the pitch and price | client piano tuning | piano>client tuning>piano
pigeon racing loft app: pigeons, races, and the result of each pigeon in each race (position, speed) | pigeon race result | result>pigeon result>race
a tool lending library for our street where neighbours lend their own tools to each other and we track each loan and when its due back | neighbour tool loan | tool>neighbour loan>tool loan>neighbour
Phone repair counter: customers, their phones, repair jobs for each phone and the parts used in each job | customer phone job part | phone>customer job>phone part<>job
Horse boarding stable where each horse has an owner and a stall, and the farrier comes out regularly so I want to log farrier visits to each horse too | horse owner stall farrier visit | horse>owner horse>stall visit>horse visit>farrier
simple mailing list tool. subscribers can be on many lists, and each campaign is sent to one list | subscriber list campaign | subscriber<>list campaign>list
School bus routes: each route has its stops in order, one driver and one bus assigned to it | route stop driver bus | stop>route route>driver route>bus
home nursing agency app with nurses, patients and visits (nurse visits a patient at home, time in, time out, notes) also each patient's medications | nurse patient visit medication | visit>nurse visit>patient medication>patient
escape room place - rooms and their puzzles, and bookings of a room by a team with slot time, player count and escaped yes/no | room puzzle booking team | puzzle>room booking>room booking>team
costume rental shop that rents costumes to customers for parties, need to know which costume is out with who and the deposit they paid | costume customer rental | rental>costume rental>customer
my watch collection: watches by brand, and the services done on every watch (date, watchmaker, cost) | watch brand service | watch>brand service>watch
Amateur astronomy log with my telescopes, targets like galaxies and nebulae, and observing sessions where I look at one target through one telescope and write notes | telescope target session | session>target session>telescope
carpool for our office: drivers, riders, and rides where each ride has one driver and several riders | driver rider ride | ride>driver ride<>rider
lab freezer sample tracker: freezers, racks in each freezer, boxes in each rack, samples in each box with position and date frozen | freezer rack box sample | rack>freezer box>rack sample>box
reptile collection tracker: animals, the enclosure each one lives in, feedings and weigh-ins for each animal | animal enclosure feeding weigh-in | animal>enclosure feeding>animal weigh-in>animal
tattoo studio booking app - artists, clients, appointmnets between an artist and a client, and the flash designs each artist offers | artist client appointment design | appointment>artist appointment>client design>artist
`;

/** Written at the same time as A by another writer, in other domains. */
const B = `
i run a small plumbing bussiness and need to track jobs for each customer, the plumber who did the job, and parts used on each job with quantity and cost | job customer plumber part | job>customer job>plumber part>job
Party hire app: our items (bouncy castles, tables, marquees), customers, and hires where a customer books one item for a date range with the deposit paid | item customer hire | hire>item hire>customer
reptile app: my reptiles and the feeder insects i stock | reptile insect | 
We manage a campsite and want to log pitches, guests and bookings, a booking is one guest on one pitch from arrival to departure date and we also need any complaints that get raised during a booking so the warden can follow up | pitch guest booking complaint | booking>pitch booking>guest complaint>booking
coworking app to keep members and the members' companies, our hot desks, and desk bookings per member per day | member company desk booking | member>company booking>member booking>desk
Sign shop order tracker. Each quote is for one client and has several line items (material, size, price); once approved a quote becomes a print job assigned to one of our designers | quote client item job designer | quote>client item>quote job>quote job>designer
for our swim club i want to record swimmers, meets, and the results each swimmer gets at a meet (event, time, place) | swimmer meet result | result>swimmer result>meet
Climbing wall route log: routes set by a setter on one of the walls with grade and hold colour, and climbers logging their ascents of routes | route setter wall climber ascent | route>setter route>wall ascent>climber ascent>route
driving school app where instructors give lessons to learners, each lesson has date, duration and the car used, learners also have test attempts with pass or fail | instructor learner lesson car attempt | lesson>instructor lesson>learner lesson>car attempt>learner
School bus routes: each route has stops in order and one driver, and pupils are picked up at a stop | route stop driver pupil | stop>route route>driver pupil>stop
Exam invigilation planner - exams held in rooms, invigilators assigned to exams (an exam can need several, an invigilator covers many) and incidents reported during an exam by the invigilator | exam room invigilator incident | exam>room exam<>invigilator incident>exam incident>invigilator
need app: company laptops, the staff member each is assigned to, the department of each staff member, repairs per laptop | laptop member department repair | laptop>member member>department repair>laptop
Software licence manager: vendors, the licences we buy from each vendor (seats, expiry date, cost) and which employees have a seat on which licence | vendor licence employee | licence>vendor employee<>licence
physio clinic sms reminders, patients, their appointments with one of our physios, and the reminder texts sent before each appointment | patient appointment physio text | appointment>patient appointment>physio text>appointment
I mail a zine to subscribers every quarter. Need subscribers with addresses, issues, and mailings (which issue went to which subscriber, date posted, tracking number) | subscriber issue mailing | mailing>subscriber mailing>issue
soil lab: clients send us soil samples from their fields, each sample gets tests run (ph, nitrogen, etc) by a techincian | client field sample test technician | field>client sample>field test>sample test>technician
astronomy log for my observing sessions at different sites, which telescope I used each session, and observations of objects (galaxies, clusters, doubles) made during each session with seeing and notes | session site telescope observation object | session>site session>telescope observation>session observation>object
Livery yard app - horses and their owners, the stable each horse is kept in, a feeding plan per horse, and farrier visits noting which farrier came and what was done | horse owner stable plan visit farrier | horse>owner horse>stable plan>horse visit>horse visit>farrier
home energy tracker: meters (gas, electric, water), readings of each meter with date and value, each meter is on one tariff and tariffs come from suppliers | meter reading tariff supplier | reading>meter meter>tariff tariff>supplier
taxi dispatch - drivers and the cab each one drives, customers who phone in, and rides where one driver picks up one customer, with pickup address fare and time | driver cab customer ride | driver>cab ride>driver ride>customer
`;

/** Written after the blocks A and B were first measured and the rules they showed were built, by a writer who had seen neither. */
const C = `
app for our bell ringing band - towers we ring at, ringers, and peals (date, method, changes). each peal is rung at one tower and has many ringers, ringers ring loads of peals | tower ringer peal | peal>tower peal<>ringer
We run a sheep shearing contracting outfit. Growers and their flocks, contracts to shear one flock (date, head count, rate), and a tally for each shearer on each contract | grower flock contract shearer tally | flock>grower contract>flock tally>shearer tally>contract
i lead a fungi group and want to log our forays with date and woodland and which foragers came along since lots of people come to lots of forays and also every find made on a foray by a forager with species and photo | foray forager find | foray<>forager find>foray find>forager
small cidery: orchards we buy apples from, pressings (date, litres, sugar reading) where one pressing can blend apples from many orchards and an orchard supplies many pressings, and casks, each cask filled from one pressing | orchard pressing cask | orchard<>pressing cask>pressing
I need an app for our court interpreting agency: interpreters and the languages each one speaks (many), courts, and hearings - each hearing is at one court, needs one language and gets one interpreter | interpreter language court hearing | interpreter<>language hearing>court hearing>language hearing>interpreter
drone survey company - pilots, our drones (model, serial, hours flown), surveys (site address, due date) and flights. each flight has one pilot and one drone and belongs to a survey | pilot drone survey flight | flight>pilot flight>drone flight>survey
Archery club app. Archers, their bows (draw weight, type), shoots (date, round) and scorecards - one scorecard per archer per shoot with total, hits and golds | archer bow shoot scorecard | bow>archer scorecard>archer scorecard>shoot
funeral home app: the families we work with, the funerals we arrange for each family, plus the hearse and the celebrant booked for each funeral (date, venue, burial or cremation) | family funeral hearse celebrant | funeral>family funeral>hearse funeral>celebrant
chimney sweep buisness - householders, each householder's chimneys (flue type, fuel) and every sweep I do on a chimney with date, price and certifcate number | householder chimney sweep | chimney>householder sweep>chimney
ham radio logbook: my radios, my antennas, and the operators I've worked (call sign, country) - every contact is with one operator, made on one radio with one antenna, plus band and mode | radio antenna operator contact | contact>operator contact>radio contact>antenna
Caving club - caves (depth, region), expeditions into one cave at a time, and which cavers went on each expedition. A caver goes on many expeditions obviously | cave expedition caver | expedition>cave caver<>expedition
we run a small auction house and need sales, the lots in each sale (estimate, reserve), registered bidders, and bids - a bid is placed by one bidder on one lot with amount and time | sale lot bidder bid | lot>sale bid>bidder bid>lot
hedgehog rescue app: hedgehogs we take in, the finder who brought each one in (phone, where found), which pen each hedgehog is in, and treatments given to a hedgehog | hedgehog finder pen treatment | hedgehog>finder hedgehog>pen treatment>hedgehog
Am dram society: productions, the roles in each production, our performers, and auditions where one performer reads for one role. Each role ends up cast with one performer | production role performer audition | role>production role>performer audition>performer audition>role
vineyard spray diary: blocks (rows, hectares), the grape variety each block is planted with, and sprays applied to a block, each spray using one chemical from our store (withholding days) | block variety spray chemical | block>variety spray>block spray>chemical
University herbarium catalogue: pressed specimens, the collector who gathered each one, the taxon it's identified as and the drawer it's filed in | specimen collector taxon drawer | specimen>collector specimen>taxon specimen>drawer
For our excavation: trenches, contexts in each trench (layer, soil colour), artefacts found in a context, and diggers - every context is recorded by one digger | trench context artefact digger | context>trench artefact>context context>digger
falconry app for my mews. my hawks, each hawk's weighings (grams, time) every morning, and hunts where I fly one hawk and note what it caught | hawk weighing hunt | weighing>hawk hunt>hawk
volunteer fire brigade log: firefighters, our appliances, and callouts (time, address, incident type). Each callout sends one appliance, and firefighters attend many callouts with several on each | firefighter appliance callout | callout>appliance firefighter<>callout
Calibration lab tracker - the factories that send us gauges, the gauges each factory sends, calibrations of each gauge (date, result, next due) and the reference standard used for each calibration | factory gauge calibration standard | gauge>factory calibration>gauge calibration>standard
`;

/**
 * Written at the same time as C by another writer, who had seen C: six of its domains repeat C's
 * (bell ringing, chimney sweeping, ham radio, calibration, vineyard spraying, falconry) in other words.
 */
const D = `
Need: referees, fixtures, grounds, cautions. each fixture is played at one ground, referees are assigned to fixtures (usually 3 per fixture, a ref does loads), cautions (shirt number, minute, reason) are logged against a fixture | referee fixture ground caution | fixture>ground referee<>fixture caution>fixture
I'm tower captain for our local bell ringers and want to log peals - each peal is rung at one tower and follows one method (like Grandsire), a peal has 6-8 ringers and ringers ring in many peals | tower ringer peal method | peal>tower peal>method ringer<>peal
we're doing an oral history project for the village and need to keep the narrators we talk to and the interviews, each interview is with one narrator and recorded by one of our interviewers and then every interview gets a transcript typed up (word count, date finished) | narrator interview interviewer transcript | interview>narrator interview>interviewer transcript>interview
growing oyster mushrooms at home lol. want my strains, grow buckets (each one inoculated w one strain) and the flushes per bucket w weight | strain bucket flush | bucket>strain flush>bucket
BSL interpreting agency app. Organisations send us requests, each request is made by one organisation and is covered by one or two interpreters; interpreters obviously cover lots of requests. Need date, venue address and hours. | organisation request interpreter | request>organisation request<>interpreter
chimney sweep buisness - homeowners and there chimneys (a homeowner can have a few), every cleaning is done on one chimney and we issue a certificate for each cleaning | homeowner chimney cleaning certificate | chimney>homeowner cleaning>chimney certificate>cleaning
Pottery studio glaze testing: glazes (name, cone, recipe), test tiles, firings (date, peak temp) and kilns. Each tile is dipped in one glaze and goes in one firing; every firing happens in a kiln. | glaze tile firing kiln | tile>glaze tile>firing firing>kiln
can you build an app for our stained glass restoration workshop? windows, the panels of each window, and treatments done to a panel by one of our restorers (cleaning, releading etc) | window panel treatment restorer | panel>window treatment>panel treatment>restorer
ham radio log: radios, antennas, QSOs. each QSO uses one radio + one antenna | radio antenna qso | qso>radio qso>antenna
I'm a bookbinder and take commissions from patrons. Each commission belongs to a patron and is bound in one of my leathers (colour, tannery, hides left). Patrons can have many commissions. | patron commission leather | commission>patron commission>leather
my wife and I run the town food bank. referral agencies issue vouchers to households, each voucher is from one agency for one household, and we record family size and the date it was redeemed | agency household voucher | voucher>agency voucher>household
calibration lab app - factories send us gauges, every gauge is owned by one factory; each calibration is performed on one gauge by one of our metrologists against one reference standard, results and due date too | factory gauge calibration metrologist standard | gauge>factory calibration>gauge calibration>metrologist calibration>standard
vineyard spray diary: grape varieties, blocks (each block planted with one variety, acres, year planted), sprays applied to a block with the chemical used, rate and weather. chemicals have a withholding period | variety block spray chemical | block>variety spray>block spray>chemical
We breed alpacas and sell the fleece. Need each alpaca, the fleeces shorn from each alpaca every year (weight, micron) and the buyers - a fleece is sold to one buyer. | alpaca fleece buyer | fleece>alpaca fleece>buyer
towing company app where we have trucks and operators and every tow has the truck used and the operator who did it plus the plate number and which yard it ended up in because we have three storage yards | truck operator tow yard | tow>truck tow>operator tow>yard
gliding club launch log - gliders, pilots and airfields. a pilot can have many launches, each launch is one glider flown by one pilot from one airfield, with launch type (winch/aerotow) and flight time | glider pilot airfield launch | launch>glider launch>pilot launch>airfield
litter picking group app pls. zones around town, picks organised in each zone (date, bags filled) and the pickers who turn up, a picker comes to lots of picks | zone pick picker | pick>zone picker<>pick
Cemetery records: sections, graves in each section, burials (name of deceased, date) in a grave, and the funeral director who arranged each burial. A grave can hold several burials. | section grave burial director | grave>section burial>grave burial>director
community dial-a-ride scheme: minibuses, journeys and passengers. Journeys are run with one minibus, passengers are booked onto journeys and a passenger can be on many journeys (wheelchair y/n). | minibus journey passenger | journey>minibus passenger<>journey
falconry centre app - our hawks, the falconer responsable for each hawk, and flights logged against a hawk with weigth, quarry and flying time | hawk falconer flight | hawk>falconer flight>hawk
`;

/** Written after C and D were first measured and the rules they showed were built, by a writer who had seen none of them. */
const E = `
golf app for me and my mates: golfers, courses and the holes on each course (par, yardage), rounds where one golfer plays one course, and a score for every hole of a round | golfer course hole round score | hole>course round>golfer round>course score>round score>hole
could you make an app for our karting centre? drivers race in many heats and a heat has lots of drivers, each heat is run on one of our two tracks, and we log every lap per driver per heat (lap no, seconds) | driver heat track lap | heat<>driver heat>track lap>driver lap>heat
Judo club grading tracker. Students, belts (colour, order), gradings (date, venue) and our examiners; each attempt is one student going for one belt at one grading, marked by one examiner, pass or fail. | student belt grading examiner attempt | attempt>student attempt>belt attempt>grading attempt>examiner
orienteering club - events, the courses at each event (length, climb), controls (a control can be on many courses), our orienteers, and runs where one orienteer completes one course with a finish time | event course control orienteer run | course>event course<>control run>orienteer run>course
model railway club app: members and the locos each member owns (scale, livery), our layouts, and running sessions held on one layout. lots of locos run at a session and a loco runs at loads of sessions | member loco layout session | loco>member session>layout session<>loco
backyard chickens app pls - my coops, the hens in each coop (breed, hatch date), egg collections per coop every day with count, and health checks for each hen | coop hen collection check | hen>coop collection>coop check>hen
I make soy candles to sell and need waxes, scents, and pours - each pour uses one wax and one scent and has a pour temp - plus the jars filled from each pour (size, label number) | wax scent pour jar | pour>wax pour>scent jar>pour
Locksmith here. I need customers and their properties, the locks fitted at each property (make, type), keys cut for a lock, and the keyholder who was given each key | customer property lock key keyholder | property>customer lock>property key>lock key>keyholder
we run a pest control firm with clients, their sites, the bait traps at each site and checks where a technican inspects one trap and records activity (none/low/high) | client site trap technician check | site>client trap>site check>trap check>technician
concrete testing lab app: contractors, each contractor's projects, pours on a project (date, mix, volume), and the cubes cast from each pour which get crushed at 7 or 28 days with strength in MPa | contractor project pour cube | project>contractor pour>project cube>pour
Parking enforcement app for the council. Wardens, streets and vehicles (plate, make). Each penalty notice is issued by one warden to one vehicle on one street, and appeals are lodged against a notice. | warden street vehicle notice appeal | notice>warden notice>vehicle notice>street appeal>notice
need something for our highways team where we keep roads and the potholes on each road (depth, width) and residents (name, phone) who send in reports about a pothole and then the repairs done to a pothole with date and cost | road pothole resident report repair | pothole>road report>resident report>pothole repair>pothole
app for the village defibs: sites, the defibs at each site, volunteers, checks where one volunteer checks one defib (battery light, cabinet locked) and replacement pads for each defib w expiry date | site defib volunteer check pad | defib>site check>volunteer check>defib pad>defib
small sawmill. logs (species, length) are bought from landowners, each log from one landowner, boards are cut from each log and every board is stacked on one of our drying racks | landowner log board rack | log>landowner board>log board>rack
newsagents paper rounds: customers, titles (papers and mags) - a customer can take many titles and each title goes to lots of customers - and rounds. each customer is on one round and every round has one carrier | customer title round carrier | customer<>title customer>round round>carrier
We're a renal dialysis unit. Patients, machines, nurses, and sessions (start, end, fluid removed) where one patient is hooked up to one machine and a nurse supervises the session. | patient machine nurse session | session>patient session>machine session>nurse
scrap metal yard — sellers (ID checked), weigh tickets and metal grades; each ticket is for one seller and has several items, each item is one grade with weight and price per kg | seller ticket grade item | ticket>seller item>ticket item>grade
pedicab buisness in town, want our riders, the pedicabs, shifts where a rider takes one pedicab out for the evening, and the fares on each shift (pickup, drop off, amount) | rider pedicab shift fare | shift>rider shift>pedicab fare>shift
app for my mum's meals on wheels scheme: delivery runs, the volunteer driver for each run, the clients on each run (diet needs) and the meals delivered to a client each day with menu choice | run driver client meal | run>driver client>run meal>client
election canvassing for our local party: wards, the streets in each ward, households on each street, our volunteers, and doorstep conversations where a volunteer speaks to one household (voting intention, wants a poster y/n) | ward street household volunteer conversation | street>ward household>street conversation>volunteer conversation>household
`;

/**
 * Written at the same time as E by another writer, who had not seen E: four domains happen to be
 * E's too (judo gradings, orienteering, a model railway club, a locksmith), in other words.
 */
const F = `
we maintain the nav buoys for the estuary. need buoys (light character, lat/long), the channel each buoy marks (channel name, charted depth), our workboats, and maintenance runs - a run goes out on one workboat and services lots of buoys, buoys get serviced on many runs | buoy channel workboat run | buoy>channel run>workboat run<>buoy
i do lighting for a theatre and need the shows and the cues in each show with cue number and fade time, and our lanterns (type, wattage, dmx address) because a cue brings up loads of lanterns and the same lantern is in tons of cues | show cue lantern | cue>show cue<>lantern
My brother and I run a dry stone walling business with a few lads working for us. Need farms, the walls on each farm (length in metres, field name) and repairs - each repair is on one wall and done by one of our wallers (hours, tonnes of stone) | farm wall repair waller | wall>farm repair>wall repair>waller
Need: balloons (reg, envelope size), pilots, flights (launch site, date), passengers. a flight is flown by one pilot in one balloon, each passenger is booked onto one flight (weight kg for the basket) | balloon pilot flight passenger | flight>pilot flight>balloon passenger>flight
Audiology clinic: patients, their hearing aids (make, serial, ear), fittings of one aid done by one audiologist. | patient aid fitting audiologist | aid>patient fitting>aid fitting>audiologist
trout hatchery - raceways (length, flow rate), cohorts of fry stocked in a raceway (strain, count, hatch date), rivers (catchment), and releases where one cohort is put into one river with number released | raceway cohort river release | cohort>raceway release>cohort release>river
i run the marshals roster for our club racing, wich needs meetings (date, circuit), marshal posts round the track, marshals, and postings that put one marshal on one post at a meeting. incidents are logged against a posting (lap, flag shown) | meeting post marshal posting incident | posting>marshal posting>post posting>meeting incident>posting
model railway club app, members + the locos each member owns (dcc address, livery) and our running nights. any loco can run on lots of nights n each night has loads of locos | member loco night | loco>member loco<>night
upholstry workshop - customers bring in pieces (chairs, sofas, headboards) with date recieved and quote, each piece is recovered in one fabric, and fabrics are bought from suppliers (fabric has pattern, price per metre) | customer piece fabric supplier | piece>customer piece>fabric fabric>supplier
Empty container depot. Shipping lines, the containers of each line (size, iso code, damaged y/n), yard drivers, and gate moves in or out for a container with truck plate and time; each move is handled by one driver | line container driver move | container>line move>container move>driver
orienteering club results: events (date, terrain), the courses at each event (length, climb), controls (code, location) which get reused across many courses, and competitors' results on a course with time and club | event course control competitor result | course>event course<>control result>course result>competitor
deer management on our estate: beats, stalkers, and culls - every cull is a beast taken on one beat by one stalker (species, sex, larder weight) | beat stalker cull | cull>beat cull>stalker
travelling funfair, I keep the paperwork. rides (max riders), the showman who owns each ride, fairs we pull on (town, dates) - a ride goes to lots of fairs and each fair has many rides - and safety inspections of a ride carried out by an inspector | ride showman fair inspection inspector | ride>showman ride<>fair inspection>ride inspection>inspector
indie perfumer here!! raw materials (supplier, cost per ml), formulas that use many materials, a material goes in loads of formulas, and trial blends mixed from one formula with date + notes | material formula blend | formula<>material blend>formula
I volunteer with our county bat group. We survey roosts (barns, bridges, lofts) - each emergence survey is of one roost with sunset time and bats counted, several volunteers go on a survey and a volunteer does many surveys | roost survey volunteer | survey>roost survey<>volunteer
subtitling studio: clients, the programmes each client sends us, subtitle tracks per programme (language, line count, deadline) and the translator assigned to each track | client programme track translator | programme>client track>programme track>translator
tree surgeons - a customer can have many sites, trees at each site (species, height m, TPO y/n), and quotes: each quote is for one tree and written up by one of our estimators | customer site tree quote estimator | site>customer tree>site quote>tree quote>estimator
I'm a locksmith and keep a key register. Landlords and the properties they own, the locks fitted at each property (brand, key number) and key cuts - each cut is for one lock, with copies and date | landlord property lock cut | property>landlord lock>property cut>lock
sea turtle nest monitoring on our beach - sectors, nests found in a sector (species, eggs laid, gps), the patroller who found each nest, and excavations of a nest after hatching (hatched, unhatched counts) | sector nest patroller excavation | nest>sector nest>patroller excavation>nest
judo club grading app. judoka (weight, current belt), gradings (date, dojo) each run by one examiner, and the result for each judoka at each grading - pass/fail and new belt | judoka grading examiner result | grading>examiner result>judoka result>grading
`;

/** Written after E and F were first measured and the rules they showed were built: work and services. */
const G = `
lift maintenance company - buildings, the lifts in each building (make, floors served, last inspection date), our engineers, and service visits where one engineer checks one lift. faults found on a visit get logged too (fault code, fixed y/n) | building lift engineer visit fault | lift>building visit>engineer visit>lift fault>visit
I need an app for our pharmacy: patients, the GPs who prescribe, prescriptions (date, collected y/n) - each prescription is for one patient and written by one GP - and the items on each prescription (medicine name, strength, qty) | patient gp prescription item | prescription>patient prescription>gp item>prescription
skip hire firm, need skips (size in yards, condition), customers, our lorries, and hires - a customer hires one skip dropped at an address with drop date, collect date and permit y/n, and each hire is delivered by one lorry | skip customer lorry hire | hire>customer hire>skip hire>lorry
we run a small butchers shop and want the farms we buy from, carcasses (beef/lamb/pork, hanging weight, kill date) that each come from one farm, and the cuts we break each carcass into with weight and sell-by date | farm carcass cut | carcass>farm cut>carcass
could you make a time recording app for my law firm? clients and their matters (probate, conveyancing etc), our solicitors, and time entries that are logged against one matter by one solicitor with minutes and a description | client matter solicitor entry | matter>client entry>matter entry>solicitor
app for my bookkeeping practice - clients, a tax return per client per year (status, filed date), the documents they send in for each return, and which of my accountants prepares each return | client return document accountant | return>client document>return return>accountant
security company guard tours: the sites we patrol, checkpoints at each site (nfc tag id, location), our guards, and scans, where a guard scans one checkpoint and we store the time it was scanned | site checkpoint guard scan | checkpoint>site scan>guard scan>checkpoint
Im an electrician doing PAT testing for offices. I need my customers, the appliances at each customer (type, asset tag), visits to a customer, and a result for each appliance tested on a visit (pass/fail, earth reading) | customer appliance visit result | appliance>customer visit>customer result>appliance result>visit
wholesale plant nursery: polytunnels, the benches in each polytunnel, batches of plants (variety, pot size, qty, sown date) and every batch sits on one bench. orders from garden centres (customer name, delivery date) can take many batches and a batch can go on many orders | polytunnel bench batch order | bench>polytunnel batch>bench order<>batch
pig breeding unit app: sows (tag no, parity), boars, farrowing pens, and litters - each litter is out of one sow by one boar and born in one pen, with born alive, stillborn and weaned counts | sow boar pen litter | litter>sow litter>boar litter>pen
we're a customs brokerage. importers are our clients and each importer has many shipments (vessel, arrival date, port), there's one customs declaration per shipment, and the lines on each declaration with commodity code, value and duty | importer shipment declaration line | shipment>importer declaration>shipment line>declaration
Aircraft maintenance hangar: aircraft (tail number, type, hours), checks for each aircraft (A-check, C-check, date in), the tasks in each check, our licensed engineers - each task is signed off by one engineer - and parts fitted on a task (part no, serial) | aircraft check task engineer part | check>aircraft task>check task>engineer part>task
pub cellar log: brewerys we buy from, kegs (beer, size, delivered date) each from one brewery, our beer lines and which line each keg is hooked up to, plus cleanings of each line with date | brewery keg line cleaning | keg>brewery keg>line cleaning>line
vending machine bussiness - locations (address, contact), the machines placed at each location, products (price, barcode), and restocks where we fill one machine (date, cash collected). a machine stocks many products and a product is in lots of machines | location machine product restock | machine>location restock>machine machine<>product
fostering agency (kids not pets): foster carers, the children we look after, and placements - a placement puts one child with one carer from start to end date. each child has one caseworker and we keep caseworkers too | carer child placement caseworker | placement>child placement>carer child>caseworker
community midwife team needs expecting mums, each mum's pregnancies (due date, gravida), the midwives, and antenatal checks for a pregnancy done by one midwife (bp, fundal height, fetal heart rate) | mum pregnancy midwife check | pregnancy>mum check>pregnancy check>midwife
estate agency: listings (asking price, bedrooms), buyers registered with us, our negotiators, viewings where one buyer views one listing with one negotiator, and offers a buyer makes on a listing (amount, accepted y/n) | listing buyer negotiator viewing offer | viewing>buyer viewing>listing viewing>negotiator offer>buyer offer>listing
i run an insurance brokerage and need clients, the insurers we place cover with, policies (premium, renewal date) where every policy is for one client and underwritten by one insurer, and claims made against a policy | client insurer policy claim | policy>client policy>insurer claim>policy
picture framing shop - customers, frame orders (size, glass type, due date) each for one customer, the mouldings we stock (profile, price per metre), each order uses one moulding, and the supplier each moulding comes from | customer order moulding supplier | order>customer order>moulding moulding>supplier
Scaffolding company. main contractors we work for, each contractor's sites, scaffolds erected at a site (height, number of lifts, erected date), our inspectors, and weekly inspections of one scaffold by one inspector (safe y/n, tag signed) | contractor site scaffold inspector inspection | site>contractor scaffold>site inspection>scaffold inspection>inspector
`;

/** Written at the same time as G by another writer, who had seen neither: leisure, nature, arts, sport and science. */
const H = `
Need: competitions, pools at each competition, fencers (club, rating like A23/U), referees. a pool has 6-7 fencers and a fencer can end up in several pools across a day, each pool is run by one referee | competition pool fencer referee | pool>competition fencer<>pool pool>referee
I'm the scorer for my son's cricket club - we have age group teams (u11, u13, u15), the players in each team, fixtures a team plays (opposition, date, home/away) and an innings per player per fixture with runs and balls faced | team player fixture innings | player>team fixture>team innings>player innings>fixture
i walk a butterfly transect every week for the county recorder and want the transects which are split into sections, each walk of a transect with date temp and sun %, our species list (latin name) and counts of a species in a section on each walk | transect section walk species count | section>transect walk>transect count>walk count>section count>species
my lego collection!! sets (set no, year, piece count) each in one theme like technic or star wars, minifigs which can come in loads of sets, and my builds of a set w date started + finished | set theme minifig build | set>theme minifig<>set build>set
school robotics club app. students are assigned to a team, a team can have many robots over the years (name, drive type), and results are logged against a team at every competition we go to (rank, points) | student team robot competition result | student>team robot>team result>team result>competition
Model UN society: delegates, conferences (city, dates), the committees of each conference, position papers - each paper written by one delegate for one committee | delegate conference committee paper | committee>conference paper>delegate paper>committee
psych lab scheduling: participants (age, handedness) sign up for studies, a participant can do lots of studies, and testing slots where one research assistant tests one participant for one study at a set time | participant study slot assistant | participant<>study slot>participant slot>study slot>assistant
science fair judgeing - projects (title, category) made by students, a project has up to 3 students but a student only does one project, judges, and scores where one judge scores one project out of 50 | project student judge score | student>project score>judge score>project
I volunteer at a youth circus school and need the kids, the apparatus (trapeze, silks, unicycle), the shows we put on (date, venue) and the acts in each show. each act uses one apparatus and has a few kids, kids can be in more than one act | kid apparatus show act | act>show act>apparatus act<>kid
comedy open mic app - venues, nights at a venue (date, door price), comedians, and spots. a night can have many spots, each spot is one comedian doing 5 or 10 mins with a running order number | venue night comedian spot | night>venue spot>night spot>comedian
geocaching group app: caches (difficulty, terrain, coords) each hidden by one of our cachers, every cache is part of one of our series (name, bonus cache coords), and find logs - each log is one cacher finding one cache with date and a coment | cache cacher series log | cache>cacher cache>series log>cacher log>cache
bonsai society app. our growers and their trees (species, style, est. age), workshops each led by one guest artist, and a tree can be brought to many workshops | grower tree workshop artist | tree>grower workshop>artist tree<>workshop
model rocketry club launch log - rockets (each one built by one flyer), motors (class, impulse), launches (date, field) and flights where one rocket goes up on one motor at a launch, with max altitude and chute opened y/n | rocket flyer motor launch flight | rocket>flyer flight>rocket flight>motor flight>launch
Mouse colony tracker: cages, mice in each cage (sex, DOB), strains, procedures on a mouse done by one of our scientists. every mouse is one strain. | cage mouse strain procedure scientist | mouse>cage mouse>strain procedure>mouse procedure>scientist
our quilt guild show: quilters, quilts (size, technique) each made by one quilter and entered in one of our show categories (title, size limit), judges, and ribbons - every ribbon is awarded by one judge to one quilt | quilter quilt category judge ribbon | quilt>quilter quilt>category ribbon>judge ribbon>quilt
powerlifting meet app: lifters (bodyweight, class), meets (date, gym), attempts (squat/bench/deadlift, kg, good lift y/n) - each attempt is one lifter at one meet, and three referees judge every attempt, refs judge loads | lifter meet attempt referee | attempt>lifter attempt>meet attempt<>referee
my partner and I run a metal detecting club. farmers let us on their fields, each field belongs to a farmer, we hold digs on a field (date), and every item found at a dig by one detectorist gets logged (period, material) | farmer field dig item detectorist | field>farmer dig>field item>dig item>detectorist
poetry slam night organiser: poets, the poems of each poet, slams (date, bar) and performances - a performance is one poem read at one slam, with a score out of 30 | poet poem slam performance | poem>poet performance>poem performance>slam
speedcubing comp app. cubers (wca id), evnts like 3x3 and 4x4, the rounds of each event, and solves - every solve is one cuber in one round with time in secs | cuber event round solve | round>event solve>cuber solve>round
antique map collection - maps (year, region, condition), the cartographer of each map, the dealer I bought each one from (price paid), and exhibitions I've lent maps to, a map can go to many exhibitions | map cartographer dealer exhibition | map>cartographer map>dealer map<>exhibition
`;

/**
 * Written after G and H were first measured and the rules they showed were built, by a writer who
 * had seen none of the blocks' readings: small businesses, clubs, public services and makers.
 */
const I = `
blood drive app for our region: donors (blood type, last donation date), drive sessions that are held at venues like church halls and schools, each session at one venue, and donations where one donor gives at one session (units, hb level, deferred y/n). a donor can have many donations obviously | donor session venue donation | session>venue donation>donor donation>session
we operate a small ferry line with sailings accross the sound. need our vessels (name, car capacity), the routes (from port, to port, crossing mins), sailings - each sailing is one vessel on one route with departure time - and tickets sold for a sailing (passenger name, vehicle reg, fare) | vessel route sailing ticket | sailing>vessel sailing>route ticket>sailing
Cheese dairy - the farms that supply our milk, milk deliveries from each farm (litres, fat %, temp), make batches (cheese type, date, vat no) where each batch is made from one delivery, and the wheels from every batch with weight and turning dates | farm delivery batch wheel | delivery>farm batch>delivery wheel>batch
chess club tournament app - players (rating, fide id), tournaments (name, date, time control), the rounds in each tournament, and games: every game is played in one round between a white player and a black player, with the result and no. of moves | player tournament round game | round>tournament game>round game>player
solar installer CRM. customers, the properties each customer owns (roof type, orientation, postcode), installs at a property (panel count, kW, inverter model, install date) that are done by one of our crews, and the crews themselves with a team lead name | customer property install crew | property>customer install>property install>crew
recycling depot weighbridge: hauliers who bring stuff in, each haulier's trucks (reg, tare weight), material types (cardboard, PET, ferrous, price per tonne) and loads - each load comes in on one truck and is one material, with gross weight and time in | haulier truck material load | truck>haulier load>truck load>material
dog grooming salon booking app: owners, their dogs (breed, coat type, temperment notes), our groomers, and appointments where one groomer does one dog (service, price, date) | owner dog groomer appointment | dog>owner appointment>groomer appointment>dog
wedding florist: couples who book us, the wedding (date, venue) for each couple, the arrangements for a wedding (bouquet, buttonhole, centrepiece, qty) and the flowers we order in (variety, colour, stem price). an arrangement uses many flowers and a flower goes into lots of arrangements | couple wedding arrangement flower | wedding>couple arrangement>wedding arrangement<>flower
laundromat app - our machines (number, washer or dryer, size kg), customers, service washes that customers drop off (weight, ready by, paid?) where each service wash goes through one machine, and breakdowns logged for a machine with the engineer's fix | machine customer wash breakdown | wash>customer wash>machine breakdown>machine
marina fuel dock log: boats (name, berth number, length) and their owners, our tanks (diesel or petrol, capacity litres), fuel sales where a boat fills up from one tank (litres, price, time), and deliveries from the supplier that refill a tank | boat owner tank sale delivery | boat>owner sale>boat sale>tank delivery>tank
violin repair workshop: clients, the instruments they bring in (violin/viola/cello, maker, year) and each instrument belongs to one client, repair jobs on an instrument (quote, date done) and which of our luthiers did each job | client instrument job luthier | instrument>client job>instrument job>luthier
dive centre app - divers (cert level, agency), our dive sites (max depth, lat long), boat dives that go to one site (date, time, vis), the instructor leading each dive, and lots of divers go on a dive while a diver does loads of dives | diver site dive instructor | dive>site dive>instructor diver<>dive
alterations shop, customers drop off garments (type, colour, tag no) and each garment belongs to one customer, the alterations to do on a garment (hem, take in, zip, price) and our seamstresses - each alteration gets assigned to one seamstress | customer garment alteration seamstress | garment>customer alteration>garment alteration>seamstress
gelato shop production log: flavours (name, base, allergens), batches churned of one flavour (litres, date), the pans each batch is portioned into, and which display cabinet each pan sits in | flavour batch pan cabinet | batch>flavour pan>batch pan>cabinet
Craft distillery. Our stills, spirit runs (date, abv, litres) each off one still, the casks (cask no, wood, previous use) - a cask is filled from one run, I definately need that traceability - and bottlings drawn from a cask with bottle count and date | still run cask bottling | run>still cask>run bottling>cask
council gritting app: gritter lorries, drivers, routes (miles, priority 1 or 2) and runs - every run is one lorry on one route driven by one driver with salt used in tonnes and start time | lorry driver route run | run>lorry run>route run>driver
bird ringing station: ringers (permit class), our mist net sites, the birds that get a ring (ring number, species, age, sex) and captures - each capture is one bird caught at one net site by one ringer, with wing length and weight. a bird can be recaught many times | ringer site bird capture | capture>bird capture>site capture>ringer
repair cafe for our town: the events (date, hall), volunteer fixers, visitors who bring in broken things, and the items (what it is, fault, fixed y/n). each item is brought by one visitor to one event and looked at by one fixer. fixers come to many events and each event has a bunch of fixers | event fixer visitor item | item>visitor item>event item>fixer fixer<>event
tennis club box league - seasons (start and end date), the boxes in each season (box 1, 2, 3...), players (rating, phone), and matches played in a box between two players with the score | season box player match | box>season match>box match>player
hand dyed yarn biz: bases (fibre, weight, supplier), colourways (name, dye recipe), dye lots - each lot is one colourway dyed on one base with skein count - and the etsy orders, each order shipped from one lot | base colourway lot order | lot>colourway lot>base order>lot
`;

/**
 * Written after H and I were first measured and the rules they showed were built, by a writer who
 * had seen none of the blocks' readings: clubs, trades, heritage and community services.
 */
const J = `
beekeeping log - we have a few apiaries, the hives at each apiary, and inspections of a hive (date, queen seen y/n, mite count, temper) done by one of our beekeepers | apiary hive inspection beekeeper | hive>apiary inspection>hive inspection>beekeeper
Need something for our bell tower: ringers, towers and peals. A peal is rung at one tower and has many ringers, and a ringer can ring in lots of peals over the years | ringer tower peal | peal>tower peal<>ringer
could you make an archaeology dig recording app? trenches, contexts within each trench (soil colour, depth) and finds that come from a context - material, weight, photo, bagged y/n | trench context find | context>trench find>context
props tracker for our amateur theatre - shows, the scenes of each show, and props (name, who made it, where it's stored). a prop can appear in many scenes and a scene uses many props | show scene prop | scene>show prop<>scene
Food bank app where households register (postcode, number of people, dietary needs), volunteers log in, and every parcel goes to one household and is packed by a volunteer | household volunteer parcel | parcel>household parcel>volunteer
orchestra library: our scores (title, composer, number of parts) and the players, plus loans when a player borrows a score - due date, returned y/n | score player loan | loan>player loan>score
taproom keg tracking — the beers we brew, kegs (size, full y/n, last cleaned) each filled with one beer, and which tap each keg is currently conected to | beer keg tap | keg>beer keg>tap
allotment society admin: members and their plots (plot number, size, water butt y/n) and rent payments for each plot with amount and date paid | member plot payment | plot>member payment>plot
i run a small bike courier business and need to keep track of riders, clients and jobs. a job is for one client and gets picked up by a rider, has pickup + dropoff address and a price | rider client job | job>client job>rider
Ice rink skate hire: skates (size, blade sharpened date), sessions (public skate, disco night), customers, and hires where a customer takes out a pair of skates for one session | skate session customer hire | hire>skate hire>session hire>customer
funeral director app — each funeral (name of the deceased, date, burial or cremation) is held at a venue and conducted by one of our celebrants, and we keep the family contacts for each funeral (name, phone, relation) | funeral venue celebrant contact | funeral>venue funeral>celebrant contact>funeral
we're a pottery studio and want an app for members, the pieces they make, firings (bisque or glaze, cone, date) and our kilns - each firing is in one kiln, a firing has loads of pieces and a piece can be fired more then once | member piece firing kiln | piece>member firing>kiln piece<>firing
Model railway club - club members and their locomotives (scale, DCC y/n), the layouts we have, and runs where a locomotive runs on a layout on a given evening | member locomotive layout run | locomotive>member run>locomotive run>layout
for the church choir: singers (voice part S/A/T/B), anthems and services. the director picks several anthems for each service and the same anthem gets sung at many services. also log absences, a singer missing a service | singer anthem service absence | anthem<>service absence>singer absence>service
Vineyard harvest — blocks of vines (variety, rows), pickers, and bins: each bin is picked from one block by a picker, weighed (kg, brix) and emptied into a tank | block picker bin tank | bin>block bin>picker bin>tank
hostel booking thing, rooms, beds in each room (top/bottom bunk), guests with passport no. and bookings where one guest has one bed for a number of nights | room bed guest booking | bed>room booking>guest booking>bed
museum loans register: objects from our collection (accession number, title, value), the institutions we lend to, and loans - each loan is one object going to one institution and approved by a curator | object institution loan curator | loan>object loan>institution loan>curator
Rowing club outings: boats (name, seats, sweep or scull), members, and outings, an outing takes one boat and has several members in the crew, and members obviously go on many outings | boat member outing | outing>boat outing<>member
seed library for our town!! keep track of varieties, packets of each variety (year harvested, germination %), borrowers, and checkouts when a borrower takes a packet home | variety packet borrower checkout | packet>variety checkout>packet checkout>borrower
tyre shop - customers and thier cars (reg, make, model), tyres in stock (brand, size, qty) and fittings where we fit a tyre to a customer's car | customer car tyre fitting | car>customer fitting>car fitting>tyre
`;

export const BLIND_BLOCKS: BlindBlock[] = [
  { name: 'A', firstMeasure: '2/20', firstDropped: 12, cases: parseCases(A) },
  { name: 'B', firstMeasure: '1/20', firstDropped: 10, cases: parseCases(B) },
  { name: 'C', firstMeasure: '5/20', firstDropped: 4, cases: parseCases(C) },
  { name: 'D', firstMeasure: '7/20', firstDropped: 5, cases: parseCases(D) },
  { name: 'E', firstMeasure: '7/20', firstDropped: 5, cases: parseCases(E) },
  { name: 'F', firstMeasure: '2/20', firstDropped: 4, cases: parseCases(F) },
  { name: 'G', firstMeasure: '6/20', firstDropped: 3, cases: parseCases(G) },
  { name: 'H', firstMeasure: '5/20', firstDropped: 5, cases: parseCases(H) },
  { name: 'I', firstMeasure: '4/20', firstDropped: 3, cases: parseCases(I) },
  { name: 'J', firstMeasure: '11/20', firstDropped: 1, cases: parseCases(J) },
];
