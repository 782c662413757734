import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "which shelf we keep it on", "which room of her house it's in": the one picked with "which" is
 * the one each record is at or goes to, not what it is part of.
 */
describe('the one picked with "which" is each record’s', () => {
  it.each([
    ['tool library: each tool and which shelf we keep it on', 'shelf tool | tool>shelf'],
    [
      'my vinyl shop: each record and which customer we sold it to',
      'customer record | record>customer',
    ],
    [
      'garden planner: list each plant and which bed of the garden it grows in',
      'bed plant | plant>bed',
    ],
    [
      "my grandmother's jewellery: each piece, which box of her dresser it's kept in and which cousin she wants to give it to",
      'box cousin piece | piece>box piece>cousin',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
