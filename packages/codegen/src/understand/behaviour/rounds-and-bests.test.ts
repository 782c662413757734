import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

const found = (prompt: string) => behaviourFound(understand(prompt).spec);

/**
 * "every week I weigh each rabbit; what each one gained since last week": since the last of a
 * round of readings is since the previous one; without a round, "since last week" is a period.
 */
describe('since the last of a round', () => {
  it.each([
    [
      'Every week I weigh each of my rabbits and I want to see what each one gained since last week',
      'Weighing.difference',
    ],
    [
      'I weigh my lambs every week and want to see how much each lamb put on since last week',
      'Lamb.difference',
    ],
  ])('%s', (prompt, value) => {
    expect(found(prompt)).toContain(value);
  });

  it('without a round, a period: I buy lunches; show how much I spent since last week', () => {
    expect(found('I buy lunches; show how much I spent since last week')).not.toContainEqual(
      expect.stringMatching(/difference/),
    );
  });
});

/** "my best time": the best of times taken is the quickest; "my best" score is the highest. */
describe('the best of times taken', () => {
  it.each([
    ['log every parkrun with my time in minutes, and show my best time', 'Parkrun.min'],
    ['I play darts; log every game with my score and show my best', 'Game.max'],
  ])('%s', (prompt, value) => {
    expect(found(prompt)).toEqual([value]);
  });
});
