/**
 * The ideas of the blind block AO (see blind-blocks.ts): prompts, record types and links written by
 * a writer who saw no code, in domains no earlier block or corpus prompt used, at the start of the
 * stop after AN. Measured once, unread until then, after two commits of rules since AN (a typed
 * value noted or listed as a record's own is a value of each; "combined" asks a total): 4/20
 * (record types alone 8/20; a named record type dropped in 7).
 */
export const AO = `
I fit double glazing round the county. When I measure up a house I write a survey for that customer, and every survey lists the windows I measured (room, width, height, frame colour, opening style). | Customer Survey Window | Survey>Customer Window>Survey
Mineral collection app please! Each specimen (name, size, price paid) came from one locality (mine, country) and was bought from a dealer, though a few I dug out myself. | Specimen Locality Dealer | Specimen>Locality Specimen>Dealer
We're a small podiatry clinic with three podiatrists. Patients book appointments and each appointment is with one of the podiatrists. We also keep the orthotic insoles made for every patient, with the date fitted and the size. | Podiatrist Patient Appointment Orthotic | Appointment>Patient Appointment>Podiatrist Orthotic>Patient
handbell ensemble at church - we have 37 bells (note, octave) and about 12 ringers. each bell is looked after by one ringer, and for every piece in our folder I want to note which bells it needs | Ringer Bell Piece | Bell>Ringer Piece<>Bell
slot car club night! members bring their own cars (scale, make, motor) and we run races all evening, with several cars in each race and every car running in lots of races. | Member Car Race | Car>Member Race<>Car
Tarantula keeper here, about 30 spiders. For each T I want species, sex and the breeder I got it from, plus a log of its moults with the date and leg span after. | Tarantula Breeder Moult | Tarantula>Breeder Moult>Tarantula
Our steam society keeps a register of traction engines and each engine's owner (name, phone, club number). We'd also like to record which rallies every engine has attended over the years. | Owner Engine Rally | Engine>Owner Engine<>Rally
Reformer pilates studio - instructors, the class timetable and our clients. A class is taught by one instructor, and clients can sign up to as many classes as they like. | Instructor Class Client | Class>Instructor Class<>Client
We farm mussels in the loch on long lines. Each line has a few hundred ropes hanging from it, and I log harvests from a rope with the date, kilos and grade. | Line Rope Harvest | Rope>Line Harvest>Rope
lawnmower repair shed. customers drop off their mowers (make, petrol or electric, ride-on or not), I do repairs on a mower and a repair can use several parts from my stock like blades, belts and spark plugs | Customer Mower Repair Part | Mower>Customer Repair>Mower Repair<>Part
I'm researching the names on our village war memorials. For every soldier: name, rank, date of death and the regiment he served in. Some men are named on more than one memorial (the church one and the school one). | Memorial Soldier Regiment | Soldier>Regiment Soldier<>Memorial
daylily hybridiser, need to keep my crosses straight. the cultivars I own, crosses (a pod parent cultivar and a pollen parent cultivar, date made), and the seedlings that come out of each cross with a number and notes | Cultivar Cross Seedling | Cross>Cultivar Seedling>Cross
Beetle collection from my PhD fieldwork. Every pinned beetle is identified to a species and was caught on one of my trips (site, date, trap method), so I need to pull up all the beetles from a given trip. | Beetle Species Trip | Beetle>Species Beetle>Trip
We run suckler beef cattle. The herd is split across paddocks, each animal (ear tag, breed, sex, birth date) is in one paddock at a time, and we weigh them every few weeks to see how they're growing. | Paddock Animal Weighing | Animal>Paddock Weighing>Animal
Running the gingerbread house contest at the Christmas market. Entrants can enter several categories (kids, family, adult, showstopper), each entry is one house by one entrant in one category, and the judges get a few categories each to score. | Entrant Category Entry Judge | Entry>Entrant Entry>Category Judge<>Category
Sports day at our primary school. Pupils are in one of four houses, and for each event (sack race, 60m, egg and spoon) we record results - which pupil it was, their place and the points it earns for the house. | House Pupil Event Result | Pupil>House Result>Pupil Result>Event
I'm a birth doula and I'm taking on two trainees. Each client belongs to one doula, and I want every visit to a client written down with the date, antenatal or postnatal, and notes. | Doula Client Visit | Client>Doula Visit>Client
Our memory cafe for people living with dementia meets every fortnight. Each guest usually comes with their carer, every session is run by one volunteer, and we tick which guests came to which session. | Carer Guest Session Volunteer | Guest>Carer Session>Volunteer Session<>Guest
Year 6 science project: owl pellets! We collected pellets from a few barn owl roosts, pulled the bones out of each pellet and identified the prey animal each bone came from (vole, shrew, mouse). | Roost Pellet Bone Prey | Pellet>Roost Bone>Pellet Bone>Prey
asparagus farm, cutting season. we need: beds of crowns (each bed planted with one variety), the varieties, our cutters, and every day's cuttings - which bed, kilos, and who did it | Bed Variety Cutter Cutting | Bed>Variety Cutting>Bed Cutting>Cutter
`;
