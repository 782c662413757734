import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/** Dates said by what is due ("the date its next jab is due"), "slipped past it", "tap … as it's opened". */
const found = (prompt: string) => behaviourFound(understand(prompt).spec);

describe('dates said by what falls due, and taps as it happens', () => {
  it.each([
    [
      'Jobs for the van, each with the date its next service is due; flag the ones that have slipped past it.',
      ['Job.overdue'],
    ],
    [
      'Goats on the smallholding: each goat has the date its next hoof trim is due, and I want to see which are overdue.',
      ['Goat.overdue'],
    ],
  ])('"%s" is overdue once past it', (prompt, expected) => {
    expect(found(prompt)).toEqual(expected);
  });

  it.each([
    ['Bottles of wine in the cellar: tap each bottle as it is opened.', ['Bottle.markDone']],
    ['Rooms to decorate this year. I tap each room as it gets finished.', ['Room.markDone']],
  ])('"%s" marks it in the state it reaches', (prompt, expected) => {
    expect(found(prompt)).toEqual(expected);
  });
});
