import { describe, expect, it } from 'vitest';
import { recordsOf } from './model-test-kit.ts';

/**
 * "I sell macarons from my kitchen. customers, orders, flavours …": what the first sentence says
 * the app is about, named there only and linked to nothing, is not one more record type where
 * the records listed after it are linked.
 */
describe('the subject of a first sentence, then linked records', () => {
  it.each([
    [
      'I sell macarons from my kitchen. customers, orders, flavours - each order is for one customer and has several flavours',
      ['customer', 'flavour', 'order'],
    ],
    [
      'I am a volunteer counting barn owls in our county. I need farms, the boxes on each farm, and visits to each box with the date and what we saw.',
      ['box', 'farm', 'visit'],
    ],
  ])('%s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });
});
