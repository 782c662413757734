/**
 * What a browser wallet may ask a dev chain through the server's proxy: reads, fee figures and
 * signed transactions. Everything else (anvil_*, evm_*, eth_sendTransaction with anvil's unlocked
 * accounts, debug_*, personal_*) stays on the server.
 */
const ALLOWED_RPC_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'net_version',
  'web3_clientVersion',
]);

export function isAllowedRpcMethod(method: string): boolean {
  return ALLOWED_RPC_METHODS.has(method);
}
