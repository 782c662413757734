import {
  DEV_CHAINS,
  NETWORK_KEYS,
  type Network,
  type NetworkKey,
  type Transaction,
} from '@appforge/shared/contracts/web3';

/** Anvil's well-known dev addresses, checksummed: readable in failures, valid for every check. */
export const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const BROWSER_ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const SAMPLE_TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const TOKEN_SYMBOL = 'AFT';

/** The three dev chains as the server lists them, each with the sample token. */
export const devNetworks = (): Network[] =>
  NETWORK_KEYS.map((key) => ({
    key,
    name: DEV_CHAINS[key].name,
    chainId: DEV_CHAINS[key].chainId,
    nativeCurrency: { symbol: DEV_CHAINS[key].symbol, decimals: 18 },
    rpcKind: 'dev',
    tokenAddress: SAMPLE_TOKEN,
  }));

/** Ethereum pointed at a real endpoint (RPC_URL_ETHEREUM): an explorer, no sample token. */
export const remoteEthereum = (): Network => ({
  key: 'ethereum',
  name: 'Ethereum',
  chainId: 1,
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
  rpcKind: 'remote',
  explorerUrl: 'https://etherscan.io',
});

let nextHash = 0;
/** A fresh transaction hash per call. */
export const aTxHash = () => `0x${(nextHash += 1).toString(16).padStart(64, '0')}`;

export const aTransaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: crypto.randomUUID(),
  network: 'ethereum' as NetworkKey,
  txHash: aTxHash(),
  from: DEV_ACCOUNT,
  to: RECIPIENT,
  tokenAddress: null,
  symbol: 'ETH',
  amount: '1',
  blockNumber: '7',
  status: 'success',
  custody: 'dev-account',
  createdAt: new Date().toISOString(),
  ...overrides,
});
