import { describe, expect, it } from 'vitest';
import { recordWordsOf } from './model-test-kit.ts';

/**
 * "Work orders are for one part": a word opening a sentence before a plural and the verb the
 * plural takes says what kind of thing it is, never a request ("track orders" is one).
 */
describe('a kind word opening a sentence', () => {
  it.each([
    ['Parts and machines. Work orders are for one part and run on one machine', 'work order'],
    [
      'Tenants and flats. Repair requests are for one flat and come from one tenant',
      'repair request',
    ],
    ['Riders and horses. Ride logs are for one horse', 'ride log'],
  ])('names the records with it: %s', (prompt, record) => {
    expect(recordWordsOf(prompt)).toContain(record);
  });

  it('leaves a request a verb: track orders and invoices', () => {
    expect(recordWordsOf('Track orders and invoices')).toEqual(['order', 'invoice']);
  });
});
