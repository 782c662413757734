import { networksResponseSchema } from '@appforge/shared/contracts/web3';
import { useQuery } from '@tanstack/react-query';
import { networksQueryKey, readWeb3 } from './web3-request';

/** GET /api/web3/networks: the three transfer networks, dev chains or remote endpoints. */
export const useNetworks = () =>
  useQuery({
    queryKey: networksQueryKey,
    queryFn: async () => (await readWeb3(networksResponseSchema, 'networks')).networks,
    staleTime: Infinity,
  });
