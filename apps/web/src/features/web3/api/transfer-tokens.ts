import { transferResponseSchema, type TransferRequest } from '@appforge/shared/contracts/web3';
import { postWeb3 } from './web3-request';

/** POST /api/web3/token/transfer: the server signs from the caller's dev account and waits for the block. */
export const transferTokens = (request: TransferRequest) =>
  postWeb3(transferResponseSchema, 'token/transfer', request);
