import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/** "the current temperature", "the current pH of each pond": the latest of its readings. */
describe('a current figure of each record', () => {
  it.each([
    [
      "I've got 3 compost heaps and I take the temperature of each heap every few days. For each heap show me the current temperature and the hottest it has ever got",
      ['Heap.latest', 'Heap.max'],
    ],
    ['We test the pH of each pond every month; show the current pH of each pond.', ['Pond.latest']],
  ])('"%s"', (prompt, expected) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual(expected);
  });
});
