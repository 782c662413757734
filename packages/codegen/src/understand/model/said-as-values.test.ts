import { describe, expect, it } from 'vitest';
import { modelOf, recordsOf } from './model-test-kit.ts';
import { understand } from '../understand.ts';

describe('the two ends of a span, said bare ("from pickup to drop off")', () => {
  it.each([
    [
      'van rental: vans, customers and rentals. a rental is one customer taking one van from collection to return',
      'customer rental van | rental>customer rental>van',
    ],
    [
      'minibus hire: minibuses, drivers and hires, each hire is one driver taking one minibus from pickup till drop off',
      'driver hire minibus | hire>driver hire>minibus',
    ],
    [
      'limo firm: cars, chauffeurs and jobs, each job is one chauffeur in one car from pickup to dropoff',
      'car chauffeur job | job>car job>chauffeur',
    ],
  ])('are when or where a record starts and ends, not records: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('an identifier a record has ("a CAA id", "grid refs", "licence no.")', () => {
  it.each([
    ['gliding club: pilots (name, rating), gliders and flights. pilots have a BGA id', 'id'],
    ['wild swimming spots with grid refs, and the swims I do at each spot', 'ref'],
    ['bike couriers: riders and deliveries, riders have a courier id and a phone', 'id'],
  ])('is a value of that record: %s', (prompt, identifier) => {
    expect(recordsOf(prompt)).not.toContain(identifier);
    expect(recordsOf(prompt).length).toBeGreaterThanOrEqual(2);
  });

  it('leaves "refs" alone as the referees they may be', () => {
    expect(recordsOf('hockey league: teams, matches and refs. each match has one ref')).toContain(
      'ref',
    );
  });
});

describe('"ones" standing for records named before', () => {
  it.each([
    'cleaning company: cleaners and jobs, bigger ones need two cleaners',
    'repair shop: bikes and repairs, the urgent ones go to the front',
    'wedding florist: weddings and arrangements, the large ones take a whole day',
  ])('is never a kind of record: %s', (prompt) => {
    expect(recordsOf(prompt)).not.toContain('one');
    expect(recordsOf(prompt)).toHaveLength(2);
  });
});

describe('a mistyped subject ("an app for commisions")', () => {
  it.each([
    [
      'hotel app for accomodations. guests can book more than one accommodation, each accommodation is made up of rooms (beds)',
      'accommodation guest room | accommodation>guest room>accommodation',
    ],
    [
      'magazine app for submisions. writers can send more than one submission, each submission is made up of pieces (title, words)',
      'piece submission writer | piece>submission submission>writer',
    ],
    [
      'venue app for perfomances. acts can have more than one performance, each performance is made up of sets (length)',
      'act performance set | performance>act set>performance',
    ],
  ])('is the record the clauses name, kept once: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('an owner with "\'s" before a word that may be an adjective ("each bowler\'s average")', () => {
  it.each([
    [
      "darts league: players and the legs they throw, I want each player's average and their best checkout",
      ['leg', 'player'],
    ],
    [
      "running club: runners and races, I want each runner's average and their best time",
      ['race', 'runner'],
    ],
    [
      "netball league: teams and matches, I want each team's average and their top scorer",
      ['match', 'team'],
    ],
  ])('owns it, and is the record named before: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(expect.arrayContaining(records));
    expect(recordsOf(prompt).filter((record) => /['’]/.test(record))).toEqual([]);
  });
});

describe('"so" and a speaker after "the X each Y has done" ("… so we know who")', () => {
  it.each([
    [
      'gardeners and plots. show the plots each gardener has dug so i can thank them',
      'gardener plot | plot>gardener',
    ],
    [
      'drivers and deliveries. list the deliveries each driver has done so they get paid right',
      'delivery driver | delivery>driver',
    ],
    [
      'kids and chores, count the chores each kid has done so we know who gets pocket money',
      'chore kid | chore>kid',
    ],
  ])('open a clause of their own, stranding no preposition: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a subject one word long that ends in a record\'s head ("an app for motorbikes: … bikes")', () => {
  it.each([
    [
      'regatta app for sailboats: sailors and their boats (class, sail number), races (date), and results',
      'boat',
    ],
    [
      'syndicate app for racehorses: owners and their horses (name, age), races (course, date) and runs',
      'horse',
    ],
    [
      'rally app for minibuses: teams and their buses (reg, seats), rallies (date) and entries',
      'bus',
    ],
  ])('is that record, not one more: %s', (prompt, record) => {
    const records = recordsOf(prompt);
    expect(records).toContain(record);
    expect(records.filter((name) => name.endsWith(record))).toEqual([record]);
  });
});

describe('"each tray: eggs set, date": a count and a past form after a colon', () => {
  it.each([
    ['the reading group. each meeting: pages read, date, host', 'Meeting', 'pagesRead'],
    ['the range. each session: balls hit, date, club', 'Session', 'ballsHit'],
    ['the hatchery. each tray: eggs set, date', 'Tray', 'eggsSet'],
  ])('is a value of the record, not a sentence ending the list: %s', (prompt, name, field) => {
    const entity = understand(prompt).spec.entities.find((each) => each.name === name);
    expect(entity?.fields.map((each) => each.name)).toEqual(
      expect.arrayContaining([field, 'date']),
    );
  });
});
