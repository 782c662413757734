import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "we hire canoes to holidaymakers, and every hire has a price": what a verb hands to someone is
 * linked through the act the app keeps, each act pointing at both sides; "we track rentals" keeps
 * them; an act may be named by a word of its own ("sell" → sale, "lend" → loan).
 */
describe('a thing handed to someone by an act the app keeps', () => {
  it.each([
    [
      'we hire out bikes to holidaymakers, and every hire has a start time and a price',
      'bike hire holidaymaker | hire>bike hire>holidaymaker',
    ],
    [
      'we rent wetsuits to divers and track the rentals',
      'diver rental wetsuit | rental>diver rental>wetsuit',
    ],
    [
      'we lend telescopes to members; log each loan with a due date',
      'loan member telescope | loan>member loan>telescope',
    ],
  ])('links the act to both: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('links the thing to whom it is handed when no act is kept', () => {
    expect(modelOf('we rent wetsuits to divers')).toBe('diver wetsuit | wetsuit>diver');
  });
});
