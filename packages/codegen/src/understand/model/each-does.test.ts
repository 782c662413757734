import { describe, expect, it } from 'vitest';
import { linksOf, modelOf, recordsOf } from './model-test-kit.ts';

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

/**
 * "stewards (each one is given one gate)": a clause set apart in parentheses says "each one" of
 * the phrase before it; "stewards", which the tagger reads as an adverb by its ending, is a noun.
 */
describe('"each one" in parentheses after a record', () => {
  it.each([
    ['Crew app: stewards (each one is given one gate) and gates.', 'gate steward | steward>gate'],
    [
      'Choir app: singers (each one belongs to one section) and sections.',
      'section singer | singer>section',
    ],
    [
      'Rescue: kennels (each one has one volunteer), volunteers and dogs.',
      'dog kennel volunteer | kennel>volunteer',
    ],
    ['Ward app: patients (every one is given one bed) and the beds.', 'bed patient | patient>bed'],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

/** "canoes which each live with one member": after "which each", a word that is a verb is one. */
it.each([
  ['members and canoes which each live with one member', 'canoe>member'],
  ["members and kayaks, which each live in one member's garage", 'kayak>member'],
  ['volunteers and the bikes that each live at one volunteer', 'bike>volunteer'],
])('reads the verb after "which each": %s', (prompt, link) => {
  expect(recordsOf(prompt)).not.toContain('live');
  expect(linksOf(prompt)).toContain(link);
});
