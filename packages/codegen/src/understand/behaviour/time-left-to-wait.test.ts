import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/** "how long I've still got to wait", "how many weeks do I have left": a countdown to its date. */
const found = (prompt: string) => behaviourFound(understand(prompt).spec);

describe('time left to wait for a date', () => {
  it.each([
    ['Exams with their dates - how many weeks do I have left for each?', ['Exam.daysUntil']],
    [
      'Concerts coming up, each with its date, so I can see how long I’ve still got to wait for each one.',
      ['Concert.daysUntil'],
    ],
    [
      'Holidays we have booked, with the date we fly. Show how many days we have got left before each.',
      ['Holiday.daysUntil'],
    ],
  ])('"%s" counts the days to it', (prompt, expected) => {
    expect(found(prompt)).toEqual(expected);
  });
});
