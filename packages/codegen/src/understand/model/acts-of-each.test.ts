import { describe, expect, it } from 'vitest';
import { linksOf, modelOf, recordsOf } from './model-test-kit.ts';

/**
 * What is done or logged of each record is kept again and again, each pointing to it ("we log the
 * harvest of each tree", "an inspection of each plot"); a season is when and a hand is how, never
 * a kind of record.
 */

describe('what is logged or done of each record', () => {
  it.each([
    [
      'orchard: rows and trees, each tree in one row. we log the harvest of each tree with kg.',
      'harvest row tree | harvest>tree tree>row',
    ],
    [
      'orchard: trees (variety), and we record the yield of each tree with kg and date',
      'tree yield | yield>tree',
    ],
    ['fishing trips: I note the catch of every trip with weight', 'catch trip | catch>trip'],
    [
      'allotment society: plots and plot holders, each holder rents one plot. We do an inspection of each plot with a grade.',
      'holder inspection plot | holder>plot inspection>plot',
    ],
    [
      'ferry company: boats and crew. we carry out a safety inspection of each boat monthly (date, result)',
      'boat crew inspection | inspection>boat',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('keeps the one person each has: "we record the owner of each dog"', () => {
    expect(modelOf('kennel: dogs, and we record the owner of each dog')).toBe(
      'dog owner | dog>owner',
    );
  });
});

describe('a season or a manner said in passing', () => {
  it.each([
    [
      'allotment society: plots and plot holders, each holder rents one plot. Every spring we grade each plot.',
      ['gradation', 'holder', 'plot'],
    ],
    [
      'apple orchard: rows of trees, each tree in one row (variety, year planted). Each autumn we pick by hand.',
      ['row', 'tree'],
    ],
    [
      'our choir: singers and concerts. Every winter we sing at the cathedral and we travel on foot',
      ['concert', 'singer'],
    ],
  ])('%s', (prompt, records) => {
    expect(recordsOf(prompt).sort()).toEqual(records);
  });
});

describe('"each crate of apples", "every bottle of wine"', () => {
  it.each([
    [
      'I manage crates, farms and shops. every crate of apples is bought from one farm and goes to one shop.',
      ['crate>farm', 'crate>shop'],
    ],
    [
      'our coop: members and sales; each sale of butter (kg, price) is made by one member',
      ['sale>member'],
    ],
    [
      'cellar: vineyards and bottles. each bottle of wine is from one vineyard',
      ['bottle>vineyard'],
    ],
  ])('the one counted is the subject: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(expect.arrayContaining(links));
  });

  it('reads what each bottle holds, bare, as no record', () => {
    expect(modelOf('cellar: vineyards and bottles. each bottle of wine is from one vineyard')).toBe(
      'bottle vineyard | bottle>vineyard',
    );
  });

  it('keeps "each type of cake" a cake', () => {
    expect(modelOf('bakery: bakers and cakes, each type of cake is made by one baker')).toContain(
      'cake>baker',
    );
  });
});
