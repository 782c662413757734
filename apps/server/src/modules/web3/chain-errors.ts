import {
  BaseError,
  ContractFunctionRevertedError,
  HttpRequestError,
  TimeoutError,
  WebSocketRequestError,
} from 'viem';
import { HttpError } from '../../plugins/errors';

const unreachable = (error: BaseError) =>
  error.walk(
    (cause) =>
      cause instanceof HttpRequestError ||
      cause instanceof TimeoutError ||
      cause instanceof WebSocketRequestError,
  ) !== null;

/**
 * The chain's own words for a refusal: a contract's revert reason, else the node's message
 * (viem's `details`), else viem's summary.
 */
function chainReason(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error);
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  if (reverted instanceof ContractFunctionRevertedError && reverted.reason) return reverted.reason;
  return error.details || error.shortMessage;
}

const unreachableError = (error: BaseError, what: string) =>
  new HttpError(502, 'chain_unreachable', `${what} did not answer: ${error.shortMessage}`);

/** A read from a chain; an endpoint that does not answer is a 502 naming the network. */
export async function readChain<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BaseError && unreachable(error)) throw unreachableError(error, what);
    throw error;
  }
}

/** A write the chain refused answers 422 with the chain's reason. */
export function chainRejected(error: unknown, what: string): HttpError {
  if (error instanceof BaseError && unreachable(error)) return unreachableError(error, what);
  return new HttpError(422, 'chain_rejected', chainReason(error));
}
