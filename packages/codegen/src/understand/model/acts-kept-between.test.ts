import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "Members borrow tools; log each loan": where the act of a verb is kept as a record, those it
 * happens between are records too, and each act links to both.
 */
describe('the act kept between two records links to both', () => {
  it.each([
    [
      'Scouts borrow tents from our store and I keep each loan with the day it should come back',
      'loan scout tent | loan>scout loan>tent',
    ],
    [
      'holiday cottage lets: families rent cottages, every rental has an arrival and a departure date',
      'cottage family rental | rental>cottage rental>family',
    ],
    [
      'Diners book tables at my bistro; each booking has a time and how many people',
      'booking diner table | booking>diner booking>table',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

/**
 * "note which rider took which horse": two records picked of each other by a verb are both
 * kept, many of each; "which kid has which scooter" says whose each one is.
 */
describe('two picked of each other are both kept', () => {
  it.each([
    ['log which rider took which horse out, and for how long', 'horse rider | horse<>rider'],
    ['I want to see which nurse staffed which ward', 'nurse ward | nurse<>ward'],
    ['show which porter moved which patient', 'patient porter | patient<>porter'],
    ['keep track of which child has which library book', 'book child | book>child'],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
