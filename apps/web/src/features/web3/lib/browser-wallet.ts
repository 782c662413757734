import type { Network } from '@appforge/shared/contracts/web3';
import {
  encodeFunctionData,
  erc20Abi,
  getAddress,
  numberToHex,
  parseUnits,
  type Address,
  type Hex,
} from 'viem';
import { rpcCodeOf, UNRECOGNIZED_CHAIN, type Eip1193Provider } from './eip1193';

/** Where a browser wallet reaches a dev chain: the server's proxy, which allows reads and signed sends. */
export const devRpcUrl = (network: Network) =>
  `${window.location.origin}/api/web3/rpc/${network.key}`;

/** eth_requestAccounts: the wallet asks its user, then shares the selected account. */
export async function requestAccount(provider: Eip1193Provider): Promise<Address> {
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const first: unknown = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof first !== 'string') throw new Error('The wallet shared no account.');
  return getAddress(first);
}

/**
 * Moves the wallet to the network's chain (EIP-3326); a dev chain the wallet does not know yet is
 * added first (EIP-3085) with the server's proxy as its RPC address.
 */
export async function switchChain(provider: Eip1193Provider, network: Network) {
  const chainId = numberToHex(network.chainId);
  const switchTo = () =>
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  try {
    await switchTo();
    return;
  } catch (error) {
    if (rpcCodeOf(error) !== UNRECOGNIZED_CHAIN) throw error;
  }
  if (network.rpcKind !== 'dev') {
    throw new Error(
      `Your wallet does not know ${network.name} (chain id ${network.chainId}): add it in the wallet, then connect again.`,
    );
  }
  const { symbol, decimals } = network.nativeCurrency;
  await provider.request({
    method: 'wallet_addEthereumChain',
    params: [
      {
        chainId,
        chainName: network.name,
        nativeCurrency: { name: symbol, symbol, decimals },
        rpcUrls: [devRpcUrl(network)],
      },
    ],
  });
  await switchTo();
}

/** The wallet's account, once the wallet is on the network's chain. */
export async function connectBrowserWallet(provider: Eip1193Provider, network: Network) {
  const address = await requestAccount(provider);
  await switchChain(provider, network);
  return address;
}

export interface WalletTransfer {
  from: Address;
  network: Network;
  toAddress: Address;
  amount: string;
  /** The ERC-20 to send; null for the network's own currency. */
  token: { address: Address; decimals: number } | null;
}

/** eth_sendTransaction: the wallet shows the transfer, signs it and sends it; answers its hash. */
export async function sendFromWallet(provider: Eip1193Provider, transfer: WalletTransfer) {
  const { from, network, toAddress, amount, token } = transfer;
  await switchChain(provider, network);
  const call = token
    ? {
        from,
        to: token.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [toAddress, parseUnits(amount, token.decimals)],
        }),
      }
    : {
        from,
        to: toAddress,
        value: numberToHex(parseUnits(amount, network.nativeCurrency.decimals)),
      };
  const hash = await provider.request({ method: 'eth_sendTransaction', params: [call] });
  if (typeof hash !== 'string') throw new Error('The wallet answered without a transaction hash.');
  return hash as Hex;
}
