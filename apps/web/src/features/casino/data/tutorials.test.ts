import { describe, expect, it } from 'vitest';
import { TUTORIALS } from './tutorials';

describe('the tutorials (spec 02 §3/§9)', () => {
  it('are general, slots, roulette and poker: 5, 7, 10 and 15 minutes, two steps each', () => {
    expect(TUTORIALS.map((tutorial) => [tutorial.type, tutorial.duration, tutorial.steps.length])).toEqual([
      ['general', 5, 2],
      ['slots', 7, 2],
      ['roulette', 10, 2],
      ['poker', 15, 2],
    ]);
    expect(new Set(TUTORIALS.map((tutorial) => tutorial.difficulty))).toEqual(new Set(['Beginner', 'Intermediate']));
  });

  it('gives every step a title, a description, content and a Pro Tip', () => {
    for (const step of TUTORIALS.flatMap((tutorial) => tutorial.steps)) {
      for (const text of [step.title, step.description, step.content, step.tip]) expect(text.trim(), step.id).not.toBe('');
    }
    expect(new Set(TUTORIALS.map((tutorial) => tutorial.id)).size).toBe(TUTORIALS.length);
  });
});
