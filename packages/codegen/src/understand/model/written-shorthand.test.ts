import { describe, expect, it } from 'vitest';
import { modelOf, recordWordsOf, recordsOf } from './model-test-kit.ts';

describe('two words joined by a slash', () => {
  it.each([
    ['gyms with a few benches/racks, and members who book each rack', 'gym', 'rack'],
    ['greenhouses, each with several beds/plots, and the crops grown in each plot', 'plot', 'crop'],
    ['venues and the gigs/shows at each venue with date and fee', 'venue', 'show'],
  ])('name one thing, the last word: %s', (prompt, first, second) => {
    const records = recordsOf(prompt);
    expect(records).toEqual(expect.arrayContaining([first, second]));
    expect(records.some((record) => record.length > 12)).toBe(false);
  });
});

describe('a dash between phrases', () => {
  it.each([
    ['my record collection - albums (title, year) and artists', ['album', 'artist']],
    [
      'my plant collection - cacti (species, pot size) and the repottings of each',
      ['cactus', 'repotting'],
    ],
    ['my tool shed - drills (brand, voltage) and batteries', ['drill', 'battery']],
  ])('sets them apart as a comma does: %s', (prompt, records) => {
    expect(recordWordsOf(prompt).sort()).toEqual([...records].sort());
  });
});

describe('"for each X we need …"', () => {
  it.each([
    ['for each production we need a director. productions and members', 'member production'],
    ['for each trip we need a driver, trips and drivers', 'driver trip'],
    ['for each wedding we need a photographer; weddings and photographers', 'photographer wedding'],
  ])('is said of X, not of "we": %s', (prompt, records) => {
    expect(modelOf(prompt).split(' | ')[0]).toBe(records);
  });
});

describe('a list, log or schedule named by what it keeps', () => {
  it.each([
    ['my board games (title, players), plus a simple loans list (who, which game, date)', 'loan'],
    ['cyclists and bikes, and a service log (date, work done) for each bike', 'service'],
    ['a band app with songs, and the gig schedule (date, venue, fee)', 'gig'],
  ])('keeps those records: %s', (prompt, kept) => {
    expect(recordsOf(prompt)).toContain(kept);
    expect(recordsOf(prompt)).not.toContain('list');
  });

  it.each([
    'Brewery log with recipes and batches, every batch brewed from one recipe',
    'Garden log: beds and plants, each plant in one bed',
    'Fishing log with trips and catches, each catch on one trip',
  ])('named first, is the app itself: %s', (prompt) => {
    const records = recordsOf(prompt);
    expect(records).toHaveLength(2);
  });
});

describe('a store of records said with "of"', () => {
  it.each([
    [
      'we keep a library of drills (name, video) and a plan is one drill from the library for one team',
      'drill plan team | plan>drill plan>team',
    ],
    [
      'a catalogue of parts (code, price) and orders, each order is for one part from the catalogue',
      'order part | order>part',
    ],
    [
      'I keep a directory of suppliers (name, phone) and deliveries from each supplier',
      'delivery supplier | delivery>supplier',
    ],
  ])('is the records it holds: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a role filled by records named in parentheses', () => {
  it.each([
    [
      'climbing club: members and outings, each outing has a date and a leader (one of the members)',
      'member',
    ],
    ['bands and gigs, each gig has a headliner (one of the bands) and a date', 'band'],
    [
      'a tennis ladder of players and matches, and every match has an umpire (another of our players)',
      'player',
    ],
  ])('is one of those records: %s', (prompt, filledBy) => {
    const records = recordsOf(prompt);
    expect(records).toContain(filledBy);
    expect(records).toHaveLength(2);
  });
});

describe('what a record is, said once', () => {
  it.each([
    [
      'clients and orders - an order is one print (size, paper, price) for one client',
      'client order | order>client',
    ],
    [
      'teachers and classes, a class is one course (title, level) taught by one teacher',
      'class teacher | class>teacher',
    ],
    [
      'authors and submissions; a submission is one manuscript (title, word count) by one author',
      'author submission | submission>author',
    ],
  ])('is that record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('bare plurals after a value named alone', () => {
  it.each([
    ['cricketers and matches, each match with total, runs, wickets', 'wickets'],
    ['climbers and sessions, each session with date, sends, falls', 'falls'],
    ['boxers and bouts: each bout with result, punches, knockdowns', 'knockdowns'],
  ])('are counts the record keeps: %s', (prompt, count) => {
    expect(recordsOf(prompt)).not.toContain(count.replace(/s$/, ''));
    expect(recordsOf(prompt)).toHaveLength(2);
  });
});

describe('a count and its unit before a noun', () => {
  it.each([
    ['my 30 minute sessions at the gym, each with date and notes', 'session'],
    ['my 6 week programmes, each with workouts', 'programme'],
    ['5 km runs I do, with time and date', 'run'],
  ])('say how long, not what the record is: %s', (prompt, record) => {
    expect(recordWordsOf(prompt)).toContain(record);
  });
});

describe('an owner written without its apostrophe after "each" or "every"', () => {
  it.each([
    ['clients and each clients pets (name, species)', 'pet>client'],
    ['customers, and every customers orders (date, total)', 'order>customer'],
    ['members and each members bikes (make, model)', 'bike>member'],
  ])('owns the plural after it: %s', (prompt, link) => {
    expect(modelOf(prompt)).toContain(link);
  });
});

describe('"w/" after a comma', () => {
  it.each([
    [
      'dog walking: walkers and walks. each walk is for one dog and done by one walker, w/ date, minutes and notes',
      'dog walk walker | walk>dog walk>walker',
    ],
    [
      'gym: members and classes, each class is taught by one coach, w/ date, hours and notes',
      'class coach member | class>coach',
    ],
    [
      'tool library: tools and members; loans are one tool to one member, w/ date out, days and notes',
      'loan member tool | loan>member loan>tool',
    ],
  ])('is "with", and the values after it no record types: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"=" between a record and what it is', () => {
  it.each([
    [
      '5-a-side: teams, pitches and matches; so a match = one team + one pitch',
      'match pitch team | match>pitch match>team',
    ],
    [
      'bike hire: riders, bikes and hires - a hire = one rider on one bike w/ start and end time',
      'bike hire rider | hire>bike hire>rider',
    ],
    ['kennels: dogs, runs and stays; stay=one dog in one run', 'dog run stay | stay>dog stay>run'],
  ])('says what each record is, as "is" does: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('arrows between record types ("farms -> turbines -> faults")', () => {
  it.each([
    [
      'estate: sites -> blocks (name, floors) -> flats (number, beds)',
      'block flat site | block>site flat>block',
    ],
    [
      'wind farm: farms > turbines (serial, model) > faults (code, date)',
      'farm fault turbine | fault>turbine turbine>farm',
    ],
    ['library: shelves→books→loans', 'book loan shelf | book>shelf loan>book'],
    [
      'clients -> events (date, venue) -> sculptures (design)',
      'client event sculpture | event>client sculpture>event',
    ],
    [
      'festival app: stages -> performances -> songs',
      'performance song stage | performance>stage song>performance',
    ],
    ['clubs -> matches -> goals (minute, scorer)', 'club goal match | goal>match match>club'],
  ])('say each holds the next: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('an arrow to one ("batch -> one recipe")', () => {
  it.each([
    ['dog walker: dogs, owners, walks. walk -> 1 dog', 'dog owner walk | walk>dog'],
    ['vans and deliveries. delivery -> a single van', 'delivery van | delivery>van'],
    [
      'soap studio: oils, recipes and batches. batch -> one recipe (date made, bars)',
      'batch oil recipe | batch>recipe',
    ],
  ])('points each to its one: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });
});

describe('"always from one X" set apart by dashes, parentheses or commas', () => {
  it.each([
    [
      'fields, harvests - each from one field - and distillations',
      'distillation field harvest | harvest>field',
    ],
    ['depots, vans, always at one depot, and drivers', 'depot driver van | van>depot'],
    [
      'suppliers, parts (always from one supplier) and orders',
      'order part supplier | part>supplier',
    ],
  ])('gives each its one: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });
});
