import { describe, expect, it } from 'vitest';
import { checksummedOnly, normalizedAddress } from './web3-addresses';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MISTYPED = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8';

describe('addresses', () => {
  it('normalizes any case to the checksummed form, refusing a failed checksum', () => {
    expect(normalizedAddress(ADDRESS.toLowerCase(), 'address')).toBe(ADDRESS);
    expect(normalizedAddress(`0x${ADDRESS.slice(2).toUpperCase()}`, 'address')).toBe(ADDRESS);
    expect(normalizedAddress(ADDRESS, 'address')).toBe(ADDRESS);
    expect(() => normalizedAddress(MISTYPED, 'address')).toThrow('fails its EIP-55 checksum');
  });

  it('takes only the checksummed form for transfers, naming it', () => {
    expect(checksummedOnly(ADDRESS, 'recipient')).toBe(ADDRESS);
    expect(() => checksummedOnly(ADDRESS.toLowerCase(), 'recipient')).toThrow(
      `Write the recipient in its checksummed form (EIP-55): ${ADDRESS}.`,
    );
    expect(() => checksummedOnly(MISTYPED, 'recipient')).toThrow('fails its EIP-55 checksum');
  });
});
