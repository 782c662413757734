import { describe, expect, it } from 'vitest';
import { fieldFromPhrase } from './fields.ts';

describe('what is charged per hour or day', () => {
  it.each(['hourly rate', 'day rate', 'nightly rate', 'callout rate'])('%s is money', (phrase) => {
    expect(fieldFromPhrase(phrase, [])?.type).toBe('currency');
  });

  it.each(['heart rate', 'interest rate', 'flow rate'])('…but %s is a number', (phrase) => {
    expect(fieldFromPhrase(phrase, [])?.type).toBe('number');
  });
});
