import { encodeFunctionData, formatUnits, type Address } from 'viem';
import { HttpError } from '../../plugins/errors';
import { TOKEN_ABI, type ChainHandle } from './chains';
import type { OutgoingCall } from './dev-account-sender';

/** What a transfer moves: the network's native currency, or its sample token. */
export interface Asset {
  token: Address | null;
  symbol: string;
  decimals: number;
}

/** The native currency, or the sample token when `tokenAddress` names it; any other → 400. */
export function assetOf(handle: ChainHandle, tokenAddress: Address | null): Asset {
  const { network, token } = handle;
  if (tokenAddress === null) return { token: null, ...network.nativeCurrency };
  if (!token || token.address !== tokenAddress) {
    throw new HttpError(
      400,
      'unknown_token',
      token
        ? `On ${network.name} Appforge sends its sample token ${token.symbol} (${token.address}) or ${network.nativeCurrency.symbol}; leave the token empty for ${network.nativeCurrency.symbol}.`
        : `${network.name} has no sample token; leave the token empty to send ${network.nativeCurrency.symbol}.`,
    );
  }
  return { token: token.address, symbol: token.symbol, decimals: token.decimals };
}

const insufficient = (message: string) => new HttpError(400, 'insufficient_balance', message);

/**
 * The transfer as a transaction, after checking the sender can pay for it: the amount, and the
 * most its gas can cost at the fees it offers (spec 02 §5 "not above the balance").
 */
export async function prepareTransfer(
  handle: ChainHandle,
  from: Address,
  asset: Asset,
  to: Address,
  units: bigint,
): Promise<OutgoingCall> {
  const { publicClient, network } = handle;
  const native = network.nativeCurrency;
  const inNative = (wei: bigint) => `${formatUnits(wei, native.decimals)} ${native.symbol}`;
  const inAsset = (value: bigint) => `${formatUnits(value, asset.decimals)} ${asset.symbol}`;
  const [fees, nativeBalance] = await Promise.all([
    publicClient.estimateFeesPerGas(),
    publicClient.getBalance({ address: from, blockTag: 'pending' }),
  ]);

  if (asset.token === null) {
    if (units > nativeBalance) {
      throw insufficient(
        `Your balance is ${inNative(nativeBalance)}: not enough to send ${inNative(units)}.`,
      );
    }
    const gas = await publicClient.estimateGas({ account: from, to, value: units });
    const maxGasCost = gas * fees.maxFeePerGas;
    if (units + maxGasCost > nativeBalance) {
      throw insufficient(
        `Your balance is ${inNative(nativeBalance)}: not enough for ${inNative(units)} plus up to ${inNative(maxGasCost)} of gas.`,
      );
    }
    return { to, value: units, gas, ...fees };
  }

  const tokenBalance = await publicClient.readContract({
    address: asset.token,
    abi: TOKEN_ABI,
    functionName: 'balanceOf',
    args: [from],
    blockTag: 'pending',
  });
  if (units > tokenBalance) {
    throw insufficient(
      `Your balance is ${inAsset(tokenBalance)}: not enough to send ${inAsset(units)}.`,
    );
  }
  const gas = await publicClient.estimateContractGas({
    address: asset.token,
    abi: TOKEN_ABI,
    functionName: 'transfer',
    args: [to, units],
    account: from,
  });
  const maxGasCost = gas * fees.maxFeePerGas;
  if (maxGasCost > nativeBalance) {
    throw insufficient(
      `Sending ${asset.symbol} costs up to ${inNative(maxGasCost)} of gas; your balance is ${inNative(nativeBalance)}.`,
    );
  }
  const data = encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transfer', args: [to, units] });
  return { to: asset.token, value: 0n, data, gas, ...fees };
}
