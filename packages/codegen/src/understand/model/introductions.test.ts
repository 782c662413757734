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

describe('a past WordNet lists under its base form only ("done", "taught")', () => {
  it.each([
    ['jobs each done by one engineer, and engineers', 'engineer job | job>engineer'],
    ['chores each done by one kid, and kids', 'chore kid | chore>kid'],
    ['services each done by one mechanic, and mechanics', 'mechanic service | service>mechanic'],
  ])('is a verb: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a courtesy at the end of a sentence ("thx", "cheers", "thank you")', () => {
  it.each([
    ['keep the restaurants too with the chef’s name thx', 'restaurant | '],
    ['teams and players on each team, with the coach’s email cheers', 'player team | player>team'],
    ['members and classes, each class has one coach thank you', 'class coach member | class>coach'],
  ])('names nothing: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('what the person does, before "and want …"', () => {
  it.each([
    ['I sell cakes to cafes and want to track orders and cafes', 'cafe order | '],
    [
      'I pitch stories to magazines and need the magazines, my pitches to each magazine and invoices',
      'invoice magazine pitch | pitch>magazine',
    ],
    [
      'I make cakes for weddings and want to keep clients, orders from each client and tastings',
      'client order tasting | order>client tasting>order',
    ],
  ])('names no record of its own: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    ['I teach piano to kids and want to track the kids, lessons and payments', 'kid'],
    ['I walk dogs for neighbours and want the dogs, owners and walks', 'dog'],
    [
      'we fix bikes for commuters and want to log the bikes, repairs on each bike and parts',
      'bike',
    ],
  ])('…but what is named again is kept: %s', (prompt, record) => {
    expect(recordsOf(prompt)).toContain(record);
  });
});

describe('how often or how long ("every few weeks", "for weeks")', () => {
  it.each([
    ['bags and gradings: every few weeks we do a grading of a bag', 'bag grading | grading>bag'],
    [
      'hives and inspections: every other week we do an inspection of a hive',
      'hive inspection | inspection>hive',
    ],
    [
      'each family makes bookings for weeks at the cottage, and families',
      'booking family | booking>family',
    ],
  ])('names no record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
