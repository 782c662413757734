import type { Balance, Network, NetworkKey } from '@appforge/shared/contracts/web3';
import { formatGwei, formatUnits, type Address } from 'viem';
import { HttpError } from '../../plugins/errors';
import type { ChainHandle, Web3Chains } from './chains';
import { TOKEN_ABI } from './chains';
import { readChain } from './chain-errors';
import { normalizedAddress } from './web3-addresses';

/** The networks, their gas prices and balances, read live from each chain (spec 02 §7). */
export function createWeb3NetworksService(chains: Web3Chains) {
  async function network(key: NetworkKey): Promise<Network> {
    const found = (await chains.networks()).find((candidate) => candidate.key === key);
    if (!found) throw new HttpError(400, 'unknown_network', `No network called "${key}".`);
    return found;
  }

  async function balanceOf(handle: ChainHandle, address: Address): Promise<Balance> {
    const { network, publicClient, token } = handle;
    const what = `The ${network.name} endpoint`;
    const [native, tokenUnits] = await readChain(what, () =>
      Promise.all([
        publicClient.getBalance({ address }),
        token
          ? publicClient.readContract({
              address: token.address,
              abi: TOKEN_ABI,
              functionName: 'balanceOf',
              args: [address],
            })
          : null,
      ]),
    );
    return {
      network: network.key,
      address,
      symbol: network.nativeCurrency.symbol,
      nativeBalance: formatUnits(native, network.nativeCurrency.decimals),
      tokens:
        token && tokenUnits !== null
          ? [
              {
                symbol: token.symbol,
                address: token.address,
                decimals: token.decimals,
                balance: formatUnits(tokenUnits, token.decimals),
              },
            ]
          : [],
    };
  }

  return {
    networks: () => chains.networks(),
    network,
    /** Dev networks only; a real one answers `refusal(network)`. */
    async devChain(
      key: NetworkKey,
      refusal: (network: Network) => HttpError,
    ): Promise<ChainHandle> {
      const found = await network(key);
      if (found.rpcKind !== 'dev') throw refusal(found);
      return chains.chain(key);
    },

    async gasPrice(key: NetworkKey) {
      const { network: net, publicClient } = await chains.chain(key);
      const wei = await readChain(`The ${net.name} endpoint`, () => publicClient.getGasPrice());
      return { network: key, gasPrice: formatGwei(wei) };
    },

    async balance(key: NetworkKey, address: string): Promise<Balance> {
      return balanceOf(await chains.chain(key), normalizedAddress(address, 'address'));
    },
    balanceOf,
  };
}

export type Web3NetworksService = ReturnType<typeof createWeb3NetworksService>;
