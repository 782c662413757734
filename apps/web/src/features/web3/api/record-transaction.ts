import { recordTransactionResponseSchema, type NetworkKey } from '@appforge/shared/contracts/web3';
import { postWeb3 } from './web3-request';

/**
 * POST /api/web3/transactions: a transfer the browser wallet sent is reported by its hash; the
 * server reads it from the chain, checks it came from the connected wallet, and keeps it.
 */
export const recordTransaction = async (input: { network: NetworkKey; txHash: string }) =>
  (await postWeb3(recordTransactionResponseSchema, 'transactions', input)).transaction;
