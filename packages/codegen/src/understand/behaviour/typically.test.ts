import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/** "what I'm typically doing", "what I usually run", "on average": an average asked in words. */
describe('an average asked without the word', () => {
  it.each([
    [
      "Time trials: I log each ride with the date, course and my time in minutes. Show my fastest ever ride and what I'm typically doing.",
      ['Ride.average', 'Ride.min'],
    ],
    [
      'Parkruns: date, course, time in minutes. Show what I usually run and my quickest.',
      ['Run.average', 'Run.min'],
    ],
    [
      'I manage four teams and time our stand-up meetings (team, date, minutes). For each team show how long they take on average.',
      ['Team.average'],
    ],
  ])('"%s"', (prompt, expected) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual(expected);
  });
});
