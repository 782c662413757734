import type { NetworkKey, Transaction } from '@appforge/shared/contracts/web3';
import {
  TransactionNotFoundError,
  WaitForTransactionReceiptTimeoutError,
  getAddress,
  type Hash,
} from 'viem';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { Web3Chains } from './chains';
import { readChain } from './chain-errors';
import { decodeTransfer } from './transfer-decoding';
import { presentTransaction } from './web3.presenter';
import {
  findTransaction,
  insertTransaction,
  listUserTransactions,
  type TransactionRow,
} from './web3-transactions.repository';
import { DEV_RECEIPT_POLL_MS } from './web3-transfers.service';
import { findWallet } from './web3-wallets.repository';

/** The transaction list shows this many, newest first. */
export const TRANSACTIONS_SHOWN = 100;
const REMOTE_RECEIPT_POLL_MS = 1000;
const RECORD_RECEIPT_TIMEOUT_MS = 30_000;

export interface Web3TransactionsDeps {
  db: Database;
  chains: Web3Chains;
}

/**
 * The caller's transfer list, and the transfers their browser wallet signed: each checked on the
 * chain (sent from the connected wallet, mined) before it is recorded.
 */
export function createWeb3TransactionsService({ db, chains }: Web3TransactionsDeps) {
  function alreadyRecorded(userId: string, row: TransactionRow): Transaction {
    if (row.userId !== userId) {
      throw new HttpError(409, 'already_recorded', 'Someone else recorded this transaction.');
    }
    return presentTransaction(row);
  }

  return {
    async list(userId: string): Promise<Transaction[]> {
      return (await listUserTransactions(db, userId, TRANSACTIONS_SHOWN)).map(presentTransaction);
    },

    async record(userId: string, key: NetworkKey, txHash: Hash): Promise<Transaction> {
      const wallet = await findWallet(db, userId);
      if (wallet?.custody !== 'browser') {
        throw new HttpError(
          409,
          'wallet_required',
          'Connect your browser wallet first: only the transfers it signs are recorded this way.',
        );
      }
      const existing = await findTransaction(db, key, txHash);
      if (existing) return alreadyRecorded(userId, existing);

      const handle = await chains.chain(key);
      const what = `The ${handle.network.name} endpoint`;
      const transaction = await readChain(what, () =>
        handle.publicClient.getTransaction({ hash: txHash }),
      ).catch((error: unknown) => {
        if (!(error instanceof TransactionNotFoundError)) throw error;
        throw new HttpError(
          404,
          'not_found',
          `${handle.network.name} has no transaction ${txHash}.`,
        );
      });
      const from = getAddress(transaction.from);
      if (from !== wallet.address) {
        throw new HttpError(
          403,
          'not_your_transaction',
          `This transaction was sent from ${from}, not from your connected wallet ${wallet.address}.`,
        );
      }
      const receipt = await readChain(what, () =>
        handle.publicClient.waitForTransactionReceipt({
          hash: txHash,
          pollingInterval:
            handle.network.rpcKind === 'dev' ? DEV_RECEIPT_POLL_MS : REMOTE_RECEIPT_POLL_MS,
          timeout: RECORD_RECEIPT_TIMEOUT_MS,
        }),
      ).catch((error: unknown) => {
        if (!(error instanceof WaitForTransactionReceiptTimeoutError)) throw error;
        throw new HttpError(
          409,
          'transaction_pending',
          'The transaction is not mined yet; record it again once it is.',
        );
      });
      const transfer = await decodeTransfer(handle, transaction);
      const row = await insertTransaction(db, {
        userId,
        network: key,
        txHash,
        fromAddress: from,
        toAddress: transfer.to,
        tokenAddress: transfer.tokenAddress,
        symbol: transfer.symbol,
        amount: transfer.amount,
        blockNumber: receipt.blockNumber.toString(),
        status: receipt.status,
        custody: 'browser',
      });
      if (row) return presentTransaction(row);
      const recorded = await findTransaction(db, key, txHash);
      if (!recorded) throw new Error(`Transaction ${txHash} vanished while it was recorded.`);
      return alreadyRecorded(userId, recorded);
    },
  };
}

export type Web3TransactionsService = ReturnType<typeof createWeb3TransactionsService>;
