import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/** "each plays for one team": after "each", a plural form is a verb said of each one, no record. */
describe('"each" and a verb', () => {
  it.each([
    ['teams and players, each plays for one team', 'player team | player>team'],
    ['choirs and singers, each sings in one choir', 'choir singer | singer>choir'],
    ['kennels and dogs, each sleeps in one kennel', 'dog kennel | dog>kennel'],
    ['shops and staff, each works at one shop', 'shop staff | staff>shop'],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
