import type { JsonRpcCall } from '@appforge/shared/contracts/web3';
import { isAllowedRpcMethod } from './chains';

const RPC_TIMEOUT_MS = 30_000;
/** JSON-RPC 2.0: "the method does not exist / is not available". */
const METHOD_NOT_FOUND = -32601;
const INTERNAL_ERROR = -32603;

interface JsonRpcAnswer {
  jsonrpc: '2.0';
  id: string | number | null;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

async function answer(rpcUrl: string, call: JsonRpcCall): Promise<JsonRpcAnswer> {
  const id = call.id ?? null;
  if (!isAllowedRpcMethod(call.method)) {
    return {
      jsonrpc: '2.0',
      id,
      error: {
        code: METHOD_NOT_FOUND,
        message: `${call.method} is not available through Appforge's dev-chain RPC proxy.`,
      },
    };
  }
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method: call.method, params: call.params ?? [] }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    });
    return (await response.json()) as JsonRpcAnswer;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      jsonrpc: '2.0',
      id,
      error: { code: INTERNAL_ERROR, message: `The dev chain did not answer: ${reason}` },
    };
  }
}

/**
 * Forwards a browser wallet's JSON-RPC call (or batch) to a dev chain: reads, fee figures and
 * signed transactions only; anything else answers a JSON-RPC error and never reaches the chain.
 */
export async function forwardJsonRpc(
  rpcUrl: string,
  body: JsonRpcCall | JsonRpcCall[],
): Promise<JsonRpcAnswer | JsonRpcAnswer[]> {
  if (!Array.isArray(body)) return answer(rpcUrl, body);
  return Promise.all(body.map((call) => answer(rpcUrl, call)));
}
