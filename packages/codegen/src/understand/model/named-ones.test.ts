import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "weigh-ins for Biscuit, Pepper and Mochi", "jabs for Nala and Simba, our two cats": the ones a
 * person names are records of a kind, never kinds of record themselves.
 */
describe('ones named after a preposition', () => {
  it.each([
    [
      'Weekly guinea pig weigh-ins for Biscuit, Pepper and Mochi. I want each pig’s current weight.',
      'pig weigh-in | weigh-in>pig',
    ],
    ['Vet visits and jabs for Nala and Simba, our two cats.', 'cat jab visit | jab>cat visit>cat'],
    [
      'Chores for Mia, Zack and Lily, my three kids: each chore with points and who did it.',
      'chore kid | chore>kid',
    ],
    [
      'Swimming badges for Poppy and Alfie. Each badge has a distance and the date earned.',
      'badge | ',
    ],
  ])('are no record types: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
