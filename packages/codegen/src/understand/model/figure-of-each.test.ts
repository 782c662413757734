import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "I take the temperature of each heap every few days": a figure of each record, taken again and
 * again, is kept on a reading of it, as "each pumpkin's circumference" is.
 */
describe('the figure of each record, taken again and again', () => {
  it.each([
    [
      "I've got 3 compost heaps and I take the temperature of each heap every few days.",
      'heap reading | reading>heap',
    ],
    [
      'I measure the height of each sunflower every few days.',
      'reading sunflower | reading>sunflower',
    ],
    ['We test the pH of each pond every month.', 'pond reading | reading>pond'],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
