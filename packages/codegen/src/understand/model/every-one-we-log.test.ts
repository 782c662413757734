import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "every match we log the goals": what someone does for each record, opening the clause or a
 * part after "and", with "for" or without, is each one's own; "every week" is when, no record.
 */
describe('"every X we log Ys"', () => {
  it.each([
    ['five-a-side league: every match we log the goals', 'goal match | goal>match'],
    ['each lesson we record the words learned', 'lesson word | word>lesson'],
    ['our hives, and on each hive I note the inspections', 'hive inspection | inspection>hive'],
  ])("makes them each one's own: %s", (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('leaves a time alone: every week we log workouts', () => {
    expect(modelOf('every week we log workouts')).toBe('workout | ');
  });
});
