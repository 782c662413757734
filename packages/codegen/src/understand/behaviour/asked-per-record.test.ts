import { describe, expect, it } from 'vitest';
import type { Entity } from '../../app-spec.ts';
import { understand } from '../understand.ts';
import { behaviourFound } from '../../corpus/behaviour-score.ts';

/**
 * Values asked per record in the person's words: a time asked as the fastest is how long it took,
 * a link said the other way is turned round, the date of the latest is added where none is kept,
 * and the value is called what the person called it.
 */

const entitiesOf = (prompt: string) => understand(prompt).spec.entities;
const named = (entities: Entity[], name: string) =>
  entities.find((entity) => entity.name === name)!;
const fieldOf = (entity: Entity, name: string) =>
  entity.fields.find((field) => field.name === name);
const linksTo = (entity: Entity, target: string) =>
  entity.fields.some((field) => field.type === 'relation' && field.relation === target);

describe('values asked per record', () => {
  it.each([
    [
      'karting: the tracks we race at and each lap with a time, fastest time per track',
      'Track',
      'Lap',
      'min',
      'Fastest time',
    ],
    [
      'the mazes in our app and each run with a time, quickest time for each maze',
      'Maze',
      'Run',
      'min',
      'Quickest time',
    ],
    [
      "my rubik's cubes and every solve with a time; average time for each cube",
      'Cube',
      'Solve',
      'average',
      'Average time',
    ],
  ])(
    '"%s": a time asked as the fastest or the average is a number',
    (prompt, owner, logged, kind, label) => {
      const entities = entitiesOf(prompt);
      const value = named(entities, owner).computed?.find((candidate) => candidate.kind === kind);
      expect(value).toMatchObject({ label, over: { entity: logged }, field: 'time' });
      expect(fieldOf(named(entities, logged), 'time')?.type).toBe('number');
    },
  );

  it.each([
    [
      'lifting log with exercises and sets (weight, reps); personal best weight per exercise',
      'Exercise',
      'Set',
    ],
    ['drills and the reps I do with a score, highest score per drill', 'Drill', 'Rep'],
    [
      'my exercises and the sets I log with weight, heaviest weight per exercise',
      'Exercise',
      'Set',
    ],
  ])('"%s": the records a value per record reads belong to it', (prompt, owner, logged) => {
    const entities = entitiesOf(prompt);
    expect(named(entities, owner).computed?.map((value) => value.kind)).toEqual(['max']);
    expect(linksTo(named(entities, logged), owner)).toBe(true);
    expect(linksTo(named(entities, owner), logged)).toBe(false);
    expect(fieldOf(named(entities, logged), 'heaviestWeight')).toBeUndefined();
  });

  it('a link the idea states stays as it is', () => {
    const entities = entitiesOf(
      'dive sites (name, max depth) and dives - each dive is at one site with a date and max depth',
    );
    expect(linksTo(named(entities, 'Dive'), 'Site')).toBe(true);
    expect(linksTo(named(entities, 'Site'), 'Dive')).toBe(false);
  });

  it.each([
    [
      'yoga poses and the holds I do with seconds held; longest hold per pose and the last date I did each pose',
      'YogaPose',
      'Hold',
    ],
    [
      'my exercises and the sets I do with weight and reps, heaviest weight per exercise and the last date I did each one',
      'Exercise',
      'Set',
    ],
    [
      'my guitars and the restrings I do with the strings used, when I last restrung each guitar',
      'Guitar',
      'Restring',
    ],
  ])('"%s": the last date reads the date of the latest record', (prompt, owner, logged) => {
    const entities = entitiesOf(prompt);
    const latest = named(entities, owner).computed?.find((value) => value.kind === 'latest');
    expect(latest).toMatchObject({ over: { entity: logged } });
    expect(fieldOf(named(entities, logged), latest!.field!)?.type).toMatch(/^date/);
  });
});

describe('a typed value asked for each record', () => {
  it.each([
    [
      'I log the cafes I visit; every visit gets a 1-5 rating. Show the average rating for each cafe and when I last went there',
      'Cafe',
      'Visit',
    ],
    [
      'we review suppliers after each delivery with a 1-10 rating, and want the average rating for each supplier',
      'Supplier',
      'Delivery',
    ],
    [
      'parkrun: I log each run at a park with a 1-10 rating and show the average rating for each park',
      'Park',
      'Run',
    ],
  ])('"%s" is the value of the records it reads, not a record type', (prompt, owner, logged) => {
    const entities = entitiesOf(prompt);
    expect(entities.map((entity) => entity.name)).not.toContain('Rating');
    const average = named(entities, owner).computed?.find((value) => value.kind === 'average');
    expect(average).toMatchObject({
      label: 'Average rating',
      over: { entity: logged },
      field: 'rating',
    });
    expect(fieldOf(named(entities, logged), 'rating')?.type).toMatch(/rating|number/);
  });

  it('"when I last went" is the last of the records it reads', () => {
    const entities = entitiesOf(
      'I log the cafes I visit; every visit gets a 1-5 rating. Show the average rating for each cafe and when I last went there',
    );
    const latest = named(entities, 'Cafe').computed?.find((value) => value.kind === 'latest');
    expect(latest).toMatchObject({ label: 'Last visit', field: 'date' });
  });
});

describe('"their high game", "each player\'s top score"', () => {
  it.each([
    [
      "skittles team: players and the games they play (score, date). I want to see every player's high game",
      'Player',
    ],
    [
      "darts: players and the legs they throw (score, date); show each player's top score",
      'Player',
    ],
    [
      'archery club: archers and their rounds (score, date) - I want my top score per archer',
      'Archer',
    ],
  ])('asks for the best of a number per record: %s', (prompt, owner) => {
    const computed = named(entitiesOf(prompt), owner).computed ?? [];
    expect(computed.map((value) => value.kind)).toEqual(['max']);
    expect(computed[0]?.label).toMatch(/^(?:High|Top) score$/);
  });
});

describe('"with how many minutes it took": a measure said with "how many"', () => {
  it.each([
    [
      'study log: subjects and my sessions with how many hours I studied - total hours per subject',
      'Subject',
      ['sum'],
    ],
    [
      'gym: exercises, and I log each set with how many kg I lifted - show the heaviest and the average weight for each exercise',
      'Exercise',
      ['max', 'average'],
    ],
    [
      'walking: my routes, and I log each walk with how many minutes it took - show the quickest and the average time for each route',
      'Route',
      ['min', 'average'],
    ],
  ])('is a value logged, never a count asked: %s', (prompt, owner, kinds) => {
    const computed = named(entitiesOf(prompt), owner).computed ?? [];
    expect(computed.map((value) => value.kind).sort()).toEqual([...kinds].sort());
  });
});

describe('"each of them", "them" asked of the records named before', () => {
  it.each([
    [
      'the cars we own and every service done on them. show how many services each of them has had',
      ['Car.count'],
    ],
    [
      'the bikes I own and every ride I log. show how many rides each of them has done',
      ['Bike.count'],
    ],
    [
      'a list of my friends and log every call. show when I last rang them and how many times I have called them',
      ['Friend.count', 'Friend.latest'],
    ],
  ])('is asked of each of those records: %s', (prompt, expected) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual(expected);
  });
});

describe('a value asked of the record named after the ask', () => {
  it.each([
    [
      'kids come in for lessons. a start/stop timer per kid so i can time each lesson, then show total minutes per kid',
      ['Kid.startStop', 'Kid.sum'],
    ],
    [
      'players come in for practices. a start/stop timer per player so I can time each practice, then total minutes per player',
      ['Player.startStop', 'Player.sum'],
    ],
    [
      'patients and their sessions: a start/stop timer per patient to time each session, then the total minutes per patient',
      ['Patient.startStop', 'Patient.sum'],
    ],
  ])('is of that record, over the records that hold the value: %s', (prompt, expected) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual(expected);
  });
});

describe('"each one" in a sentence that names a record', () => {
  it.each([
    [
      'gym log: exercises and the sets I do with weight. heaviest weight for an exercise and the last date I did each one',
      ['Exercise.latest', 'Exercise.max'],
    ],
    [
      'books and the sessions I read with pages. most pages for a book and the last date I read each one',
      ['Book.latest', 'Book.max'],
    ],
    [
      'lifts and the sets I do with weight. heaviest weight for a lift and the last date I did each one',
      ['Lift.latest', 'Lift.max'],
    ],
  ])('is that record: %s', (prompt, expected) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual(expected);
  });
});

describe('values per a record of records linked to it through another', () => {
  it.each([
    [
      'Kennel: owners, their dogs, and stays of each dog. Show how many stays each owner had.',
      'Owner',
      {
        kind: 'count',
        over: { entity: 'Stay', link: 'dog', through: { entity: 'Dog', link: 'owner' } },
      },
    ],
    [
      'Apiary log: apiaries, hives in each apiary and inspections of each hive. How many inspections were done at each apiary?',
      'Apiary',
      {
        kind: 'count',
        over: { entity: 'Inspection', link: 'hive', through: { entity: 'Hive', link: 'apiary' } },
      },
    ],
    [
      'Stables: yards, horses kept in each yard, and rides of each horse with the distance. Show the total distance of rides per yard this month.',
      'Yard',
      {
        kind: 'sum',
        over: { entity: 'Ride', link: 'horse', through: { entity: 'Horse', link: 'yard' } },
        field: 'distance',
        period: 'month',
      },
    ],
  ])('reads them through it, no link added: %s', (prompt, owner, value) => {
    const entities = entitiesOf(prompt);
    expect(named(entities, owner).computed).toEqual([expect.objectContaining(value)]);
    const counted = named(entities, value.over.entity);
    expect(linksTo(counted, owner)).toBe(false);
  });
});

describe('a total asked with records of another named', () => {
  it("reads the named records' amount through the records between, not the only linked kind's", () => {
    const owner = named(
      entitiesOf(
        'Kennel: owners, their dogs (weight), and stays of each dog (nights). Show how many stays each owner had and the total nights.',
      ),
      'Owner',
    );
    expect(owner.computed?.map((value) => [value.kind, value.over?.entity, value.field])).toEqual([
      ['count', 'Stay', undefined],
      ['sum', 'Stay', 'nights'],
    ]);
  });
});
