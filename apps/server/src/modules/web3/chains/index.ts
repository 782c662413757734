export { isAllowedRpcMethod } from './rpc-methods';
export { DEV_FUNDING, DEV_TOKEN } from './dev-token';
export { DEV_TOKEN_ABI as TOKEN_ABI } from './token/dev-token-artifact';
export { createWeb3Chains, type ChainHandle, type Web3Chains } from './web3-chains';
export type { Web3Settings } from './web3-settings';
