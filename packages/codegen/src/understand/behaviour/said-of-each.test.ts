import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

const found = (prompt: string) => behaviourFound(understand(prompt).spec);

/**
 * "every walk I do has a date and a distance": what each record has is its values, with a clause
 * about it between; "days until each one" is asked of the record counted with "each".
 */
describe('values and asks said of each record', () => {
  it.each([
    [
      'every walk i do has a date, a route and the distance. i want the total distance this month',
      ['Walk.sum'],
    ],
    [
      'each quilt that I make has a start date, the fabric cost and the hours. show the total fabric cost this year',
      ['Quilt.sum'],
    ],
  ])('keeps what each has and sums it: %s', (prompt, expected) => {
    expect(found(prompt)).toEqual(expected);
  });

  it.each([
    [
      'Each match has a date, an opponent and a ground, and I want the days until each one.',
      ['Match.daysUntil'],
    ],
    [
      'every audition has a date, the theatre and the role, with a countdown to each one',
      ['Audition.daysUntil'],
    ],
    [
      'every exam has a date, a room and a paper, and I want a countdown to each one',
      ['Exam.daysUntil'],
    ],
  ])('counts down to the one counted: %s', (prompt, expected) => {
    expect(found(prompt)).toEqual(expected);
  });
});
