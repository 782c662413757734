import { balanceResponseSchema, type NetworkKey } from '@appforge/shared/contracts/web3';
import { useQuery } from '@tanstack/react-query';
import { balanceQueryKey, readWeb3 } from './web3-request';

/** GET /api/web3/balance/{address}?network=: native and token balances as decimal strings. */
export const useBalance = (network: NetworkKey, address: string | undefined) =>
  useQuery({
    queryKey: balanceQueryKey(network, address ?? ''),
    queryFn: () => readWeb3(balanceResponseSchema, `balance/${address}?network=${network}`),
    enabled: address !== undefined,
  });
