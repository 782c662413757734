import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "guests, the tables they sit at, and …": a clause ending in a preposition before the list's next
 * comma places the records before it in the ones it describes, as it does before "and".
 */
describe('a preposition left at a comma places what it is said of', () => {
  it('an aviary app: birds, the cages they live in, and the feeding rota', () => {
    expect(modelOf('an aviary app: birds, the cages they live in, and the feeding rota')).toBe(
      'bird cage | bird>cage',
    );
  });

  it('our pupils, the desks they sit at, and lessons', () => {
    expect(modelOf('our pupils, the desks they sit at, and lessons')).toContain('pupil>desk');
  });
});

/**
 * "the vans and crew sent to each move": a phrase said plainly after "and" shares the opening
 * word of the one before, and what is said of both.
 */
describe('two phrases under one opening word share what is said of them', () => {
  it.each([
    [
      'house moves: the moves, the vans and crew sent to each move',
      'crew move van | crew>move van>move',
    ],
    [
      'book club: members and the drinks and snacks, each brought by one member',
      'drink member snack | drink>member snack>member',
    ],
    [
      'my gigs and the lights and speakers used at each gig',
      'gig light speaker | gig<>light gig<>speaker',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    ['rooms, boxes and the items packed in each box', 'box item room | item>box'],
    ['the whale and dolphin sightings logged on each boat trip', 'sighting trip | sighting>trip'],
  ])('not a phrase with an opening of its own, nor one word of a kind: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
