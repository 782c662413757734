import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { behaviourFound } from '../../corpus/behaviour-score.ts';

/** Stock that runs low, said in everyday words. */

const spec = (prompt: string) => understand(prompt).spec;

describe('stock that needs buying', () => {
  it.each([
    [
      'the ingredients in the van with how many we have and the level where I need to order more',
      'Ingredient.lowStock',
    ],
    [
      'our spare parts with the quantity of each. remind me when I should buy more',
      'Part.lowStock',
    ],
    [
      'the cleaning products in the store cupboard with the quantity. let me know when we need to order more',
      'CleaningProduct.lowStock',
    ],
    // "how much is left" is the stock each keeps, no total asked.
    [
      'Keep my paints (acrylic, oil, gouache) with how much is left and a minimum, and warn me when something needs buying.',
      'Paint.lowStock',
    ],
    [
      'my spices with how much is left of each and the level where I restock; warn me when one is low',
      'Spice.lowStock',
    ],
  ])('is flagged low: %s', (prompt, expected) => {
    expect(behaviourFound(spec(prompt))).toEqual([expected]);
  });
});

describe('something running low, said of no record', () => {
  it.each([
    [
      'a list of the parts in the van with how many we have. tell me when anything is running low',
      'Part.lowStock',
    ],
    [
      'my craft supplies with how many of each I have. warn me when something runs out',
      'CraftSupply.lowStock',
    ],
    [
      'the printer inks we keep with how many of each we have. tell me whenever one is running short',
      'PrinterInk.lowStock',
    ],
  ])('is the one record that keeps a count: %s', (prompt, expected) => {
    expect(behaviourFound(spec(prompt))).toEqual([expected]);
  });
});

describe('"running low", "order more"', () => {
  it.each([
    'office supplies with quantity on hand and a reorder level. flag whatever is running low',
    'the spices in my rack with how many jars we have and when to order more',
    'the printer inks we keep with how many of each we have, and the point where I should order more',
  ])('name neither a running log nor orders: %s', (prompt) => {
    const labels = spec(prompt).entities.flatMap((entity) => entity.fields.map(({ name }) => name));
    expect(labels).not.toContain('pace');
    expect(labels).not.toContain('customer');
  });
});
