import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars, formatNumber, formatPercent, formatUsd } from './format';

describe('number formatting', () => {
  it('groups thousands', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(28)).toBe('28');
  });

  it('shows a ratio as a percentage with at most one decimal', () => {
    expect(formatPercent(0.1234)).toBe('12.3%');
    expect(formatPercent(0.2)).toBe('20%');
    expect(formatPercent(1)).toBe('100%');
  });

  it('writes dollars with cents, cents as exact dollars, and whole dollars without cents', () => {
    expect(formatUsd(29)).toBe('$29.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatCents(100_000)).toBe('$1,000.00');
    expect(formatCents(1050)).toBe('$10.50');
    expect(formatDollars(156_780)).toBe('$156,780');
    expect(formatDollars(2.5)).toBe('$2.50');
  });
});
