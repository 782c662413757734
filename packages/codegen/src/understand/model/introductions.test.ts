import { describe, expect, it } from 'vitest';
import { modelOf, recordsOf } from './model-test-kit.ts';

describe('a first sentence saying who the person is or what they run', () => {
  it.each([
    [
      "I'm a mobile DJ doing weddings and parties. I need clients, bookings for each client and my tracks",
      'booking client track',
    ],
    [
      'we just bought a doer-upper and its chaos. I want the rooms and the jobs that need doing in each room',
      'job room',
    ],
    [
      'I have a mobile sauna business, saunas on trailers hired out for parties and beach pop ups. saunas, customers and hires of one sauna by one customer',
      'customer hire sauna',
    ],
    [
      'Puppet theatre company for schools and festivals. puppets, our performers and the shows each puppet is in',
      'performer puppet show',
    ],
  ])('names no record of its own: %s', (prompt, records) => {
    expect(recordsOf(prompt).join(' ')).toBe(records);
  });

  it.each([
    ['I run a pottery studio, members, the pieces they make and our kilns', 'kiln'],
    ['we run a small auction house and need sales, the lots in each sale and bidders', 'sale'],
    [
      'I have two allotments. I want the beds on each allotment and the crops in each bed',
      'allotment',
    ],
    ['I run a kennel with dogs and walkers. walks have one dog and one walker', 'walker'],
  ])('…but what the app keeps, said there, is kept: %s', (prompt, record) => {
    expect(recordsOf(prompt)).toContain(record);
  });
});

describe('what one of the records taking part has', () => {
  it.each([
    [
      'families, their kids, sitters and sits, each sit is one sitter looking after one family’s kids for an evening',
      'family kid sit sitter | kid>family sit>family sit>sitter',
    ],
    [
      'owners, their dogs, walkers and walks - a walk is one walker taking one owner’s dogs out',
      'dog owner walk walker | dog>owner walk>owner walk>walker',
    ],
    [
      'foxes, trackers and fixes: a fix is one fox’s position logged by one tracker',
      'fix fox tracker | fix>fox fix>tracker',
    ],
  ])('is theirs, and they take part: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a phrase in parentheses saying who the phrase before is', () => {
  it.each([
    [
      'foxes, our trackers (the volunteers who go out at night) and fixes of a fox by a tracker',
      'fix fox tracker',
    ],
    [
      'runs, members and pacers (i.e. the members who lead a pace group), each run has one pacer',
      'member pacer run',
    ],
    [
      'shifts and marshals (the people that stand at each junction), each shift has one marshal',
      'marshal shift',
    ],
  ])('names no record: %s', (prompt, records) => {
    expect(recordsOf(prompt).join(' ')).toBe(records);
  });
});

describe('a list that goes on past a clause about one of its items', () => {
  it.each([
    [
      'the rooms, the jobs that need doing in each room, tradespeople we have contacted, and quotes',
      'job quote room tradesperson',
    ],
    [
      'the farms we buy from, carcasses that each come from one farm, butchers we trained, and cuts',
      'butcher carcass cut farm',
    ],
    [
      'walks, the dogs that come on each walk, walkers we have hired, and owners',
      'dog owner walk walker',
    ],
  ])('keeps every item: %s', (prompt, records) => {
    expect(recordsOf(prompt).join(' ')).toBe(records);
  });
});

describe('an act said by its verb with a preposition', () => {
  it.each([
    [
      'jobs, tradespeople and quotes: a tradesperson quotes for one job',
      'job quote tradesperson | quote>job quote>tradesperson',
    ],
    ['lots, bidders and bids, a bidder bids on one lot', 'bid bidder lot | bid>bidder bid>lot'],
    [
      'walkers, routes and walks, a walker walks on one route',
      'route walk walker | walk>route walk>walker',
    ],
  ])('is kept by the act: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('words read as meant', () => {
  it.each([
    [
      'the acts on our books (stage name, fee), clients, and parties each booked by one client',
      'act client party',
    ],
    [
      'tutors on the books, pupils and lessons where one tutor teaches one pupil',
      'lesson pupil tutor',
    ],
    ['cleaners on my books, houses and cleans of one house by one cleaner', 'clean cleaner house'],
  ])('"on our books" is who is registered, not books: %s', (prompt, records) => {
    expect(recordsOf(prompt).join(' ')).toBe(records);
  });

  it.each([
    [
      'foxes, trackers and fixes: a fix is one fox seen by one tracker with bearing, grid ref and time',
      'fix fox tracker | fix>fox fix>tracker',
    ],
    [
      'sightings and birders: a sighting is one bird seen by one birder with count, grid ref and date',
      'bird birder sighting | sighting>bird sighting>birder',
    ],
    ['teams and matches, with the ref for each match', 'match ref team | match>ref'],
  ])('"X ref" is a reference, a value; "the ref" a person: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'we run a small butchers shop and want the farms we buy from and carcasses that each come from one farm',
      'carcass farm',
    ],
    [
      'I run a tiny antiques shop and want the dealers I buy from and items that each come from one dealer',
      'dealer item',
    ],
    [
      'we run a small sweets shop and want suppliers we order from and jars that each come from one supplier',
      'jar supplier',
    ],
  ])('"a butchers shop" is one shop: %s', (prompt, records) => {
    expect(recordsOf(prompt).join(' ')).toBe(records);
  });
});

describe('what one thing does, said by a verb WordNet knows only as a verb', () => {
  it.each([
    [
      "I'm a photographer doing weddings and christenings. I need clients, shoots for each client and galleries of each shoot",
      'client gallery shoot | gallery>shoot shoot>client',
    ],
    [
      'we are a small bakery doing birthday cakes and cupcakes. customers, orders from one customer and the products in each order',
      'customer order product | order>customer product>order',
    ],
    [
      "I'm a tutor doing maths and physics lessons. pupils, parents and the sessions each pupil has",
      'parent pupil session | session>pupil',
    ],
  ])('names no records: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"and Xs each <done> by one Y"', () => {
  it.each([
    ['clients, and parties each booked by one client', 'client party | party>client'],
    [
      'gardens, and visits each made by one gardener, and gardeners',
      'garden gardener visit | visit>gardener',
    ],
    ['bands, and gigs each played by one band', 'band gig | gig>band'],
  ])('names the Xs: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('", and Xs" after the values a "with" gives', () => {
  it.each([
    [
      'customers, sessions, bookings where a customer books one session with amount paid, and waivers each signed by one customer',
      'booking customer session waiver | booking>customer booking>session waiver>customer',
    ],
    [
      'owners, boats, hires where an owner rents one boat with price and deposit, and reviews each written by one owner',
      'boat hire owner review | hire>boat hire>owner review>owner',
    ],
    [
      'members, classes, bookings of one class by one member with date and time, and payments each made by one member',
      'booking class member payment | booking>class booking>member payment>member',
    ],
  ])('goes on with the list around it: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('verbs joined by commas and "or"', () => {
  it.each([
    [
      'members, rules, moderators, and actions where a moderator warns, mutes or bans one member for breaking one rule',
      'action member moderator rule | action>member action>moderator action>rule',
    ],
    [
      'shops, vans and drops where a driver loads, drives and unloads one van at one shop',
      'driver drop shop van | drop>driver drop>shop drop>van',
    ],
    [
      'kids, chores and rewards: a parent sets, checks or approves one chore for one kid',
      'chore kid reward | chore>kid reward>kid',
    ],
  ])('are verbs, not records: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"also Xs on a Y (…)", a sentence with no verb', () => {
  it.each([
    [
      'members and actions. also appeals against an action (reason, upheld y/n)',
      'action appeal member | appeal>action',
    ],
    ['drivers and vans. also faults on a van (text, date)', 'driver fault van | fault>van'],
    ['tenants and flats. also repairs in a flat (cost, date)', 'flat repair tenant | repair>flat'],
    [
      'teams and players. plus injuries of a player (date, type)',
      'injury player team | injury>player',
    ],
  ])('names a record type: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a past WordNet lists under its base form only ("done", "taught")', () => {
  it.each([
    ['jobs each done by one engineer, and engineers', 'engineer job | job>engineer'],
    ['chores each done by one kid, and kids', 'chore kid | chore>kid'],
    ['services each done by one mechanic, and mechanics', 'mechanic service | service>mechanic'],
  ])('is a verb: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"by" after the place of a participle', () => {
  it.each([
    [
      'members, meetings, the speeches given at each meeting by a member, and evaluations',
      'meeting member speech | speech>meeting speech>member',
    ],
    [
      'bands, shows and the songs played at each show by a band',
      'band show song | song>band song>show',
    ],
    [
      'patients, doctors, visits and notes written at each visit by a doctor',
      'doctor note patient visit | note>doctor note>visit',
    ],
  ])('names who did it, not who the place is by: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
