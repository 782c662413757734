import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/** What a balance is kept in, named in a few words, and records earned that are only counted. */

const foundIn = (prompt: string) => behaviourFound(understand(prompt).spec);

describe('a unit named by a compound', () => {
  it.each([
    [
      'the kids earn screen time tokens for chores and spend them on tablet time, show how many tokens each kid has',
      'Kid',
    ],
    [
      'pupils earn house merit points for good work and spend them in the school shop. show each pupil’s points',
      'Pupil',
    ],
    [
      'volunteers earn free meal vouchers for each shift and redeem them at the cafe; show how many vouchers each volunteer has',
      'Volunteer',
    ],
  ])('is its last counted word, a balance spent again with "them": %s', (prompt, owner) => {
    expect(foundIn(prompt)).toEqual(
      expect.arrayContaining([`${owner}.balance`, `${owner}.redeem`]),
    );
  });
});

describe('records earned and never spent', () => {
  it.each([
    [
      'scouts, badges, and each time a scout earns a badge. show how many badges each scout has',
      'Scout',
    ],
    [
      'swimmers and certificates: a swimmer earns certificates, show how many certificates each swimmer has',
      'Swimmer',
    ],
    [
      'players, trophies, and every time a player earns a trophy; how many trophies each player has',
      'Player',
    ],
  ])('are counted, not a balance: %s', (prompt, owner) => {
    const found = foundIn(prompt);
    expect(found).toContain(`${owner}.count`);
    expect(found).not.toContain(`${owner}.balance`);
  });
});
