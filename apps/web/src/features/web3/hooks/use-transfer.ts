import {
  WALLET_LABELS,
  type Network,
  type Transaction,
  type WalletConnection,
} from '@appforge/shared/contracts/web3';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import { toast } from '@/lib/use-toast';
import { recordTransaction } from '../api/record-transaction';
import { transferTokens } from '../api/transfer-tokens';
import { refreshBalances } from '../api/web3-request';
import { sendFromWallet } from '../lib/browser-wallet';
import { providerFor } from '../lib/eip1193';
import { shortenHash } from '../lib/web3-format';

export interface TransferInput {
  network: Network;
  toAddress: Address;
  amount: string;
  /** The ERC-20 to send (its decimals from the balance); null for the native currency. */
  token: { address: Address; decimals: number } | null;
}

/** A dev account's transfer is signed by the server; a browser wallet's in the wallet, then reported. */
async function send(wallet: WalletConnection, input: TransferInput): Promise<Transaction> {
  const { network, toAddress, amount, token } = input;
  if (wallet.custody === 'dev-account') {
    const request = { network: network.key, toAddress, amount, tokenAddress: token?.address ?? '' };
    return (await transferTokens(request)).transaction;
  }
  const provider = providerFor(wallet.walletType);
  if (!provider) {
    throw new Error(
      `${WALLET_LABELS[wallet.walletType]} is not available in this browser now: connect a wallet again.`,
    );
  }
  const from = wallet.address as Address;
  const txHash = await sendFromWallet(provider, { from, network, toAddress, amount, token });
  return recordTransaction({ network: network.key, txHash });
}

/** Sends a transfer; afterwards every balance and the transaction list are read again. */
export function useTransfer(wallet: WalletConnection | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TransferInput) => {
      if (!wallet) throw new Error('Connect a wallet first.');
      return send(wallet, input);
    },
    onSuccess: (transaction) =>
      toast({
        title: 'Transfer sent',
        description: `${transaction.amount} ${transaction.symbol} in block ${transaction.blockNumber}, transaction ${shortenHash(transaction.txHash)}.`,
      }),
    onSettled: () => refreshBalances(queryClient),
  });
}
