import { describe, expect, it } from 'vitest';
import { formatAmount, formatGwei, shortenHash, shortenHex } from './web3-format';

describe('web3 figures', () => {
  it('cuts a balance to four decimals without rounding it up, with separators', () => {
    expect(formatAmount('99.999979000000000000')).toBe('99.9999');
    expect(formatAmount('1234567.5')).toBe('1,234,567.5000');
    expect(formatAmount('0')).toBe('0.0000');
    expect(formatAmount('.5')).toBe('0.5000');
    expect(formatAmount('1000.25', 0)).toBe('1,000');
  });

  it('reads gas prices in gwei with at most three decimals', () => {
    expect(formatGwei('1.875000001')).toBe('1.875');
    expect(formatGwei('30')).toBe('30');
    expect(formatGwei('0.000000007')).toBe('< 0.001');
    expect(formatGwei('0')).toBe('0');
  });

  it('shortens addresses and hashes to their ends', () => {
    expect(shortenHex('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('0x7099…79C8');
    expect(shortenHash(`0x${'0123456789abcdef'.repeat(4)}`)).toBe('0x01234567…89abcdef');
    expect(shortenHex('0x1234')).toBe('0x1234');
  });
});
