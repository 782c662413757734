import { describe, expect, it } from 'vitest';
import { recordsOf } from './model-test-kit.ts';

/**
 * "the public send in questions": people named by an adjective after "the", then what they do;
 * the verb is no record type.
 */
describe('"the public" doing something', () => {
  it.each([
    [
      'a helpline where the public send in questions and our volunteers answer each question',
      ['question', 'volunteer'],
    ],
    ['the public send in photos for our calendar, and each photo is for one month', ['photo']],
  ])('reads the verb as a verb: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });
});
