import { describe, expect, it } from 'vitest';
import { fieldFromPhrase } from './fields.ts';
import { understand } from './understand.ts';

/**
 * Money named by what it is counted in ("with the rupees", "takings in naira") is an amount in
 * that currency, kept by the record, and "what I made this week" is its total.
 */
describe('money named by its currency', () => {
  it.each([
    ['the rupees', 'rupees', 'INR'],
    ['takings in naira', 'takings', 'NGN'],
    ['the money in cedis', 'money', 'GHS'],
    ['fare in baht', 'fare', 'THB'],
  ])('"%s" is money', (phrase, name, unit) => {
    expect(fieldFromPhrase(phrase, [])).toMatchObject({ name, type: 'currency', unit });
  });

  it.each([
    [
      'fruit stall: I log every sale with the pesos, show me what I made this week',
      'pesos',
      'week',
    ],
    [
      'tuk-tuk driver: I note each fare with the baht, and want to see what I earned each day',
      'baht',
      'day',
    ],
  ])('%s', (prompt, field, period) => {
    const [record] = understand(prompt).spec.entities;
    expect(record?.fields.find((candidate) => candidate.name === field)?.type).toBe('currency');
    expect(record?.summary).toEqual([expect.objectContaining({ kind: 'sum', field, period })]);
  });
});
