import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../corpus/behaviour-score.ts';
import { modelOf } from './model/model-test-kit.ts';
import { understand } from './understand.ts';

/** "For each paint I keep how many tins I've got": a count kept is a value, not records. */
describe('how many of something the person keeps for each record', () => {
  it.each([
    [
      "For each paint I keep how many tins I've got and the point where I need to reorder. Flag the ones getting low",
      'paint | ',
      'Paint.lowStock',
    ],
    [
      'For each wool colour we note how many balls are left and the reorder level. Flag the ones running low',
      'colour | ',
      'WoolColour.lowStock',
    ],
    [
      'Our camping gear: for each tent I keep how many pegs I have and the reorder point',
      'tent | ',
      'Tent.lowStock',
    ],
    [
      'the spices in my pantry, each with how many jars I have. Tell me when any is running low',
      'spice | ',
      'Spice.lowStock',
    ],
    [
      'Workshop screws by size, each with how many boxes we have - warn me when any runs low',
      'screw | ',
      'WorkshopScrew.lowStock',
    ],
  ])('is a number of the record: %s', (prompt, model, found) => {
    expect(modelOf(prompt)).toBe(model);
    expect(behaviourFound(understand(prompt).spec)).toEqual([found]);
  });
});
