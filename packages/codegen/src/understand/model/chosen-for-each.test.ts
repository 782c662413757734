import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "I choose four hymns for each service": several chosen for each, from those there are, are
 * chosen again and again: many of each; what is made or bought for each is still its own.
 */
describe('several chosen for each are many of each', () => {
  it.each([
    [
      'I run a church choir: hymns, services, and I choose four hymns for each service',
      'hymn service | hymn<>service',
    ],
    [
      'netball coach: my players and our matches, I select seven players for each match',
      'match player | match<>player',
    ],
    ['we pick the songs for each gig from our list of songs', 'gig song | gig<>song'],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    ['catering: our events and the cakes I bake for each event', 'cake event | cake>event'],
    ['I buy supplies for each job: jobs and supplies with cost', 'job supply | supply>job'],
  ])('keeps what is made for each its own: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
