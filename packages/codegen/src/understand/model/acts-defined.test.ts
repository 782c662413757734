import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "customers, bikes and rentals - a customer takes out one bike for a day": a clause set right
 * after an act kept says what each act is; the records in it are the act's, not each other's.
 */
describe('an act defined after a dash or a colon', () => {
  it.each([
    [
      'Bike shop: customers, bikes, and rentals - a customer takes out one bike for a day.',
      'bike customer rental | rental>bike rental>customer',
    ],
    [
      'a tutoring app: tutors, pupils and sessions - a tutor teaches one pupil for an hour',
      'pupil session tutor | session>pupil session>tutor',
    ],
    [
      'our canoe club: paddlers, canoes and outings: a paddler takes one canoe on the river',
      'canoe outing paddler | outing>canoe outing>paddler',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('leaves a sentence of its own as it is said: tours, guides and bookings. A guide leads one tour each day.', () => {
    expect(modelOf('tours, guides and bookings. A guide leads one tour each day.')).toBe(
      'booking guide tour | booking>guide guide>tour',
    );
  });
});
