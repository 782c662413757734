import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

/**
 * "since the previous measurement", "since the last reading": each record's change since the one
 * before it of the same owner, of the number it keeps.
 */

const differencesOf = (prompt: string) =>
  understand(prompt).spec.entities.flatMap((entity) =>
    (entity.computed ?? [])
      .filter((value) => value.kind === 'difference')
      .map((value) => `${entity.name}.${value.field} over ${value.over?.link}`),
  );

describe('a change since the record before', () => {
  it.each([
    [
      'my bonsai trees and their measurements (date, height in cm). show how much each tree has grown since the previous measurement',
      ['Measurement.height over bonsaiTree'],
    ],
    [
      'photocopiers and their readings (date, counter). how many copies were made since the previous reading',
      ['Reading.counter over photocopier'],
    ],
    [
      'our beehives and the weighings of each hive (date, weight in kg). show how much each hive gained since the last weighing',
      ['Weighing.weight over beehive'],
    ],
    [
      'Our village has 3 river gauges. Every morning someone takes a reading at each gauge (water level in cm). Show how much each reading changed since the one before.',
      ['Reading.waterLevel over gauge'],
    ],
    [
      'weigh-ins for my goats: goats and their weighings (date, kg). show the gain compared to the previous weighing',
      ['Weighing.kg over goat'],
    ],
  ])('%s', (prompt, expected) => {
    expect(differencesOf(prompt)).toEqual(expected);
  });

  it('asks no total of "how much … since the last one"', () => {
    const entities = understand(
      'our beehives and the weighings of each hive (date, weight in kg). show how much each hive gained since the last weighing',
    ).spec.entities;
    expect(
      entities.flatMap((entity) =>
        [...(entity.summary ?? []), ...(entity.computed ?? [])].map((value) => value.kind),
      ),
    ).toEqual(['difference']);
  });

  it('keeps a counter typed as text a number', () => {
    const reading = understand(
      'photocopiers and their readings (date, counter). how many copies were made since the previous reading',
    ).spec.entities.find((entity) => entity.name === 'Reading')!;
    expect(reading.fields.find((field) => field.name === 'counter')?.type).toBe('number');
  });

  it('asks no change where no record comes before another: "since last year" of one type alone', () => {
    expect(
      differencesOf('my recipes with cooking time; which ones have I added since last week'),
    ).toEqual([]);
  });

  it('reads "since last month" as a period: a total, no change', () => {
    const van = understand(
      'vans and their fuel fills (date, litres). show how much fuel each van took since last month',
    ).spec.entities.find((entity) => entity.name === 'Van')!;
    expect((van.computed ?? []).map((value) => value.kind)).toEqual(['sum']);
  });
});
