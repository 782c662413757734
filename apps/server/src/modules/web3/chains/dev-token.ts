import {
  getContractAddress,
  parseEther,
  parseUnits,
  type Address,
  type PublicClient,
  type TestClient,
  type WalletClient,
} from 'viem';
import { DEV_TOKEN_ABI, DEV_TOKEN_BYTECODE } from './token/dev-token-artifact';

/** anvil's first dev account, unlocked on the dev chain only: it deploys the token and mints. */
export const DEV_DEPLOYER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** The deployer's first contract: the same address on every dev chain, across restarts. */
export const DEV_TOKEN_ADDRESS = getContractAddress({ from: DEV_DEPLOYER, nonce: 0n });
export const DEV_TOKEN = { address: DEV_TOKEN_ADDRESS, symbol: 'AFT', decimals: 18 } as const;

/** What funding gives an address on a dev chain. */
export const DEV_FUNDING = { native: '100', tokens: '1000' } as const;

export interface DevChainClients {
  publicClient: PublicClient;
  testClient: TestClient;
  deployer: WalletClient;
}

const RECEIPT_POLL_MS = 10;

/** Deploys the sample token at its stable address unless the chain (its loaded state) has it. */
export async function ensureDevToken({ publicClient, deployer }: DevChainClients): Promise<void> {
  const code = await publicClient.getCode({ address: DEV_TOKEN_ADDRESS });
  if (code && code !== '0x') return;
  const nonce = await publicClient.getTransactionCount({ address: DEV_DEPLOYER });
  if (nonce !== 0) {
    throw new Error(
      `The dev chain's deployer has sent ${nonce} transactions but the token is missing at ${DEV_TOKEN_ADDRESS}; remove its state file to start it afresh.`,
    );
  }
  const hash = await deployer.deployContract({
    abi: DEV_TOKEN_ABI,
    bytecode: DEV_TOKEN_BYTECODE,
    account: DEV_DEPLOYER,
    chain: deployer.chain,
  });
  await publicClient.waitForTransactionReceipt({ hash, pollingInterval: RECEIPT_POLL_MS });
}

/**
 * The node numbered this send like one from another process: the deployer is shared by every
 * process using these dev chains, and anvil gives concurrent unsigned sends the same nonce.
 */
const NONCE_TAKEN = /replacement transaction underpriced|nonce too low|already known/i;
const MINT_ATTEMPTS = 5;

/** Adds 100 native units (anvil_setBalance) and mints 1000 sample tokens to `address`. */
export async function fundOnDevChain(clients: DevChainClients, address: Address): Promise<void> {
  const { publicClient, testClient, deployer } = clients;
  const balance = await publicClient.getBalance({ address });
  await testClient.setBalance({ address, value: balance + parseEther(DEV_FUNDING.native) });
  const mint = () =>
    deployer.writeContract({
      address: DEV_TOKEN_ADDRESS,
      abi: DEV_TOKEN_ABI,
      functionName: 'mint',
      args: [address, parseUnits(DEV_FUNDING.tokens, DEV_TOKEN.decimals)],
      account: DEV_DEPLOYER,
      chain: deployer.chain,
    });
  for (let attempt = 1; ; attempt += 1) {
    try {
      const hash = await mint();
      await publicClient.waitForTransactionReceipt({ hash, pollingInterval: RECEIPT_POLL_MS });
      return;
    } catch (error) {
      if (attempt === MINT_ATTEMPTS || !NONCE_TAKEN.test(String(error))) throw error;
    }
  }
}
