import { walletResponseSchema } from '@appforge/shared/contracts/web3';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWeb3, walletQueryKey } from './web3-request';

/** POST /api/web3/disconnect: the page forgets the wallet (a browser wallet keeps its own state). */
export function useDisconnectWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await postWeb3(walletResponseSchema, 'disconnect')).wallet,
    onSuccess: (wallet) => queryClient.setQueryData(walletQueryKey, wallet),
  });
}
