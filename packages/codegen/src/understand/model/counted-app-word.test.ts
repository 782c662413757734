import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "a customer takes one tool for a few days": a word that may name the app ("a tool for …"),
 * counted and kept as records, is one of them, so what follows "for" is no subject of the app.
 */
describe('one of the records, counted, is not the app', () => {
  it.each([
    [
      'Plant hire. Tools, customers and hires where a customer takes one tool for a few days.',
      'customer hire tool | hire>customer hire>tool',
    ],
    [
      'Poster sites. Sites, bands and bookings where a band takes one site for two weeks.',
      'band booking site | booking>band booking>site',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('still reads "one place for my recipes" as an app for recipes', () => {
    expect(modelOf('I want one place for my recipes')).toBe('recipe | ');
  });
});
