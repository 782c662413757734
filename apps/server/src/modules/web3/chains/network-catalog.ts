import { DEV_CHAINS, type Network, type NetworkKey } from '@appforge/shared/contracts/web3';
import { defineChain, type Address, type Chain } from 'viem';

/** Real networks, when RPC_URL_* points at one; the chain id is read from the endpoint. */
const REAL_NETWORKS: Record<NetworkKey, { name: string; symbol: string }> = {
  ethereum: { name: 'Ethereum', symbol: 'ETH' },
  polygon: { name: 'Polygon', symbol: 'POL' },
  bsc: { name: 'BNB Smart Chain', symbol: 'BNB' },
};

/** Block explorers of the public chains (mainnets and their current testnets). */
const EXPLORERS: Record<number, string> = {
  1: 'https://etherscan.io',
  11155111: 'https://sepolia.etherscan.io',
  17000: 'https://holesky.etherscan.io',
  137: 'https://polygonscan.com',
  80002: 'https://amoy.polygonscan.com',
  56: 'https://bscscan.com',
  97: 'https://testnet.bscscan.com',
};

export function devNetwork(key: NetworkKey, tokenAddress: Address): Network {
  const dev = DEV_CHAINS[key];
  return {
    key,
    name: dev.name,
    chainId: dev.chainId,
    nativeCurrency: { symbol: dev.symbol, decimals: 18 },
    rpcKind: 'dev',
    tokenAddress,
  };
}

export function remoteNetwork(key: NetworkKey, chainId: number): Network {
  const real = REAL_NETWORKS[key];
  const explorerUrl = EXPLORERS[chainId];
  return {
    key,
    name: real.name,
    chainId,
    nativeCurrency: { symbol: real.symbol, decimals: 18 },
    rpcKind: 'remote',
    ...(explorerUrl ? { explorerUrl } : {}),
  };
}

/** viem's description of a network, for clients that sign or read on it. */
export function viemChain(network: Network, rpcUrl: string): Chain {
  return defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: {
      name: network.nativeCurrency.symbol,
      symbol: network.nativeCurrency.symbol,
      decimals: network.nativeCurrency.decimals,
    },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}
