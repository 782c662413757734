import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "tanks on the racks (rack, position, volume)": where records are said to be, listed again
 * among their values, is one of their values; a place the idea keeps of its own stays a record.
 */
describe('where records are, listed among their values', () => {
  it.each([
    [
      'Fish room: tanks on the racks (rack, position, volume) and fish lines (name, genotype)',
      'line tank | ',
    ],
    [
      'Home library: books on the shelves (title, author, shelf) and the friends I lend them to',
      'book friend | ',
    ],
    [
      'allotment: plants in the beds (name, bed, planted on) and the harvests of each plant (date, weight)',
      'harvest plant | harvest>plant',
    ],
    [
      'Wine cellar: bottles in the racks (wine, vintage, rack, slot) and tasting notes for each bottle',
      'bottle note | note>bottle',
    ],
  ])('is a value: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it.each([
    [
      'allotment: beds (name, size) and plants in the beds (name, bed, planted on)',
      'bed plant | plant>bed',
    ],
    [
      'Wine cellar: racks (location, slots) and bottles in the racks (wine, vintage, rack)',
      'bottle rack | bottle>rack',
    ],
  ])('stays a record when kept of its own: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
