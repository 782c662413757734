import type { NetworkKey } from '@appforge/shared/contracts/web3';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Every web3 query key starts here. */
export const WEB3_KEY = 'web3';
export const WEB3_API = '/api/web3';

export const networksQueryKey = [WEB3_KEY, 'networks'] as const;
export const walletQueryKey = [WEB3_KEY, 'wallet'] as const;
export const transactionsQueryKey = [WEB3_KEY, 'transactions'] as const;
const balancesKey = [WEB3_KEY, 'balance'] as const;
export const balanceQueryKey = (network: NetworkKey, address: string) =>
  [...balancesKey, network, address] as const;

/** `/api/web3/<path>`. */
export const web3Url = (path: string) => `${WEB3_API}/${path}`;

/** GET a web3 address and parse the answer with its contract schema. */
export async function readWeb3<T>(schema: z.ZodType<T>, path: string): Promise<T> {
  return schema.parse(await (await apiRequest('GET', web3Url(path))).json());
}

/** POST to a web3 address and parse the answer. */
export async function postWeb3<T>(schema: z.ZodType<T>, path: string, body?: unknown): Promise<T> {
  return schema.parse(await (await apiRequest('POST', web3Url(path), body)).json());
}

/** After a transfer or test funds: every balance and the transaction list are read again. */
export const refreshBalances = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: balancesKey }),
    queryClient.invalidateQueries({ queryKey: transactionsQueryKey }),
  ]);
