import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { linksOf, modelOf, recordsOf } from './model-test-kit.ts';
import { clausesOf } from './parse.ts';

describe('"which X it was at" among a record\'s values', () => {
  it.each([
    [
      'customers, knives and every sharpening of a knife with grit, price and which market it was done at',
      'sharpening>market',
    ],
    ['boats and trips with date, distance and which harbour it left from', 'trip>harbour'],
    ['pupils and lessons with date and which room it was in', 'lesson>room'],
  ])('links the record whose values they are: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('chat shorthand and mistyped words around the idea', () => {
  it.each([
    ['app for my plant shop pls: plants, suppliers and orders', 'order plant supplier'],
    ['pls make an app for my dog walking: dogs, owners and walks thx', 'dog owner walk'],
    ['plz can u do a garden app - beds and plants in each bed ty', 'bed plant'],
  ])('"pls", "thx" name no record: %s', (prompt, records) => {
    expect(recordsOf(prompt).join(' ')).toBe(records);
  });

  it.each([
    ['app for my catering bussines. clients and events', 'client event | event>client'],
    [
      'an app for our cleaning bussines: cleaners, houses and cleans',
      'clean cleaner house | clean>cleaner clean>house',
    ],
    [
      'my vechiles app: vehicles, drivers and trips where a driver takes one vehicle',
      'driver trip vehicle | trip>driver trip>vehicle',
    ],
  ])('what the app is for is read as meant: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('an app with many record types', () => {
  it.each([
    'caterer: clients, events, menus, dishes and servers; each event has one client and one menu, a menu has many dishes and a dish is on many menus, and servers work many events and an event has several servers',
    'studio: artists, songs, rooms, engineers and sessions; a session is one artist in one room with one engineer, and a session works on many songs and a song takes many sessions; plus mixes of each song and the gear in each room',
    'school: pupils, classes, teachers, rooms and clubs; a pupil joins many clubs and a club has many pupils, each class has one teacher and one room, and a teacher runs many clubs and a club has several teachers',
  ])('keeps every record type named and the records that join them: %s', (prompt) => {
    const { spec, notes } = understand(prompt);
    expect(spec.entities.length).toBeGreaterThan(6);
    expect(notes.join(' ')).not.toMatch(/Left out/);
  });
});

describe('a verb mistyped', () => {
  it.each([
    ['the certificate a delegate recieves', 'receives'],
    ['the badges a member acheives', 'achieves'],
    ['the prizes a player recieved', 'received'],
  ])('is read as the verb meant: %s', (text, verb) => {
    expect(
      clausesOf(text)
        .flat()
        .find((token) => token.word === verb)?.pos,
    ).toBe('verb');
  });
});

describe('"the X a Y verbs" set apart after a list', () => {
  it.each([
    [
      'delegates and courses - every delegate is booked on one course - plus the certificate a delegate receives when they pass (cert number, expiry date)',
      'certificate>delegate',
    ],
    [
      'pupils and teachers - each pupil has one teacher - plus the reports a teacher writes (term, grade)',
      'report>teacher',
    ],
    [
      'walkers and walks - a walk has one leader - and the photos a walker takes (caption)',
      'photo>walker',
    ],
  ])('is a record of its own: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('words the tagger reads as verbs', () => {
  const posOf = (text: string, word: string) =>
    clausesOf(text)
      .flat()
      .find((token) => token.word === word)?.pos;

  it.each([
    ["families, each family's kids, the sitters", 'kids'],
    ["clients, each client's dogs, the walkers", 'dogs'],
    ['rock samples collected at each outcrop by one of the students', 'outcrop'],
    ['the speeches given at every meeting by a member', 'meeting'],
  ])('are nouns after an owner or "at each": %s', (text, word) => {
    expect(posOf(text, word)).toBe('noun');
  });

  it.each([
    ['patrols where a patrol covers one beach', 'covers'],
    ['a van serves each shop', 'serves'],
    ['an engineer checks one lift', 'checks'],
  ])('…and verbs after one record, before what they act on: %s', (text, word) => {
    expect(posOf(text, word)).toBe('verb');
  });

  it.each([
    ['appeals agianst an action', 'against'],
    ['sessions betwen a tutor and a pupil', 'between'],
    ['a match betwen two teams', 'between'],
  ])('a mistyped preposition is read as meant: %s', (text, word) => {
    expect(posOf(text, word)).toBe('preposition');
  });
});

describe('records named around an owner', () => {
  it.each([
    ["families, each family's kids (age), the sitters (name)", 'family kid sitter | kid>family'],
    ["clients, each client's dogs, the walkers", 'client dog walker | dog>client'],
    ["members, each member's bikes, our mechanics", 'bike mechanic member | bike>member'],
  ])('keep every one of them: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"as", "if" or "until" after the records the person keeps', () => {
  it.each([
    ['my coin albums: I add coins as I find them (year, mint, value)', ['coin']],
    ['we log catches as we land them (weight, bait)', ['catch']],
    ['I note down birds as I spot them (species, place) on each walk', ['bird', 'walk']],
  ])('ends the phrase that names them: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });
});

describe('"so" opening a clause ("…, so a result is one team and one week")', () => {
  it.each([
    'teams and weeks: each team gets points, so a result is one team and one week',
    'players and rounds: each player gets scores, so a card is one player and one round',
    'hens and nest boxes. each hen lays eggs, so a lay is one hen in one box',
  ])('is no record type: %s', (prompt) => {
    expect(recordsOf(prompt)).not.toContain('so');
  });
});

describe('a noun mistyped the same way each time, with a letter doubled ("habbit … each habbit")', () => {
  it.each([
    [
      'recipee box: my recipees and the ingredients in each recipee',
      'ingredient recipe | ingredient>recipe',
    ],
    ['gardenning: my plantts and the waterings of each plantt', 'plant watering | watering>plant'],
    ['dogg walking: doggs and walks, each walk is for one dogg', 'dog walk | walk>dog'],
  ])('is the noun meant: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"- so a booking is one guest + one room" after a dash', () => {
  it.each([
    [
      'guests and rooms. we hold it for them till the day - so a booking is one guest + one room w/ date',
      'booking guest room | booking>guest booking>room',
    ],
    [
      'tables and diners - so a sitting is one diner at one table w/ time',
      'diner sitting table | sitting>diner sitting>table',
    ],
    [
      'boats and skippers - because a trip is one boat with one skipper, w/ date',
      'boat skipper trip | trip>boat trip>skipper',
    ],
  ])('is a clause that goes on, not a list: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"the cheapest I have seen", "the fastest I have done"', () => {
  it.each([
    ['my runs with time. show the fastest I have done on each route', 'fastest'],
    [
      'hotel quotes for each trip (price, date): show the cheapest we have had for each trip',
      'cheapest',
    ],
    [
      'darts matches and the throws in each (score): show the highest we have scored in each match',
      'highest',
    ],
  ])('says which of the records, and names none: %s', (prompt, superlative) => {
    expect(modelOf(prompt)).not.toContain(superlative);
  });
});

describe('"whats", "thats" written without the apostrophe', () => {
  it.each([
    [
      'each debt has a starting balance and I log payments against a debt. show whats still owed on each debt',
      'debt payment | payment>debt',
    ],
    [
      'gift vouchers and the spends against each voucher. show whats left on each voucher',
      'spend voucher | spend>voucher',
    ],
    ['recipes with ingredients, and show thats been cooked this week', 'recipe | '],
  ])('is a question word and "is", never a record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
