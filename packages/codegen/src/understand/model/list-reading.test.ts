import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { modelOf } from './model-test-kit.ts';

const recordsOf = (prompt: string) => modelOf(prompt).split(' | ')[0];
const fieldsOf = (prompt: string, entity: string) =>
  understand(prompt).spec.entities.find((candidate) => candidate.name === entity)?.fields ?? [];

describe('lists read item by item', () => {
  it.each([
    ['A stockroom app: fabrics, buttons and finished garments', 'button fabric garment'],
    ['Craft supplies: yarns, needles and patterns', 'needle pattern yarn'],
    ['Print shop stock: paper, inks and envelopes', 'envelope ink paper'],
  ])('kinds of things listed in the plural are record types: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toBe(records);
  });

  it.each([
    ['a reading log with title, author, pages and finished date', ['title', 'author', 'pages']],
    ['Track my runs: distance, time, pace and how I felt', ['distance', 'time', 'pace']],
    ['a sleep journal: bedtime, wake time and dreams', ['bedtime', 'wakeTime', 'dreams']],
  ])('values named one at a time are one record’s: %s', (prompt, fields) => {
    const { spec } = understand(prompt);
    expect(spec.entities).toHaveLength(1);
    const names = spec.entities[0]?.fields.map((field) => field.name);
    expect(names).toEqual(expect.arrayContaining(fields));
  });

  it.each([
    ['Pond surveys: checks of ponds with date, newts seen and a count of eggs', 'newtsSeen'],
    ['Bird walks: walks with date, owls heard and a tally of birds', 'owlsHeard'],
    ['Reef dives: dives with depth, sharks sighted and notes', 'sharksSighted'],
  ])('"Y seen" is whether they were: %s', (prompt, field) => {
    const model = understand(prompt).spec;
    const found = model.entities
      .flatMap((entity) => entity.fields)
      .find((candidate) => candidate.name === field);
    expect(found?.type).toBe('boolean');
  });

  it.each([
    ['Pond surveys: checks of ponds with date, newts seen and a count of eggs', 'Check', 'date'],
    ['Service log: visits for each boiler with date and engineer notes', 'Visit', 'engineerNotes'],
    ['Reading app: the notes I take in each book with page and quote', 'Note', 'page'],
  ])('a record’s own values go on it, not on its parent: %s', (prompt, entity, field) => {
    expect(fieldsOf(prompt, entity).map((candidate) => candidate.name)).toContain(field);
  });

  it.each([
    ['Removals: jobs with vans and crew', ['job>crew', 'job>van']],
    ['Plan trips with stops', ['stop>trip']],
    ['Music app: playlists with songs', ['song>playlist']],
  ])('"X with Ys": an act uses them, a thing holds them: %s', (prompt, links) => {
    expect(modelOf(prompt).split(' | ')[1]?.split(' ')).toEqual(expect.arrayContaining(links));
  });
});

describe('a log of doing kept for each record ("a feeding log for each colony")', () => {
  it.each([
    [
      'hotel: rooms (number, floor) and a cleaning log for each room with date and who cleaned it',
      'cleaning room | cleaning>room',
    ],
    [
      'dog training: my dogs and a training log for each dog with date and notes',
      'dog training | training>dog',
    ],
    [
      'livery: horses, and a grooming diary per horse (date, notes)',
      'grooming horse | grooming>horse',
    ],
  ])("holds those acts, each the record's: %s", (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"with amount left": a past form closing an item is a value', () => {
  it.each([
    [
      'chem stockroom at a college. chemicals w/ amount left, a reorder level & an expiry date',
      'chemical',
    ],
    [
      'after-school club at a primary school. kids with hours booked, a contact number and an allergy note',
      'kid',
    ],
    ['warehouse at a college. parts with quantity left, a bin and a supplier', 'part'],
  ])('%s', (prompt, record) => {
    expect((recordsOf(prompt) ?? '').split(' ')).toContain(record);
  });
});

describe('"for each X we record the A and the B"', () => {
  it.each([
    [
      'For each competition we record the entry fee and the closing date.',
      'Competition',
      ['entryFee', 'closingDate'],
    ],
    [
      'on every visit I note down the date, the mileage and the fuel used',
      'Visit',
      ['date', 'mileage'],
    ],
    [
      "We keep bees. For every hive, we log the queen's age and the colony strength.",
      'Hive',
      ['colonyStrength'],
    ],
  ])('lists the values each X keeps: %s', (prompt, entity, fields) => {
    expect(fieldsOf(prompt, entity).map((field) => field.name)).toEqual(
      expect.arrayContaining(fields),
    );
  });
});

describe('"then show …" after a list of values', () => {
  it.each([
    [
      'my dogs, and walks with the date and a start/stop timer, then show total minutes per dog',
      'Walk',
      'Dog',
      'sum',
    ],
    [
      'gym log: workouts with date, type and duration, and then show the average duration per type',
      'Workout',
      'Type',
      'average',
    ],
    [
      'meters and readings with a date and the value, also show totals per meter',
      'Reading',
      'Meter',
      'sum',
    ],
  ])('asks the app for a value, and ends the list: %s', (prompt, listed, owner, kind) => {
    expect(fieldsOf(prompt, listed).filter((field) => /^show\b/i.test(field.label))).toEqual([]);
    const entity = understand(prompt).spec.entities.find((candidate) => candidate.name === owner);
    expect(entity?.computed?.map((value) => value.kind)).toEqual([kind]);
  });
});

describe('"for each X I would like …", "for each X we want …"', () => {
  it.each([
    ['Our dogs. For each dog we want breed, age and weight.', 'Dog', ['breed', 'age', 'weight']],
    [
      'the kayaks we hire out - for each kayak I would like the colour, the length and the seats',
      'Kayak',
      ['colour', 'length', 'seats'],
    ],
    [
      'the rooms in our guest house - for every room we need the floor, the beds and the nightly price',
      'Room',
      ['floor', 'beds', 'nightlyPrice'],
    ],
  ])('lists what each keeps: %s', (prompt, entity, fields) => {
    expect(fieldsOf(prompt, entity).map((field) => field.name)).toEqual(
      expect.arrayContaining(fields),
    );
  });
});

/** "each session has one caller, there are several games in a session": the list ends at "there". */
describe('a list ended by "there are"', () => {
  it.each([
    [
      'Bingo: each session has one caller, there are several games in a session.',
      'caller game session | game>session session>caller',
    ],
    [
      'School app: each class has a teacher, there are about 30 pupils in a class.',
      'class pupil teacher | class>teacher pupil>class',
    ],
    [
      'Shop: each order has a customer and a date, there are lots of items in an order.',
      'customer item order | item>order order>customer',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
