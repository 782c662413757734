/**
 * The ideas of the blind block AS (see blind-blocks.ts): prompts, record types and links written by
 * a writer who saw no code, in domains no earlier block or corpus prompt used, at the start of the
 * stop after AR. Measured once, unread until then, after three commits of rules since AR (an
 * interval said of the records named first, and no record named by how often; examples set apart
 * after a dash, and a count kept "each with how many"; the act wished for, and the ones meant after
 * "for"): 3/20 (record types alone 10/20; a named record type dropped in 6), the same as before
 * them.
 */
export const AS = `
harbour master here - I need the moorings in the harbour, the boats on them and each boat's owner (an owner might have two boats) | Mooring Boat Owner | Boat>Mooring Boat>Owner
Air ambulance ops log. Our aircraft (two helicopters), the crew - paramedics, doctors, pilots - and missions. Every mission is flown by one aircraft with several crew on board. | Aircraft CrewMember Mission | Mission>Aircraft Mission<>CrewMember
I want an app for my function band: the musicians we call on, our song list, and gigs. Each gig has a setlist of songs and a lineup of musicians. | Musician Song Gig | Gig<>Song Gig<>Musician
go club (the board game, baduk) - members with their kyu or dan rank, and the games played, each game has a black player and a white player and a result | Player Game | Game>Player
app for figure skating coaching: skaters, coaches, and the private lessons on the ice (one coach, one skater, date, minutes) | Skater Coach Lesson | Lesson>Skater Lesson>Coach
We're a tiny poetry press. Poets, the collections we publish (one poet each, ISBN, cover price) and the print runs of every collection with number of copies and printer. | Poet Collection PrintRun | Collection>Poet PrintRun>Collection
record shop, second hand. labels, records (title, format, price, which label) and customers who keep a wants list of records they're hunting for | Label Record Customer | Record>Label Customer<>Record
help me keep my pet sitting organised: the owners, their pets (species, feeding notes, vet) and the visits I make to each owner's house | Owner Pet Visit | Pet>Owner Visit>Owner
Village panto this Christmas! The cast, the scenes (and who is in each one), and the costumes, each costume made for one cast member. | CastMember Scene Costume | Scene<>CastMember Costume>CastMember
Our synagogue wants to organise kiddush sponsorship - members, and the shabbat kiddushim each member sponsors with the date, occasion and amount | Member Kiddush | Kiddush>Member
hackspace inductions: members, machines (laser cutter, lathe, CNC router), and an induction every time a member gets signed off on a machine | Member Machine Induction | Induction>Member Induction>Machine
Windsurf hire on the reservoir. Students, boards (volume in litres), sails (size in m2), and hires - a student takes out one board and one sail for an hour or two. | Student Board Sail Hire | Hire>Student Hire>Board Hire>Sail
For my year 2 classroom I just want two lists: the class jobs (line leader, plant waterer, register monitor) and the books in our reading corner. They don't need to be connected. | ClassJob Book |
crossfit box app - athletes, the WODs we program (name, date, rx weights) and the score each athlete posts for a WOD | Athlete Workout Score | Score>Athlete Score>Workout
Youth theatre auditions for Oliver. I need the parts, the kids auditioning, and audition slots (one kid trying for one part, time, notes) since most kids go for more than one part | Part Child Audition | Audition>Part Audition>Child
Running the water stations at our city half marathon: stations (km mark), the volunteers each assigned to one station, and deliveries of water and gels dropped at each station | Station Volunteer Delivery | Volunteer>Station Delivery>Station
prison visitors centre app. prisoners, the visitors approved for them (a visitor can be approved for more than one prisoner, eg a mum with two sons inside), and booked visits | Prisoner Visitor Visit | Prisoner<>Visitor Visit>Prisoner Visit>Visitor
sushi bar: suppliers, the fish we buy (species, grade, which supplier), and menu items - a roll or nigiri can use a few different fish | Supplier Fish MenuItem | Fish>Supplier MenuItem<>Fish
ski resort lift maintenance - the lifts (chairlift, t-bar, magic carpet), our mechanics, and inspections of a lift done by one mechanic | Lift Mechanic Inspection | Inspection>Lift Inspection>Mechanic
ship chandlery. I supply yachts in the marina - each yacht places orders, an order has lines and each line is one product with a quantity | Yacht Order OrderLine Product | Order>Yacht OrderLine>Order OrderLine>Product
`;
