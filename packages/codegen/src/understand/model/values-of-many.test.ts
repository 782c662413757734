import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { modelOf } from './model-test-kit.ts';

/**
 * "the kilns have names and temperatures": values said of many records at once, in the plural,
 * are one of each per record, not records of their own; what the records hold stays a record.
 */
describe('values said in the plural of many records', () => {
  it.each([
    ['our kilns have names and firing temperatures', 'kiln | '],
    ['a list of my guitars, which have nicknames and prices', 'guitar | '],
    ['I keep greenhouses that have names and sizes', 'greenhouse | '],
    ['the bands have names, and each band plays gigs', 'band gig | gig>band'],
  ])('are values of each: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('keeps what they hold among the values: goats have names and kids', () => {
    expect(modelOf('our goats have names, birthdays and kids')).toBe('goat kid | kid>goat');
  });

  it('keeps a record called by names: baby names with their meanings', () => {
    expect(modelOf('an app to collect baby names I like, with their meanings')).toContain('name');
  });

  it('names each value in the singular: one firing temperature per kiln, and its one name', () => {
    const [kiln] = understand('our kilns have names and firing temperatures').spec.entities;
    expect(kiln?.fields.map((field) => `${field.name}:${field.type}`)).toEqual([
      'name:text',
      'firingTemperature:number',
    ]);
  });
});
