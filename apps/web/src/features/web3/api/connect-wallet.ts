import {
  walletConnectionSchema,
  type Network,
  type WalletType,
} from '@appforge/shared/contracts/web3';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectBrowserWallet } from '../lib/browser-wallet';
import { providerFor } from '../lib/eip1193';
import { postWeb3, walletQueryKey } from './web3-request';

export interface ConnectInput {
  walletType: WalletType;
  network: Network;
}

/**
 * POST /api/web3/connect-wallet. With a browser wallet for this type, the wallet is asked for its
 * account and moved to the network's chain first, and the server records that address; without
 * one the server answers the caller's own funded dev account.
 */
export async function connectWallet({ walletType, network }: ConnectInput) {
  const provider = providerFor(walletType);
  const address = provider ? await connectBrowserWallet(provider, network) : undefined;
  return postWeb3(walletConnectionSchema, 'connect-wallet', {
    walletType,
    network: network.key,
    ...(address ? { address } : {}),
  });
}

export function useConnectWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectWallet,
    onSuccess: (connection) => queryClient.setQueryData(walletQueryKey, connection),
  });
}
