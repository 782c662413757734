import { vi } from 'vitest';
import type { Eip1193Provider } from '../lib/eip1193';
import type { WalletCall } from './fake-web3-api';
import { BROWSER_ACCOUNT } from './web3-fixtures';

export interface FakeEthereumOptions {
  /** The accounts eth_requestAccounts shares (lower case, as wallets often answer). */
  accounts?: string[];
  /** The chains the wallet knows before any wallet_addEthereumChain; it starts on the first. */
  knownChains?: number[];
  isMetaMask?: boolean;
  isCoinbaseWallet?: boolean;
  /** A method the wallet's user declines, or that fails with this error. */
  refuse?: Record<string, { code: number; message: string }>;
  /** The chain's side of eth_sendTransaction: answers the hash. */
  send?: (call: WalletCall, chainId: number) => string;
}

export interface WalletRequest {
  method: string;
  params?: readonly unknown[];
}

/**
 * A browser wallet injected as `window.ethereum`: it knows a set of chains (4902 for others, EIP-3326),
 * learns one through wallet_addEthereumChain, and records every request.
 */
export function fakeEthereum(options: FakeEthereumOptions = {}) {
  const known = new Set(options.knownChains ?? [1]);
  let chainId = [...known][0]!;
  const requests: WalletRequest[] = [];
  const provider: Eip1193Provider = {
    isMetaMask: options.isMetaMask,
    isCoinbaseWallet: options.isCoinbaseWallet,
    request: vi.fn(async (request: WalletRequest) => {
      requests.push(request);
      const refusal = options.refuse?.[request.method];
      if (refusal) throw refusal;
      const [first] = (request.params ?? []) as [Record<string, unknown>?];
      switch (request.method) {
        case 'eth_requestAccounts':
          return options.accounts ?? [BROWSER_ACCOUNT.toLowerCase()];
        case 'wallet_switchEthereumChain': {
          const id = Number.parseInt(String(first!.chainId), 16);
          if (!known.has(id))
            throw { code: 4902, message: `Unrecognized chain ID ${first!.chainId}.` };
          chainId = id;
          return null;
        }
        case 'wallet_addEthereumChain':
          known.add(Number.parseInt(String(first!.chainId), 16));
          return null;
        case 'eth_sendTransaction':
          return options.send!(first as unknown as WalletCall, chainId);
        default:
          throw { code: 4200, message: `The wallet does not support ${request.method}.` };
      }
    }),
  };
  vi.stubGlobal('ethereum', provider);
  return {
    provider,
    requests,
    methods: () => requests.map((request) => request.method),
    chainId: () => chainId,
  };
}
