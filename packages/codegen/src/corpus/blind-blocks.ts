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

export const BLIND_BLOCKS: BlindBlock[] = [
  { name: 'A', firstMeasure: '2/20', firstDropped: 12, cases: parseCases(A) },
  { name: 'B', firstMeasure: '1/20', firstDropped: 10, cases: parseCases(B) },
];
