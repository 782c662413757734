import { transactionsResponseSchema } from '@appforge/shared/contracts/web3';
import { useQuery } from '@tanstack/react-query';
import { readWeb3, transactionsQueryKey } from './web3-request';

/** GET /api/web3/transactions: the caller's transfers, newest first. */
export const useTransactions = () =>
  useQuery({
    queryKey: transactionsQueryKey,
    queryFn: async () => (await readWeb3(transactionsResponseSchema, 'transactions')).transactions,
  });
