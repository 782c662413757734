import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/**
 * "the day's takings", "the turnover": a total of the money taken; "the average per cone" of the
 * records kept is the average over them all, of the value they keep.
 */
describe('takings and the average per record', () => {
  it.each([
    [
      'candyfloss stall at the show - record each cone with the price, show the day’s takings and the average per cone',
      ['Cone.average', 'Cone.sum'],
    ],
    [
      'plant stall: I log each pot I sell with the price; show the takings and the average per pot',
      ['Pot.average', 'Pot.sum'],
    ],
    ['car boot sale: I log every order with its price, show the turnover', ['Order.sum']],
  ])('%s', (prompt, values) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual(values);
  });
});
