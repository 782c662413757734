import { describe, expect, it } from 'vitest';
import { modelOf } from './model/model-test-kit.ts';
import { isPluralNoun, singularOf } from './text.ts';

/** Words ending in "ga" are counted like any other ("milongas", "sagas"); "gas", "biogas" are not plurals. */
describe('plurals in "-gas"', () => {
  it.each([
    ['milongas', 'milonga'],
    ['sagas', 'saga'],
    ['mangas', 'manga'],
  ])('"%s" is the plural of "%s"', (plural, singular) => {
    expect(isPluralNoun(plural)).toBe(true);
    expect(singularOf(plural)).toBe(singular);
  });

  it.each(['gas', 'biogas'])('"%s" is no plural', (word) => {
    expect(isPluralNoun(word)).toBe(false);
    expect(singularOf(word)).toBe(word);
  });

  it.each([
    [
      'tango club: we run milongas. the milongas and venues, each milonga is at one venue',
      'milonga venue | milonga>venue',
    ],
    ['fantasy reading: sagas and books, each book belongs to one saga', 'book saga | book>saga'],
    ['my manga shelf: mangas and their authors', 'author manga | manga>author'],
  ])('one record type for both: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

/** "fuses" is the plural of "fuse", not of "fus". */
it('reads "fuses" as fuses', () => {
  expect(singularOf('fuses')).toBe('fuse');
  expect(modelOf('my electrical stock: fuses, sockets and cables')).toBe('cable fuse socket | ');
});
