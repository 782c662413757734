import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

/** A span of time said with its count is how long: it names no record. */

describe('spans of time', () => {
  it.each([
    ['Feeding points: warn me if a point has gone more than 3 days without food.', 'FeedingPoint'],
    ['The water tanks: tell me if a tank has gone more than 10 days without a check.', 'WaterTank'],
  ])('"%s": no record of days', (prompt, main) => {
    const names = understand(prompt).spec.entities.map((entity) => entity.name);
    expect(names).toEqual([main]);
  });

  it('keeps "one day" that says which day a record is on', () => {
    const spec = understand(
      'Volunteer rota: rooms, stewards and days, and shifts: a shift is one steward covering one room on one day.',
    ).spec;
    const shift = spec.entities.find((entity) => entity.name === 'Shift')!;
    expect(
      shift.fields.filter((field) => field.type === 'relation').map((field) => field.relation),
    ).toEqual(expect.arrayContaining(['Steward', 'Room', 'Day']));
  });
});
