import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/** "Their lessons, …" opening the idea: a possessive whose owner is never named before it. */
describe('a possessive with nobody named before it', () => {
  it.each([
    ['their photos', 'photo | '],
    ['Their lessons, each with a date and a price', 'lesson | '],
    ['Its parts: name and price', 'part | '],
    ['His bikes and the rides on each bike', 'bike ride | ride>bike'],
  ])('reads the records it names: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
