import { faucetResponseSchema, type NetworkKey } from '@appforge/shared/contracts/web3';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { balanceQueryKey, postWeb3 } from './web3-request';

/**
 * POST /api/web3/faucet: a browser wallet's address gets dev-chain currency and sample tokens,
 * once per network; the answer carries the new balance.
 */
export function useRequestTestFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { network: NetworkKey; address: string }) =>
      (await postWeb3(faucetResponseSchema, 'faucet', input)).balance,
    onSuccess: (balance, { network, address }) =>
      queryClient.setQueryData(balanceQueryKey(network, address), balance),
  });
}
