/**
 * App ideas with more than one kind of record, and the data model a person would expect from each.
 * Each line is `prompt | records | links`: `records` are the head nouns of the record types (an
 * entity named `SupportCall` has the head `call`); `links` are `child>parent` (a child record points
 * to one parent) or `a<>b` (many of each, through a record that links both). Written as a measure
 * of the understanding, not edited to pass it: `bench/data-models.bench.ts` reports the share it
 * gets exactly right.
 */
export interface DataModelCase {
  prompt: string;
  records: string[];
  links: string[];
}

/** Written before the understanding; its rules were developed while looking at these. */
const FIRST = `
An app for my band: songs, gigs and setlists. Each setlist belongs to a gig. | song gig setlist | setlist>gig
Track my garden beds and the plants in each bed | bed plant | plant>bed
A school app with teachers, classes and homework; each class has one teacher and homework is set for a class | teacher class homework | class>teacher homework>class
Manage tenants, apartments and rent payments. Each tenant rents one apartment and every payment is made by a tenant. | tenant apartment payment | tenant>apartment payment>tenant
A fleet app: vehicles, drivers and trips. Each trip has a vehicle and a driver, with date and distance, sorted by date. | vehicle driver trip | trip>vehicle trip>driver
Keep receipts in folders | receipt folder | receipt>folder
Podcast app with shows and episodes of each show | show episode | episode>show
A photo app with albums and the photos in each album | album photo | photo>album
Gym app: members, trainers and sessions. A session is booked by a member with a trainer. | member trainer session | session>member session>trainer
Book club app where members vote on books; each vote records the member and the book | member book vote | vote>member vote>book
Event planner with events, guests and tasks for each event, with search | event guest task | task>event
Invoicing app: clients, invoices and line items. Invoices have line items and each invoice is for a client. | client invoice item | item>invoice invoice>client
Project tracker with projects, milestones and tasks; milestones belong to projects and tasks belong to milestones | project milestone task | milestone>project task>milestone
Plan trips with stops: each trip has many stops with address and arrival time | trip stop | stop>trip
Sports league app: teams, players and games. Players play for a team. | team player game | player>team
A course platform where each course has one instructor and many lessons | course instructor lesson | course>instructor lesson>course
Track beehives and the inspections of each hive with weekly totals | hive inspection | inspection>hive
Car maintenance: cars and the services done on each car, remind me when a service is due | car service | service>car
Customers place orders; each order has a delivery address and a total | customer order | order>customer
A dental clinic: patients book appointments with dentists | patient appointment dentist | appointment>patient appointment>dentist
Warehouse app: products are stored in bins, and bins are in aisles | product bin aisle | product>bin bin>aisle
Help desk with tickets and comments on each ticket; tickets are assigned to agents | ticket comment agent | comment>ticket ticket>agent
A film festival app: films, screenings and venues. Every screening shows one film at a venue. | film screening venue | screening>film screening>venue
Chores app for a family: kids and chores, each chore is assigned to a kid | kid chore | chore>kid
Flashcard app with decks and cards; each card belongs to a deck, with search | deck card | card>deck
Hotel app with rooms, guests and bookings. A booking is for a room and is made by a guest. | room guest booking | booking>room booking>guest
Home inventory: rooms, and items in each room with value and purchase date, filter by room | room item | item>room
Volunteer scheduling: events have shifts, and each shift is covered by one volunteer | event shift volunteer | shift>event shift>volunteer
Students join clubs; a club has many students and a president | student club | student<>club
Courses and students: each student can enrol in many courses and each course has many students | course student | course<>student
Blog app with posts, authors and comments. Each post is written by an author and comments are left on posts. | post author comment | post>author comment>post
Farm app: paddocks, crops and harvests. Each crop is planted in a paddock and each harvest comes from a crop. | paddock crop harvest | crop>paddock harvest>crop
Music teacher app with students and lessons; each lesson is for one student, with monthly stats | student lesson | lesson>student
Organise my music collection: artists and albums, each album by one artist | artist album | album>artist
Dog daycare: owners, dogs and stays. Each dog belongs to an owner; a stay is for one dog. | owner dog stay | dog>owner stay>dog
Meeting room booking: rooms and reservations, every reservation is for a room | room reservation | reservation>room
Issue tracker with repositories and issues; issues are filed against a repository | repository issue | issue>repository
Hackathon app with teams, members and submissions; each member is on a team and each team makes one submission | team member submission | member>team submission>team
Track customers and their support calls | customer call | call>customer
Construction app: sites, workers and daily reports for each site | site worker report | report>site
Aquarium app: tanks, the fish in each tank, and water tests per tank | tank fish test | fish>tank test>tank
Poll app with polls, options and votes; each option belongs to a poll and each vote picks one option | poll option vote | option>poll vote>option
Board game nights: games, players and plays; each play records the game and the player | game player play | play>game play>player
Moving checklist: boxes and items, each item is packed in a box | box item | item>box
Clinic rota with doctors and shifts; each shift is worked by a doctor | doctor shift | shift>doctor
Plant care: plants and waterings; a watering is logged for one plant | plant watering | watering>plant
Study planner with subjects, exams and study sessions; each exam is for a subject and each session prepares for an exam | subject exam session | exam>subject session>exam
Expense sharing: trips, people and expenses; every expense is paid by one person during a trip | trip person expense | expense>person expense>trip
Kitchen inventory with shelves and the jars on each shelf | shelf jar | jar>shelf
Scout troop app: patrols and scouts, each scout is in a patrol | patrol scout | scout>patrol
Newsletter app: subscribers, issues and sends; a send delivers an issue to a subscriber | subscriber issue send | send>issue send>subscriber
Museum app with exhibitions and the artworks in each exhibition | exhibition artwork | artwork>exhibition
Tournament app: tournaments, rounds and matches; rounds belong to a tournament and each match belongs to a round | tournament round match | round>tournament match>round
Wedding planner: vendors and payments to each vendor, sorted by amount | vendor payment | payment>vendor
Writing app: novels, chapters of each novel, and characters in a novel | novel chapter character | chapter>novel character>novel
Lab notebook with experiments and samples; samples are taken during an experiment | experiment sample | sample>experiment
A church app with groups and members; members attend many groups | group member | group<>member
Playlists and songs; a song can be on many playlists | playlist song | playlist<>song
Coffee roaster: beans, roasts and tastings. Each roast uses one bean and each tasting rates a roast. | bean roast tasting | roast>bean tasting>roast
A recruiting app with jobs and candidates; candidates apply to jobs | job candidate | candidate<>job
Fishing log: spots and catches, each catch made at a spot, with species and weight | spot catch | catch>spot
Class attendance: classes, students and attendance records; each record marks one student in one class | class student record | record>student record>class
Bike shop repairs: bikes, customers and repair jobs; each bike belongs to a customer and each job is for a bike | bike customer job | bike>customer job>bike
`;

/** Added after the understanding was built: 10 of these 15 were read exactly right at first. */
const LATER = `
A cooking school app: chefs, courses and sessions; each session is part of a course and is taught by a chef | chef course session | session>course session>chef
Track my cars and the fuel stops for each car, with litres and price | car stop | stop>car
A landlord app with buildings, units and leases. Every unit is in a building and each lease is for one unit. | building unit lease | unit>building lease>unit
Choir app: singers, songs and rehearsals; each rehearsal practises one song | singer song rehearsal | rehearsal>song
A library of board games with the expansions of each game | game expansion | expansion>game
Garage app: mechanics, customers and repair orders; each repair order belongs to a customer and is assigned to a mechanic | mechanic customer order | order>customer order>mechanic
Coaching app: athletes and training plans, each plan is written for one athlete | athlete plan | plan>athlete
Bookshop inventory: publishers, books and shelves. Each book has a publisher and sits on a shelf. | publisher book shelf | book>publisher book>shelf
Keep my vinyl records organised in crates, each crate holds many records | record crate | record>crate
Dance studio app where students take classes; each class has one teacher | student class teacher | student<>class class>teacher
A clinic app with doctors and patients; every patient has one doctor | doctor patient | patient>doctor
Track hikes and the photos taken on each hike | hike photo | photo>hike
Community garden: members, plots and harvests. Each plot is rented by a member and each harvest comes from one plot. | member plot harvest | plot>member harvest>plot
Team retrospectives: sprints and the notes written for each sprint | sprint note | note>sprint
An orchestra app with musicians and instruments; each musician plays one instrument | musician instrument | musician>instrument
`;

/** Added last as a measure: 8 of these 10 were read exactly right when first measured. */
const LAST = `
A kindergarten app: classes, children and parents; each child is in one class and has a parent | class child parent | child>class child>parent
Brewery log with recipes and batches, every batch brewed from one recipe | recipe batch | batch>recipe
Band manager: tours with shows, each show on a tour at a venue, and venues with capacity | tour show venue | show>tour show>venue
A cleaning company app: clients, houses and visits; each house belongs to a client and every visit is to one house | client house visit | house>client visit>house
Language school: teachers, groups and lessons. Each group has one teacher and each lesson is for a group. | teacher group lesson | group>teacher lesson>group
Track my bikes and the rides I do on each bike, with distance and date | bike ride | ride>bike
A seed library: seeds, members and loans; each loan gives one seed to a member | seed member loan | loan>seed loan>member
Film club with films and screenings, each screening shows one film | film screening | screening>film
A marathon app with runners and races; runners sign up for many races | runner race | runner<>race
Warehouse pallets and the boxes stacked on each pallet | pallet box | box>pallet
`;

/** Written as a measure after the understanding above: 10 of these 15 were read exactly right when first measured. */
const MEASURE = `
A tutoring marketplace: tutors, students and lessons; a lesson is booked by a student with a tutor | tutor student lesson | lesson>student lesson>tutor
Keep my recipes in cookbooks and my cookbooks on shelves | recipe cookbook shelf | recipe>cookbook cookbook>shelf
An event planner with venues and events; each event takes place at a venue | venue event | event>venue
Track invoices and the payments made against each invoice | invoice payment | payment>invoice
Pet shelter app: animals, adopters and adoptions; each adoption matches one animal with one adopter | animal adopter adoption | adoption>animal adoption>adopter
A podcast network with hosts and shows; each show has two hosts and hosts can present many shows | host show | host<>show
Bug tracker: projects, bugs and comments. Bugs belong to projects and comments are written on bugs. | project bug comment | bug>project comment>bug
Car wash app with customers, vehicles and washes; every vehicle belongs to a customer and each wash is for one vehicle | customer vehicle wash | vehicle>customer wash>vehicle
Board for my reading group: members and the books each member recommends | member book | book>member
Festival planner: stages, artists and performances; each performance puts one artist on one stage | stage artist performance | performance>artist performance>stage
Homework tracker with subjects and assignments per subject | subject assignment | assignment>subject
Photo studio: clients have many sessions and each session has many photos | client session photo | session>client photo>session
A charity app: donors, campaigns and donations; a donation is made by a donor to a campaign | donor campaign donation | donation>donor donation>campaign
Inventory for my shop: products in categories, and suppliers who supply many products | product category supplier | product>category product>supplier
Track my plants, the pots they live in and the rooms the pots are in | plant pot room | plant>pot pot>room
`;

/** A second measure, written after the first was read: 8 of these 15 were read exactly right when first measured. */
const SECOND_MEASURE = `
A vet practice app: vets, pets and visits; each visit is one pet seeing one vet | vet pet visit | visit>pet visit>vet
Makerspace app with members, machines and bookings; members book machines | member machine booking | booking>member booking>machine
Keep my comics in boxes and my boxes in rooms | comic box room | comic>box box>room
Track my running shoes and the runs I do in each pair | shoe run | run>shoe
Choir planner: concerts and the pieces sung at each concert | concert piece | piece>concert
A travel agency app: customers, trips and bookings. Each booking is for one trip and is made by a customer. | customer trip booking | booking>trip booking>customer
Parish app: volunteers and rotas; each rota lists many volunteers and volunteers serve on many rotas | volunteer rota | volunteer<>rota
Scrapbook app with pages and the stickers on each page | page sticker | sticker>page
Apiary log: apiaries, hives in each apiary and inspections of each hive | apiary hive inspection | hive>apiary inspection>hive
Sports club: coaches, squads and training sessions; every squad has one coach and each session is for a squad | coach squad session | squad>coach session>squad
A moving app: rooms, boxes and the items packed in each box; every box goes to a room | room box item | item>box box>room
Wardrobe app: outfits made of many clothes, and clothes can be in many outfits | outfit clothe | clothe<>outfit
Lab app: researchers, projects and experiments; each experiment belongs to a project and is run by a researcher | researcher project experiment | experiment>project experiment>researcher
Keep track of my students and the lessons I give each student | student lesson | lesson>student
A quiz night app: teams, rounds and scores; each score is one team's points in one round | team round score | score>team score>round
`;

/** Lines of `prompt | records | links` as cases; an empty links part means none. */
export const parseCases = (block: string): DataModelCase[] =>
  block
    .trim()
    .split('\n')
    .map((line) => {
      const [prompt = '', records = '', links = ''] = line.split('|');
      return {
        prompt: prompt.trim(),
        records: records.trim().split(/\s+/),
        links: links.trim() ? links.trim().split(/\s+/) : [],
      };
    });

export const DATA_MODEL_CASES: DataModelCase[] = [
  FIRST,
  LATER,
  LAST,
  MEASURE,
  SECOND_MEASURE,
].flatMap(parseCases);
