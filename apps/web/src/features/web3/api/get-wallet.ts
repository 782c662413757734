import { walletResponseSchema } from '@appforge/shared/contracts/web3';
import { useQuery } from '@tanstack/react-query';
import { readWeb3, walletQueryKey } from './web3-request';

/** GET /api/web3/wallet: the wallet the caller connected last, kept across reloads, or null. */
export const useWallet = () =>
  useQuery({
    queryKey: walletQueryKey,
    queryFn: async () => (await readWeb3(walletResponseSchema, 'wallet')).wallet,
  });
