import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { recordWordsOf } from './model-test-kit.ts';

/**
 * A figure named after the record that keeps it ("each lap time", "the deepest dive depth") is a
 * value of that record, and a record of its own only where nothing else names it; a superlative in
 * parentheses after "best" says which way the best runs; names in parentheses are examples.
 */

const shapeOf = (prompt: string) =>
  understand(prompt).spec.entities.map((entity) => ({
    name: entity.name,
    fields: entity.fields.map((field) => `${field.name}:${field.type}`),
    computed: (entity.computed ?? []).map((value) => `${value.kind} ${value.over?.entity ?? ''}`),
  }));

describe('"best (lowest)": the parenthesis says which way the best runs', () => {
  it.each([
    [
      "swim club: swimmers and their races with the time in seconds. show each swimmer's best (fastest) time",
      'Swimmer',
      'min Race',
    ],
    [
      'bowling league: bowlers and the games they play (score). show the best (highest) game for each bowler',
      'Bowler',
      'max Game',
    ],
    [
      'golf: courses and my rounds (date, score). show my best (lowest) round at each course',
      'Course',
      'min Round',
    ],
  ])('%s', (prompt, owner, value) => {
    const shape = shapeOf(prompt);
    expect(shape.find((entity) => entity.name === owner)?.computed).toEqual([value]);
    expect(shape.flatMap((entity) => entity.fields)).not.toContainEqual(
      expect.stringMatching(/^(?:lowest|highest|fastest)/),
    );
  });
});

describe('a figure named after its record is the record’s value', () => {
  it.each([
    [
      'karting: the circuits I drive at and each lap time. show my quickest lap at every circuit',
      ['Circuit', 'Lap'],
      'Lap',
      'lapTime:number',
    ],
    [
      'spearfishing log: my spots and each dive depth. show the deepest dive at each spot',
      ['Spot', 'Dive'],
      'Dive',
      'depth:number',
    ],
    [
      'drone club: pilots and every lap they fly with the time in seconds. I want the lowest lap time for each pilot',
      ['Pilot', 'Lap'],
      'Lap',
      'time:number',
    ],
  ])('%s', (prompt, records, owner, field) => {
    const shape = shapeOf(prompt);
    expect(shape.map((entity) => entity.name).sort()).toEqual([...records].sort());
    expect(shape.find((entity) => entity.name === owner)?.fields).toContain(field);
    const others = shape.filter((entity) => entity.name !== owner);
    expect(others.flatMap((entity) => entity.fields)).not.toContain(field);
  });

  it('a compound that is no figure stays a record: "each work day has several volunteers"', () => {
    expect(
      recordWordsOf(
        'community garden: volunteers and work days, each work day has several volunteers',
      ),
    ).toEqual(expect.arrayContaining(['work day', 'volunteer']));
  });
});

describe('names in parentheses are examples, not values', () => {
  it.each([
    ['sim racing: the tracks I race on (spa, monza, suzuka) and my laps', 'Track'],
    ['fishing diary: the lakes we fish (windermere, coniston, ullswater) and every catch', 'Lake'],
  ])('%s', (prompt, owner) => {
    const fields = shapeOf(prompt).find((entity) => entity.name === owner)?.fields ?? [];
    expect(fields.join(' ')).not.toMatch(/monza|suzuka|coniston|ullswater/);
  });

  it('values of dictionary words stay values: "towers (ph, ec, water temp)"', () => {
    const fields = shapeOf('hydroponics: towers (ph, ec, water temp) and weekly checks');
    expect(fields.find((entity) => entity.name === 'Tower')?.fields).toEqual(
      expect.arrayContaining(['ph:text', 'ec:text', 'waterTemp:number']),
    );
  });
});
