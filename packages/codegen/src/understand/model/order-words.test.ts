import { describe, expect, it } from 'vitest';
import { recordsOf } from './model-test-kit.ts';

/**
 * "since the previous dip": where nothing else names what is kept, a word of order is never the
 * record; the act it orders is.
 */
describe('a word of order names no record', () => {
  it.each([
    ['I dip the tank every Saturday. Show how much went since the previous dip.', 'dip'],
    ['I rake the sand pit each morning. Show how long since the previous rake.', 'rake'],
  ])('%s', (prompt, record) => {
    expect(recordsOf(prompt)).toEqual([record]);
  });
});
