import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/**
 * "every haircut a client books earns a point, and at 8 points they get a free trim": what is
 * earned toward a reward at a count is a balance of whoever earns it, spent in one tap.
 */
describe('a reward at a count of what is earned', () => {
  it.each([
    [
      'every haircut a client books earns a point, and at 8 points they get a free trim. one tap to cash it in',
      'Client',
    ],
    [
      'each time a member climbs with us they get a stamp; once they have got 12 they swap them for a free session',
      'Member',
    ],
    [
      'every box of eggs a neighbour buys earns a token, and 10 tokens gets them a free box',
      'Neighbour',
    ],
  ])('"%s"', (prompt, owner) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual([
      `${owner}.balance`,
      `${owner}.redeem`,
    ]);
  });
});
