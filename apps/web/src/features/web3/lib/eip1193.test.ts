import { afterEach, describe, expect, it, vi } from 'vitest';
import { providerFor, rpcCodeOf, walletErrorMessage, type Eip1193Provider } from './eip1193';

const aProvider = (flags: Partial<Eip1193Provider> = {}): Eip1193Provider => ({
  request: vi.fn(),
  ...flags,
});

describe('finding the browser wallet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds none without an injected provider, and never one for WalletConnect', () => {
    expect(providerFor('metamask')).toBeNull();
    vi.stubGlobal('ethereum', aProvider());
    expect(providerFor('walletconnect')).toBeNull();
  });

  it('takes the extension that names itself, else an unbranded wallet', () => {
    const metamask = aProvider({ isMetaMask: true });
    const coinbase = aProvider({ isCoinbaseWallet: true, isMetaMask: true });
    vi.stubGlobal('ethereum', { ...metamask, providers: [coinbase, metamask] });
    expect(providerFor('metamask')).toBe(metamask);
    expect(providerFor('coinbase')).toBe(coinbase);

    const generic = aProvider();
    vi.stubGlobal('ethereum', generic);
    expect(providerFor('coinbase')).toBe(generic);
    vi.stubGlobal('ethereum', metamask);
    expect(providerFor('coinbase')).toBeNull();
  });

  it("reads a wallet's error code, wrapped or not, as a sentence", () => {
    expect(rpcCodeOf({ code: 4902 })).toBe(4902);
    expect(rpcCodeOf({ data: { originalError: { code: 4902 } } })).toBe(4902);
    expect(rpcCodeOf(new Error('no code'))).toBeNull();
    expect(walletErrorMessage({ code: 4001, message: 'User rejected' })).toBe(
      'You declined the request in your wallet.',
    );
    expect(walletErrorMessage({ code: -32603, message: 'insufficient funds for gas' })).toBe(
      'insufficient funds for gas',
    );
  });
});
