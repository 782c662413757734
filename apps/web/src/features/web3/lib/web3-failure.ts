import { describeFailure, httpStatusOf } from '@/lib/api-error';
import { rpcCodeOf, walletErrorMessage } from './eip1193';

/**
 * One sentence for a failed connect or transfer: the server's message (a chain's revert reason
 * arrives this way), the wallet's answer, or our own check's sentence.
 */
export function web3FailureMessage(error: unknown): string {
  if (httpStatusOf(error) !== null || error instanceof TypeError) return describeFailure(error);
  if (rpcCodeOf(error) !== null) return walletErrorMessage(error);
  if (error instanceof Error && error.message) return error.message;
  return walletErrorMessage(error);
}
