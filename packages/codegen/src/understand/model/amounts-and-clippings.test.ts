import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

describe('an amount standing alone after a verb ("a steward works loads")', () => {
  it.each([
    [
      'stadium app: stewards and shifts. each shift has several stewards and a steward works loads',
      'shift steward | shift<>steward',
    ],
    [
      'pub quiz league: teams and quizzes, every quiz has a dozen teams and teams enter lots',
      'quiz team | quiz<>team',
    ],
    [
      'walking tours: guides and tours, each tour has a few guides, a guide leads heaps',
      'guide tour | guide<>tour',
    ],
  ])('is as many of the other records, both ways: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a person named short ("ref", "vet", "prof")', () => {
  it.each([
    [
      'clinic: veterinarians, pets and appointments. each appointment is with one vet',
      'appointment pet veterinarian | appointment>veterinarian',
    ],
    [
      'agency: representatives and clients, each client has one rep',
      'client representative | client>representative',
    ],
    [
      'college: professors and courses, each course is taught by one prof',
      'course professor | course>professor',
    ],
  ])('is the person named in full: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
