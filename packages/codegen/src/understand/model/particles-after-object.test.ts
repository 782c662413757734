import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "I rent kayaks out to tourists": a particle the verb leaves behind its object reads as the
 * verb's, exactly as "I rent out kayaks to tourists" does.
 */
describe('a particle after the object is the verb’s', () => {
  it.each([
    [
      'I rent paddleboards out to visitors by the hour',
      'I rent out paddleboards to visitors by the hour',
    ],
    ['we lend our projectors out to teachers', 'we lend out our projectors to teachers'],
    ['I hire marquees out to wedding couples', 'I hire out marquees to wedding couples'],
  ])('%s', (separated, together) => {
    expect(modelOf(separated)).toBe(modelOf(together));
  });

  it.each([
    [
      'I rent paddleboards out to visitors by the hour',
      'paddleboard visitor | paddleboard>visitor',
    ],
    ['we lend our projectors out to teachers', 'projector teacher | projector>teacher'],
  ])('links what is handed to whom: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
