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

/** "volunteers, each is assigned one stage": each one gets its one, as "each volunteer is assigned". */
describe('"each" and an allocating verb', () => {
  it.each([
    [
      'Festival: volunteers, each is assigned one stage, and stages.',
      'stage volunteer | volunteer>stage',
    ],
    ['Depot: vans and drivers, each is allocated one van', 'driver van | driver>van'],
    ['Ward: nurses, each one is rostered one ward, and wards', 'nurse ward | nurse>ward'],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
