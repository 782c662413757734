import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "each quiz, and the questions in it": "it" after a preposition is the record counted with
 * "each" (else the last one named), and what is in it is its own.
 */
describe('the records in "it"', () => {
  it.each([
    ['I keep each recipe and all the steps in it', 'recipe step | step>recipe'],
    ['each album and the songs on it', 'album song | song>album'],
    [
      'every playlist, which party it was for, and the tracks on it',
      'party playlist track | playlist>party track>playlist',
    ],
  ])('are its own: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
