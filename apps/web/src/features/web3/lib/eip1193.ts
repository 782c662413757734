import type { WalletType } from '@appforge/shared/contracts/web3';

/** A browser wallet as EIP-1193 describes it (MetaMask, Coinbase Wallet and most others). */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
  isMetaMask?: boolean;
  isCoinbaseWallet?: boolean;
  /** Several extensions installed side by side list themselves here. */
  providers?: Eip1193Provider[];
}

/** EIP-1193 §"Provider errors": the user declined; EIP-3326: the wallet does not know the chain. */
export const USER_REJECTED = 4001;
export const UNRECOGNIZED_CHAIN = 4902;
const REQUEST_PENDING = -32002;

export function injectedProviders(): Eip1193Provider[] {
  const injected = (window as { ethereum?: Eip1193Provider }).ethereum;
  if (!injected) return [];
  return injected.providers?.length ? injected.providers : [injected];
}

const isMetaMask = (provider: Eip1193Provider) =>
  provider.isMetaMask === true && provider.isCoinbaseWallet !== true;
const isCoinbase = (provider: Eip1193Provider) => provider.isCoinbaseWallet === true;
const isUnbranded = (provider: Eip1193Provider) => !provider.isMetaMask && !isCoinbase(provider);

/**
 * The injected wallet a button stands for: the extension that names itself so, else a wallet that
 * names no brand (any EIP-1193 wallet serves). WalletConnect is never injected.
 */
export function providerFor(walletType: WalletType): Eip1193Provider | null {
  if (walletType === 'walletconnect') return null;
  const providers = injectedProviders();
  const branded = providers.find(walletType === 'metamask' ? isMetaMask : isCoinbase);
  return branded ?? providers.find(isUnbranded) ?? null;
}

/** The error code a wallet answered with; some wallets wrap it in `data.originalError`. */
export function rpcCodeOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, data } = error as { code?: unknown; data?: { originalError?: { code?: unknown } } };
  if (typeof code === 'number') return code;
  const inner = data?.originalError?.code;
  return typeof inner === 'number' ? inner : null;
}

/** What a wallet's refusal means, in a sentence. */
export function walletErrorMessage(error: unknown): string {
  const code = rpcCodeOf(error);
  if (code === USER_REJECTED) return 'You declined the request in your wallet.';
  if (code === REQUEST_PENDING)
    return 'Your wallet already has a request waiting: open it to answer.';
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim()
    ? message
    : 'The wallet refused the request.';
}
