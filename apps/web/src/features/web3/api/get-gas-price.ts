import { gasPriceResponseSchema, type NetworkKey } from '@appforge/shared/contracts/web3';
import { useMutation } from '@tanstack/react-query';
import { readWeb3 } from './web3-request';

/** GET /api/web3/gas-price?network=: the price in gwei, read from the chain when asked. */
export const useGasPrice = (network: NetworkKey) =>
  useMutation({
    mutationFn: async () =>
      (await readWeb3(gasPriceResponseSchema, `gas-price?network=${network}`)).gasPrice,
  });
