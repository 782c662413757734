import { describe, expect, it } from 'vitest';
import { linksOf, modelOf, recordsOf } from './model-test-kit.ts';

describe('clauses that tell what each record of an act is', () => {
  it.each([
    [
      'seed swap: packets, borrowers, and checkouts when a borrower takes a packet home',
      'borrower checkout packet | checkout>borrower checkout>packet',
    ],
    [
      'guest house: rooms, guests and stays when a guest books one room',
      'guest room stay | stay>guest stay>room',
    ],
    [
      'street library: tools, neighbours and loans, when a neighbour borrows a tool',
      'loan neighbour tool | loan>neighbour loan>tool',
    ],
  ])('"when" after acts describes each of them: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'canal hire: boats, hirers and holidays, where a hirer takes one boat',
      'boat hirer holiday | holiday>boat holiday>hirer',
    ],
    [
      'music school: rooms, teachers and lessons, where a teacher uses one room',
      'lesson room teacher | lesson>room lesson>teacher',
    ],
    [
      'climbing: crags, climbers and trips, where a climber visits one crag',
      'climber crag trip | trip>climber trip>crag',
    ],
  ])('a comma may set a "where" clause apart: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'dairy round: cows, bulls and inseminations - one cow served with one bull, date',
      'bull cow insemination | insemination>bull insemination>cow',
    ],
    [
      'wildlife survey: cameras, locations and deployments: one camera at one location',
      'camera deployment location | deployment>camera deployment>location',
    ],
    [
      'kennels: dogs, walkers and walks — one walker taking one dog out, with distance',
      'dog walk walker | walk>dog walk>walker',
    ],
  ])('after a dash or a colon, "one X …" tells what each record is: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'guest house: rooms, guests and stays: one guest in one room for a few nights',
      'guest room stay | stay>guest stay>room',
    ],
    [
      'boatyard: boats, hirers and hires where a hirer takes one boat for two weeks',
      'boat hire hirer | hire>boat hire>hirer',
    ],
    [
      'pet hotel: pets, pens and boardings where one pet stays in one pen for several days',
      'boarding pen pet | boarding>pen boarding>pet',
    ],
  ])('"for a few nights" is how long, not a record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('places of the owners’ own', () => {
  it.each([
    [
      'heating engineers: customers and the boilers at their homes (make, model), our engineers',
      'boiler customer engineer | boiler>customer',
    ],
    [
      'orchard co-op: growers keep hives in their orchards, and inspections of each hive',
      'grower hive inspection | hive>grower inspection>hive',
    ],
    ['bike club: riders and the bikes in their garages (make, size)', 'bike rider | bike>rider'],
  ])('"at their homes" says where each thing is, and whose: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('what a record is for, and at what value', () => {
  it.each([
    [
      'heating: boilers, engineers and jobs - a job is an engineer attending one boiler for a service or breakdown',
      'boiler engineer job | job>boiler job>engineer',
    ],
    [
      'canal hire: boats, hirers and holidays, where a hirer takes one boat for a week or a short break',
      'boat hirer holiday | holiday>boat holiday>hirer',
    ],
    [
      'valeting: cars and bookings where a customer brings one car for a wash or a polish',
      'booking car customer | booking>car booking>customer',
    ],
  ])('"for a service or breakdown" is a choice, not a record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'oceanography: stations and samples taken at a station at different depths',
      'sample station | sample>station',
    ],
    [
      'soil survey: fields and readings taken in a field at various temperatures',
      'field reading | reading>field',
    ],
    [
      'water works: tanks and samples taken from a tank at different levels',
      'sample tank | sample>tank',
    ],
  ])('"at different depths" is at a value, not at a place: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'research vessel: cruises, stations on each cruise with lat long and depth, and the samples taken at a station with a bottle',
      'cruise sample station | sample>station station>cruise',
    ],
    [
      'gigging band: gigs with date and fee, and the songs played at each gig',
      'gig song | song>gig',
    ],
    [
      'taxidermy: clients, the mounts I make from a specimen (pose, price) and the specimens each client brings',
      'client mount specimen | mount>specimen specimen>client',
    ],
  ])('a record named after values, or made from one, is its own: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('when, how much, and who in general', () => {
  it.each([
    [
      'trade shows: we organise a show every spring and need stands at each show',
      'show stand | stand>show',
    ],
    ['quiz league: we hold a quiz every month with teams and rounds', 'round team | round>team'],
    [
      'butterflies: i walk a transect every week and need sections of each transect',
      'section transect | section>transect',
    ],
  ])('"every spring" after what happens is when: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'studio: artists, rooms and sessions. A session is one artist in one room for a block of hours',
      'artist room session | session>artist session>room',
    ],
    [
      'hospital: nurses, wards and shifts: a shift is one nurse on one ward for a block of hours',
      'nurse shift ward | shift>nurse shift>ward',
    ],
    [
      'ice rink: skates, customers, and hires where a customer takes out a pair of skates',
      'customer hire skate | hire>customer hire>skate',
    ],
  ])('"a block of hours" is an amount: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    'first aid: trainers, courses, the employers who send people on them, and delegates',
    'befriending: I run a scheme for older people who live alone. volunteers, clients and matches',
    'forays: foragers and forays, since lots of people come to lots of forays',
  ])('"people" are the people named, not a record of their own: %s', (prompt) => {
    expect(recordsOf(prompt)).not.toContain('person');
  });

  it.each([
    'trade shows: we organise a show every spring and the spreadsheet is killing me; stands at each show',
    'bakery: we bake bread daily and the oven is always full; loaves and orders',
    'garage: we fix cars and the workshop is a mess; jobs and parts',
  ])('"… and the spreadsheet is killing me" is said of one thing: %s', (prompt) => {
    expect(linksOf(prompt).filter((link) => /spreadsheet|oven|workshop/.test(link))).toEqual([]);
  });
});

describe('states, and records joined to one another', () => {
  it.each([
    [
      'charity shop: shops, donors and items: each item is given by one donor and put on sale in one shop',
      'sale',
    ],
    ['library: books and members; a book can be on loan to one member', 'loan'],
    ['garage: customers, and jobs in progress for each customer', 'progress'],
  ])('"on sale", "on loan", "in progress" are states: %s', (prompt, word) => {
    expect(recordsOf(prompt)).not.toContain(word);
  });

  it.each([
    [
      'kitesurfing: kites, boards, spots and sessions - each session at one spot on one kite and one board',
      'session>board',
    ],
    [
      'tutoring: rooms, tutors, pupils and lessons: each lesson is in one room with one tutor and one pupil',
      'lesson>pupil',
    ],
    [
      'paddling: kayaks, paddles, rivers and trips: a trip is on one river with one kayak and one paddle',
      'trip>paddle',
    ],
  ])('"one kite and one board" are both the record’s: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('who takes part, and what is kept in a record', () => {
  it.each([
    [
      'befriending: volunteers, clients, matches that pair one volunteer with one client, and weekly calls within a match',
      'call client match volunteer | call>match match>client match>volunteer',
    ],
    [
      'tutoring: tutors, pupils, sessions that pair one tutor with one pupil, and notes on a session',
      'note pupil session tutor | note>session session>pupil session>tutor',
    ],
    [
      'befriending: volunteers (DBS date), our clients (address, phone), and matches that pair one volunteer with one client',
      'client match volunteer | match>client match>volunteer',
    ],
  ])('"that pair one X with one Y" names who takes part: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'befriending: volunteers and matches. we log the weekly phone calls within a match',
      'call>match',
    ],
    ['studio: sessions. we keep the takes recorded within a session', 'take>session'],
    ['allotments: plots. we note the beds within a plot', 'bed>plot'],
  ])('what is placed in a record kept is kept too: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('where a "where" clause ends', () => {
  it.each([
    [
      'narrowboats: boats, hirers, and holidays where a hirer takes one boat for a week, plus damage reports on a holiday (cost)',
      'boat hirer holiday report | holiday>boat holiday>hirer report>holiday',
    ],
    [
      'tennis: courts, players and games where one player meets another player, plus notes on a game',
      'court game note player | game>player note>game',
    ],
    [
      'deliveries: vans, drivers and runs where a driver takes one van, plus fuel receipts for a run (amount)',
      'driver receipt run van | receipt>run run>driver run>van',
    ],
  ])('", plus …" starts the next item: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
