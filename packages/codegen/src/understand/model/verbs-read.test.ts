import { describe, expect, it } from 'vitest';
import { linksOf, modelOf, recordWordsOf } from './model-test-kit.ts';
import { understand } from '../understand.ts';

describe('a verb right after "I" or "we"', () => {
  it.each([
    ['I shoe horses for owners', 'horse owner | horse>owner'],
    ['we stable horses for owners', 'horse owner | horse>owner'],
    ['I coach swimmers at clubs', 'club swimmer | swimmer>club'],
  ])('is the verb, not a noun naming the plural after it: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"which X it is kept at"', () => {
  it.each([
    ['we record each horse and which yard it is kept at', 'horse yard | horse>yard'],
    ['soldiers and which quarter each one is housed in', 'quarter soldier | soldier>quarter'],
    ['families and which quarter it is housed in', 'family quarter | family>quarter'],
  ])('places each record in a thing, whatever else the word measures: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('adjectives that say which, not what kind', () => {
  it.each([
    ['owners across different yards, each owner at one yard', 'yard'],
    ['we shoe horses across different yards', 'yard'],
    ['soldiers in various quarters, each soldier in one quarter', 'quarter'],
  ])('are no part of the record type: %s', (prompt, place) => {
    expect(recordWordsOf(prompt)).toContain(place);
  });
});

describe('an act named by a verb\'s "-ing" that no dictionary keeps as a noun', () => {
  it.each([
    ['I shoe horses and record each horse and each shoeing (date, cost)', 'shoeing>horse'],
    ['farrier: I shoe ponies, and log each pony and every shoeing (date, price)', 'shoeing>pony'],
    ['we shoe horses, and we keep each horse and each shoeing with date and cost', 'shoeing>horse'],
  ])("is that verb's act, linked to what it is done to: %s", (prompt, link) => {
    expect(modelOf(prompt)).toContain(link);
  });
});

describe('a verb\'s "-ing" after a noun, going on with where or which', () => {
  it.each([
    [
      'vans, depots and deliveries - each delivery is one driver in one van collecting from one depot',
      'van',
    ],
    ['referees and matches, with a report for each match saying which card was shown', 'match'],
    ['drivers and routes, and a tracker in each van recording which route it took', 'route'],
  ])('describes the noun, making no record with it: %s', (prompt, record) => {
    expect(recordWordsOf(prompt)).toContain(record);
    expect(recordWordsOf(prompt).some((words) => /ing\b/.test(words))).toBe(false);
  });
});

describe('a word the tagger reads as a preposition, after "a", "each" or "every" ("a bout is …")', () => {
  it.each([
    [
      'sparring club: boxers and bouts. A bout is one boxer against another with a date and result',
      'bout>boxer',
    ],
    ['boxing: boxers and bouts. each bout has two boxers', 'boxer>bout'],
    ['fencing club: fencers and bouts, every bout is scored by one referee', 'bout>referee'],
  ])('is the noun it also is: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('a verb after "able to" ("be able to tap to say it came back")', () => {
  it.each([
    'School textbook loans. Pupils sign out textbooks with a due back date. I need to see which loans are late and be able to tap to say the book came back.',
    'chores: kids and jobs, each kid should be able to tap to say a job is done',
    'plant sitting: plants and waterings, my neighbour should be able to tap to say she watered one',
  ])('is what the app lets them do, not a record: %s', (prompt) => {
    expect(modelOf(prompt).split(' | ')[0]?.split(' ')).not.toContain('tap');
  });
});

describe('a word that is also a verb, right after "they", "we" or "I" ("every game they bowl")', () => {
  it.each([
    ['tenpin: the bowlers and every game they bowl (score, date, lane)', 'game', 'lane'],
    ['anglers and every fish they catch (weight, bait)', 'fish', 'bait'],
    ['pottery: potters and every pot they throw (clay, weight)', 'pot', 'clay'],
  ])("is the clause's verb, and the values are the records': %s", (prompt, record, value) => {
    expect(modelOf(prompt).split(' | ')[0]?.split(' ')).toContain(record);
    const entity = understand(prompt).spec.entities.find(
      (candidate) => candidate.name.toLowerCase() === record,
    );
    expect(entity?.fields.map((field) => field.name)).toContain(value);
  });
});

describe('"every X they <verb>" after the people who do it', () => {
  it.each([
    ['tenpin: the bowlers and every game they bowl (score, date)', 'game>bowler'],
    ['keep the players and every match they play (score, date, court)', 'match>player'],
    ['track my dogs and every walk they go on (distance, date)', 'walk>dog'],
  ])('makes each X one of theirs: %s', (prompt, link) => {
    expect(linksOf(prompt)).toEqual([link]);
  });
});

describe('a verb\'s "-s" after an "-ing" record', () => {
  it.each([
    ['each fitting records one rider', 'fitting rider | fitting>rider'],
    ['every sighting logs one animal', 'animal sighting | sighting>animal'],
    ['each sighting lists one bird', 'bird sighting | sighting>bird'],
  ])('is the verb said of that record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
