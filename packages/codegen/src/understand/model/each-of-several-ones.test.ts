import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "the tours we run, each in one city and led by one guide": an "each" set apart may say several
 * ones, joined by "and", a participle before the later ones or not; each record has each of them.
 */
describe('each set apart with several ones', () => {
  it.each([
    [
      'walking tours: our cities, our guides, and the tours we run, each in one city and led by one guide',
      'city guide tour | tour>city tour>guide',
    ],
    [
      'our boats and skippers, and the charters, each on one boat and with one skipper',
      'boat charter skipper | charter>boat charter>skipper',
    ],
    [
      'riding school: arenas, instructors and lessons, each in one arena and taught by one instructor',
      'arena instructor lesson | lesson>arena lesson>instructor',
    ],
  ])('links each to every one: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
