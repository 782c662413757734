import { describe, expect, it } from 'vitest';
import { holdsPrivateKey } from './private-key-guard';

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const SEED = 'test test test test test test test test test test test junk';

describe('holdsPrivateKey', () => {
  it('finds fields named like a key or seed at any depth', () => {
    expect(holdsPrivateKey({ privateKey: 'x' }, false)).toBe(true);
    expect(holdsPrivateKey({ wallet: { PRIVATE_KEY: 1 } }, false)).toBe(true);
    expect(holdsPrivateKey({ accounts: [{ seedPhrase: [] }] }, false)).toBe(true);
    expect(holdsPrivateKey({ clientSecret: null }, false)).toBe(true);
    expect(holdsPrivateKey({ keystore: {} }, false)).toBe(true);
  });

  it('finds key- and seed-shaped values only where values are checked', () => {
    for (const value of [KEY, KEY.slice(2), ` ${KEY.toUpperCase()} `, SEED]) {
      expect(holdsPrivateKey({ note: value }, true)).toBe(true);
      expect(holdsPrivateKey([[value]], true)).toBe(true);
      expect(holdsPrivateKey({ txHash: value }, false)).toBe(false);
    }
  });

  it('lets ordinary requests through', () => {
    const transfer = {
      network: 'ethereum',
      toAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      tokenAddress: '',
      amount: '0.5',
    };
    expect(holdsPrivateKey(transfer, true)).toBe(false);
    expect(holdsPrivateKey({ walletType: 'metamask', keyboard: 'dvorak' }, true)).toBe(false);
    expect(
      holdsPrivateKey({ note: 'send twelve words to my friend please ok thanks now' }, true),
    ).toBe(false);
    expect(holdsPrivateKey(undefined, true)).toBe(false);
    expect(holdsPrivateKey(`0x${'a'.repeat(63)}`, true)).toBe(false);
  });
});
