import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/**
 * "which ones have gone too long", "any we've let slip": asked of things done again after an
 * interval, they are overdue once it has passed since the last time, which a tap sets.
 */
describe('things let go too long after their interval', () => {
  it.each([
    [
      "The bathrooms in the hostel get a deep clean every week; I tap when a bathroom is done and want to see any we've let slip.",
      'Bathroom',
    ],
    [
      'Our fire doors need checking every month. A button when a door is checked, and show which doors have gone too long.',
      'Door',
    ],
    [
      'The gutters on each of our rental houses get cleared every 6 months - tap when it is done and flag any house we have let it slip on.',
      'House',
    ],
  ])('"%s"', (prompt, owner) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual([
      `${owner}.markDone`,
      `${owner}.overdue`,
    ]);
  });
});
