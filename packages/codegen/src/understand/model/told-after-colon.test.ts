import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';
import { modelOf } from './model-test-kit.ts';

/** "Netball coaching: every few weeks I test each player's jump": a sentence after a colon, no list. */
describe('what the person tells after a colon', () => {
  it.each([
    [
      "Netball coaching: every few weeks I test each player's vertical jump in cm.",
      'player reading | reading>player',
    ],
    ["Orchard: every month we measure each tree's girth in cm.", 'reading tree | reading>tree'],
  ])('is read as a sentence: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      "Netball coaching: every few weeks I test each player's vertical jump in cm. Show each player's best jump and her latest one.",
      ['Player.latest', 'Player.max'],
    ],
    [
      "Hedge nursery: each week we measure every hedge's height in cm; show the tallest height of each hedge and the latest.",
      ['Hedge.latest', 'Hedge.max'],
    ],
  ])('asks of what it tells: %s', (prompt, expected) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual(expected);
  });
});
