import { describe, expect, it } from 'vitest';
import { linksOf, modelOf, recordsOf } from './model-test-kit.ts';
import { understand } from '../understand.ts';

describe('links said inside noun phrases', () => {
  it.each([
    ['boats and trips; each trip is logged in miles', 'boat trip'],
    ['farms and deliveries; each delivery is weighed in kilograms', 'delivery farm'],
    ['pools and swims; each swim is timed in minutes', 'pool swim'],
  ])('a measure after "in" is the unit of a value, not a record: %s', (prompt, records) => {
    expect(modelOf(prompt).split(' | ')[0]).toBe(records);
  });

  it.each([
    ['a squash ladder: seasons and the boxes in each season', 'box>season'],
    ['a choir: terms and the concerts in each term', 'concert>term'],
    ['a league: years and the divisions in each year', 'division>year'],
  ])('a time counted one by one is no unit: what is in each belongs to it: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Rowing club: boats, crews and the coach of each crew', 'crew>coach'],
    ['Marina app: berths and the owner of each boat', 'boat>owner'],
    ['Beekeeping group: hives and the keeper of each hive', 'hive>keeper'],
  ])('"the person of each X": each X has one: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    [
      'Darts league: players, matches and the score of each player in each match',
      ['score>player', 'score>match'],
    ],
    [
      'Spelling bee: pupils, rounds and the result of each pupil in each round',
      ['result>pupil', 'result>round'],
    ],
    [
      'Dog show: dogs, classes and the placing of each dog in each class',
      ['placing>dog', 'placing>class'],
    ],
  ])('"the result of each X in each Y" is both theirs: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(expect.arrayContaining(links));
  });

  it.each([
    ['my stamp album: stamps by country', 'stamp>country'],
    ['Coin collection with coins by mint', 'coin>mint'],
    ['Bookshelf app: books by author', 'book>author'],
  ])('"Xs by Y": what each is filed under: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Care home: residents and a care plan per resident', 'plan>resident'],
    ['Gym app: members and a locker per member', 'locker>member'],
    ['Allotments: plots and a water butt per plot', 'butt>plot'],
  ])('"a Y per X" is one for each: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Zoo app: animals, and the enclosure each one lives in', 'animal>enclosure'],
    ['Fleet: vans, and the driver each one is assigned to', 'van>driver'],
    ['Stables: ponies, and the field each one grazes in', 'pony>field'],
  ])('"the Y each one …": each has one Y: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Coworking: desks, members and desk bookings', 'booking>desk'],
    ['Library: rooms and room bookings', 'booking>room'],
    ['Gym: the trainer comes twice a week, clients and trainer sessions', 'session>trainer'],
  ])('a record named after another is linked to it: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['cube comp: cubers, events, the rounds of each event, and solves', 'round>event'],
    ['a racing league: races, the laps of each race, drivers', 'lap>race'],
    ['darts: matches, the legs of each match and players', 'leg>match'],
  ])('plurals counted "of each" record are records of their own: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['lego: sets each in one theme like technic or star wars, and minifigs', 'war'],
    ['a plant nursery: plants each from one supplier such as green acres or big farms', 'farm'],
    ['a film club: films each of one kind like horror films or comedy shows, and members', 'show'],
  ])('examples after a single record ("one X like …") are no records: %s', (prompt, example) => {
    expect(recordsOf(prompt)).not.toContain(example);
  });

  it.each([
    ['the gear in my stock like ropes, harnesses and helmets, and the trips I take it on', 'rope'],
    ['our pantry, with the stuff like flour, rice and lentils, and our recipes', 'lentil'],
  ])('examples of what is kept ("my stock like …") are no records: %s', (prompt, example) => {
    expect(recordsOf(prompt)).not.toContain(example);
  });

  it.each([
    [
      'estate agency: listings, buyers registered with us, our negotiators, and viewings',
      'buyer',
      'negotiator',
    ],
    ['a gym: members signed up with us, our trainers, and classes', 'member', 'trainer'],
    ['a vet: pets registered with me, owners and visits', 'pet', 'owner'],
  ])('"with us" names no list of what the record has: %s', (prompt, record, listed) => {
    const [records, links = ''] = modelOf(prompt).split(' | ');
    expect(records?.split(' ')).toContain(listed);
    expect(links).not.toMatch(
      new RegExp(`${record}<>${listed}|${listed}<>${record}|${listed}>${record}`),
    );
  });

  it.each([
    ['club app: age group teams (u11, u13, u15), the players in each team', 'player>team'],
    ['a shop app: price lists, the products on each list and suppliers', 'product>list'],
    ['fleet app: fuel logs for each van, and drivers', 'log>van'],
    ['club: age bands, the swimmers in each band', 'swimmer>band'],
  ])('a word mostly a noun, opening a list after a colon, names the kind: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    [
      'a gym: members, classes and an assessment per member per class with weight and notes',
      ['assessment>class', 'assessment>member'],
    ],
    [
      'darts: players, matches and a leg record per player per match with score',
      ['record>match', 'record>player'],
    ],
    [
      'a school: pupils, subjects and a report per pupil per subject with grade and comment',
      ['report>pupil', 'report>subject'],
    ],
  ])('"X per Y per Z": each X is for one Y and one Z: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });

  it.each([
    ["I'm the coach: we have squads, the players in each squad and matches", 'player>squad'],
    ['my bakery - we sell cakes, the orders for each cake and customers', 'order>cake'],
    ['hi there: we run kennels, the dogs in each kennel and owners', 'dog>kennel'],
  ])('"we have …" after a colon is a sentence that lists records: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['a garage: owners, cars, the jobs to carry out on a car (price)', 'job>car'],
    ['a farm: farmers, fields, the tasks to finish in a field (due date)', 'task>field'],
    ['a school: teachers, rooms, the repairs to make in a room (cost)', 'repair>room'],
  ])("what is to be done on a record is placed in it, no one else's: %s", (prompt, link) => {
    expect(linksOf(prompt)).toEqual([link]);
  });

  it.each([
    [
      'Build an app like Strava to log runs with distance, time and route',
      'Run',
      ['distance', 'time', 'route'],
    ],
    [
      'a tracker like Goodreads for books with title, author and rating',
      'Book',
      ['title', 'author', 'rating'],
    ],
    [
      'an app like Untappd to rate beers with name, brewery and score',
      'Beer',
      ['name', 'brewery', 'score'],
    ],
  ])('an example ends where the words go on about the thing: %s', (prompt, record, fields) => {
    const [entity] = understand(prompt).spec.entities;
    expect(entity?.name).toBe(record);
    expect(entity?.fields.map((field) => field.name)).toEqual(expect.arrayContaining(fields));
  });
});

describe('a word of one noun before a plural noun names its kind', () => {
  it.each([
    ["boat valeting: we clean customers' fishing boats (length, colour)", 'boat'],
    ['stables: the farrier does hoof trims on each horse', 'trim'],
    ['sanctuary: donkeys, and the vet does health checks on every donkey', 'check'],
  ])('after an owner or a verb: %s', (prompt, record) => {
    expect(recordsOf(prompt)).toContain(record);
  });
});
