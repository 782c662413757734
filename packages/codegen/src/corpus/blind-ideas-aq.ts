/**
 * The ideas of the blind block AQ (see blind-blocks.ts): prompts, record types and links written by
 * a writer who saw no code, in domains no earlier block or corpus prompt used, at the start of the
 * stop after AP. Measured once, unread until then, after three commits of rules since AP (a
 * reading counted is an instrument's dated number; the number said of a reading is the one it
 * shows; a change since the previous reading of all, with nothing linking them): 9/20 (record
 * types alone 14/20; a named record type dropped in 2).
 */
export const AQ = `
Kendo dojo app. Members with their grade (kyu or dan), the bogu armour sets the dojo lends out (each set is lent to one member), and the taikai we go to - a member can enter many taikai and each taikai has lots of our members. | Member ArmourSet Tournament | ArmourSet>Member Member<>Tournament
i run a consignment shop for designer clothes. people drop off items to sell and get 60% when they go. need the consignors, their items, and the sales | Consignor Item Sale | Item>Consignor Sale>Item
Drainage survey contractor. We CCTV sewer pipes: manholes (ref, depth, grid ref), the pipe runs leaving each manhole, survey visits on a pipe run with date and operator, and the defects found in each survey (crack, root ingress, collapse, grade 1 to 5). | Manhole PipeRun Survey Defect | PipeRun>Manhole Survey>PipeRun Defect>Survey
radon testing business - clients, the houses they own, and the detectors we place in each house (placed date, collected date, result in Bq per m3) | Client House Detector | House>Client Detector>House
I'm show secretary for our cat fancy club. I need exhibitors, their cats (breed, colour, reg number), the judges, and the show classes. Every class has one judge and a cat can be entered in lots of classes. | Exhibitor Cat Judge Class | Cat>Exhibitor Class>Judge Cat<>Class
crypto tracker: wallets (exchange or hardware), the coins I hold, every buy or sell. a trade is one coin in one wallet | Wallet Coin Trade | Trade>Wallet Trade>Coin
We're a small casting agency. Actors on our books (playing age, agent), the productions we cast for, the roles in each production, and auditions where one actor reads for one role, with notes and callback yes or no. | Actor Production Role Audition | Role>Production Audition>Actor Audition>Role
embryology lab tracker: patients, their treatment cycles, the embryos from each cycle (day, grade) and which cryo tank each frozen embryo sits in | Patient Cycle Embryo Tank | Cycle>Patient Embryo>Cycle Embryo>Tank
I teach tabla and sitar in Varanasi with two other teachers. Each student has one teacher. I also want a list of ragas and which ragas every student is learning. | Student Teacher Raga | Student>Teacher Student<>Raga
manga collection app!! series (title, mangaka, ongoing or finished), the volumes i own of each series, and my friends - when i lend a volume out i pick which friend has it | Series Volume Friend | Volume>Series Volume>Friend
Bobsleigh club. Need: sleds (2-man or 4-man, runners), athletes (pilot, brakeman, pusher), training runs with the time. Each run uses one sled and has 2 or 4 athletes in it. | Sled Athlete Run | Run>Sled Run<>Athlete
uni anime society - the shows we're watching this term, every episode of each show, and our members. want to tick which members have watched which episodes | Show Episode Member | Episode>Show Episode<>Member
Organising a beauty pageant. Contestants, judges, rounds (evening gown, talent, interview). Each judge gives each contestant a score in every round. | Contestant Judge Round Score | Score>Contestant Score>Judge Score>Round
racehorse syndicate manager here. horses, members (a member can own shares in a few horses and each horse has lots of members), races, and entries for a horse in a race with where it finished | Horse Member Race Entry | Horse<>Member Entry>Horse Entry>Race
Billboard company. Sites (location, size, lit or not), advertisers, and bookings where an advertiser takes one site for a few weeks. | Site Advertiser Booking | Booking>Site Booking>Advertiser
children's party entertainer - parents book me for parties (date, venue, age of the birthday kid). I have acts like magic, balloon modelling and face paint and pick a few acts for each party | Parent Party Act | Party>Parent Party<>Act
Water company hydrant crew: streets, the hydrants on each street, and every inspection of a hydrant (pressure, pass or fail, repainted). | Street Hydrant Inspection | Hydrant>Street Inspection>Hydrant
acupuncture clinic. patients, treatments for each patient (date, complaint, notes), and a list of acupuncture points so I can pick which points I used in a treatment | Patient Treatment Point | Treatment>Patient Treatment<>Point
I restore and polish Japanese swords. Collectors send me swords, each sword belongs to one collector, and I do jobs on a sword (polish, new habaki, shirasaya) with a price and dates. | Collector Sword Job | Sword>Collector Job>Sword
I'm a freelance dietitian. I want my clients (goal, allergies), the consultations I have with each client, and the meal plans I write - a meal plan is for one client and has several meals in it. | Client Consultation MealPlan Meal | Consultation>Client MealPlan>Client Meal>MealPlan
`;
