import {
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  type Address,
  type Transaction,
} from 'viem';
import { HttpError } from '../../plugins/errors';
import type { ChainHandle } from './chains';

export interface DecodedTransfer {
  to: Address;
  tokenAddress: Address | null;
  symbol: string;
  amount: string;
}

const notATransfer = () =>
  new HttpError(
    400,
    'not_a_transfer',
    'This transaction is neither a native transfer nor an ERC-20 transfer.',
  );

/** A token's symbol and decimals: the sample token's known ones, else read from the contract. */
async function tokenDetails(handle: ChainHandle, token: Address) {
  if (handle.token?.address === token) return handle.token;
  const read = { address: token, abi: erc20Abi } as const;
  try {
    const [symbol, decimals] = await Promise.all([
      handle.publicClient.readContract({ ...read, functionName: 'symbol' }),
      handle.publicClient.readContract({ ...read, functionName: 'decimals' }),
    ]);
    return { symbol, decimals };
  } catch {
    throw notATransfer();
  }
}

/**
 * What a browser wallet's transaction moved, from its own fields: empty calldata is a native
 * transfer of its value; an ERC-20 `transfer(to, amount)` call moves that token. Decoding the call
 * (not its logs) also describes a transfer that reverted.
 */
export async function decodeTransfer(
  handle: ChainHandle,
  transaction: Transaction,
): Promise<DecodedTransfer> {
  if (!transaction.to) throw notATransfer();
  const native = handle.network.nativeCurrency;
  if (transaction.input === '0x') {
    return {
      to: getAddress(transaction.to),
      tokenAddress: null,
      symbol: native.symbol,
      amount: formatUnits(transaction.value, native.decimals),
    };
  }
  let call;
  try {
    call = decodeFunctionData({ abi: erc20Abi, data: transaction.input });
  } catch {
    throw notATransfer();
  }
  if (call.functionName !== 'transfer') throw notATransfer();
  const [to, value] = call.args;
  const tokenAddress = getAddress(transaction.to);
  const { symbol, decimals } = await tokenDetails(handle, tokenAddress);
  return { to: getAddress(to), tokenAddress, symbol, amount: formatUnits(value, decimals) };
}
