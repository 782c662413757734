import { describe, expect, it } from 'vitest';
import { recordsOf } from './model-test-kit.ts';

/**
 * "the parts I used - valves, caps, transformers": a list after a colon or a dash that follows a
 * plural and what the person does with it, or where it comes from, gives examples of it, as
 * parentheses would; right after a plural it names what is kept.
 */
describe('examples after a colon or a dash', () => {
  it.each([
    [
      'dog grooming: for each groom I note the products I used - shampoos, conditioners, sprays',
      ['groom', 'product'],
    ],
    ['my allotment: the beds and the crops we grow: beans, leeks, onions', ['bed', 'crop']],
    // …or where they come from.
    ['every callout I log which spares I used - fuses, sockets, cables', ['callout', 'spare']],
    ['each batch uses grains from our store - barley, rye, oats', ['batch', 'grain']],
    // …or what the person does with them, said before.
    ['I hire out boats - kayaks, canoes, paddleboards - to tourists', ['boat']],
    ['the tools we lend out: ladders, drills, strimmers', ['tool']],
  ])('%s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });

  it('names records right after a plural: We keep bees: hives, queens and honey harvests', () => {
    expect(recordsOf('We keep bees: hives, queens and honey harvests')).toEqual([
      'harvest',
      'hive',
      'queen',
    ]);
  });
});
