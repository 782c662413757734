import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

const fieldNames = (prompt: string) =>
  understand(prompt).spec.entities.flatMap((entity) => entity.fields.map((field) => field.name));

describe('examples in parentheses are not values', () => {
  it.each([
    [
      'A log of my workouts (runs, swims, bike rides) with the date and distance',
      ['runs', 'swims', 'bikeRides'],
    ],
    [
      'the medical supplies in our clinic (syringes, gloves, masks) and how many boxes of each are left',
      ['syringes', 'gloves', 'masks'],
    ],
    [
      "an app for the choir's singers (sopranos, altos, tenors) with their phone numbers",
      ['sopranos', 'altos', 'tenors'],
    ],
  ])('%s', (prompt, examples) => {
    const names = fieldNames(prompt);
    expect(names.length).toBeGreaterThan(2);
    for (const example of examples) expect(names).not.toContain(example);
  });

  it.each([
    ['flashcard decks with cards (front, back, learned yes/no)', ['front', 'back', 'learned']],
    ['our bulls (stud code, breed) and the straws we sell', ['studCode', 'breed']],
    ['a shop with products (size, colour) and a price for each', ['size', 'colour']],
  ])('values in parentheses stay values: %s', (prompt, values) => {
    const names = fieldNames(prompt);
    for (const value of values) expect(names).toContain(value);
  });
});
