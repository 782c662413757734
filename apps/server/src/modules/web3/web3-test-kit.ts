import {
  DEV_CHAINS,
  balanceResponseSchema,
  transferResponseSchema,
  walletConnectionSchema,
  type Balance,
  type NetworkKey,
  type TransferRequest,
  type WalletConnection,
  type WalletType,
} from '@appforge/shared/contracts/web3';
import type { FastifyInstance } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import {
  createWalletClient,
  custom,
  defineChain,
  parseEther,
  publicActions,
  type Hash,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import type { Visitor } from '../../test/live-client';

/** A new address nobody holds funds at. */
export const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

/** Asserts the status (showing the body when it differs) and answers the parsed JSON. */
export function expectStatus<T = Record<string, unknown>>(
  response: InjectResponse,
  status: number,
): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** Connects the visitor's dev account (no browser wallet) on `network`. */
export async function connectDevAccount(
  visitor: Visitor,
  network: NetworkKey = 'ethereum',
  walletType: WalletType = 'metamask',
): Promise<WalletConnection> {
  const response = await visitor.inject('POST', '/api/web3/connect-wallet', {
    walletType,
    network,
  });
  return walletConnectionSchema.parse(expectStatus(response, 200));
}

export async function balanceOf(
  visitor: Visitor,
  address: string,
  network: NetworkKey = 'ethereum',
): Promise<Balance> {
  const response = await visitor.inject('GET', `/api/web3/balance/${address}?network=${network}`);
  return balanceResponseSchema.parse(expectStatus(response, 200));
}

/** The balance in wei (native) and in token base units, for exact comparisons. */
export async function unitsOf(visitor: Visitor, address: string, network: NetworkKey = 'ethereum') {
  const balance = await balanceOf(visitor, address, network);
  return {
    native: parseEther(balance.nativeBalance),
    token: parseEther(balance.tokens[0]?.balance ?? '0'),
  };
}

export const sendTransfer = (visitor: Visitor, transfer: Partial<TransferRequest>) =>
  visitor.inject('POST', '/api/web3/token/transfer', { network: 'ethereum', ...transfer });

export async function transferred(visitor: Visitor, transfer: Partial<TransferRequest>) {
  return transferResponseSchema.parse(expectStatus(await sendTransfer(visitor, transfer), 200));
}

/** What the chain charged for a transaction: gas used × the price it paid. */
export async function feeOf(app: FastifyInstance, hash: string, network: NetworkKey = 'ethereum') {
  const { publicClient } = await app.web3Chains.chain(network);
  const receipt = await publicClient.getTransactionReceipt({ hash: hash as Hash });
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

/** The address with one letter's case flipped, still mixed case: a checksum a typo would break. */
export function mistyped(address: string): string {
  const digits = address.slice(2);
  const lower = [...digits.matchAll(/[a-f]/g)].map((match) => match.index);
  const upper = [...digits.matchAll(/[A-F]/g)].map((match) => match.index);
  const index = lower.length >= 2 ? lower[0] : upper.length >= 2 ? upper[0] : undefined;
  if (index === undefined) throw new Error(`${address} has too few letters to mistype.`);
  const letter = digits[index]!;
  const flipped = letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();
  return `0x${digits.slice(0, index)}${flipped}${digits.slice(index + 1)}`;
}

/**
 * A browser wallet as the page's EIP-1193 provider is: a key of its own that signs locally, and
 * every chain call sent through the server's dev-chain proxy.
 */
export function testBrowserWallet(visitor: Visitor, network: NetworkKey = 'ethereum') {
  const account = privateKeyToAccount(generatePrivateKey());
  const dev = DEV_CHAINS[network];
  const chain = defineChain({
    id: dev.chainId,
    name: dev.name,
    nativeCurrency: { name: dev.symbol, symbol: dev.symbol, decimals: 18 },
    rpcUrls: { default: { http: [`http://localhost/api/web3/rpc/${network}`] } },
  });
  const transport = custom({
    async request({ method, params }: { method: string; params?: unknown }) {
      const response = await visitor.inject('POST', `/api/web3/rpc/${network}`, {
        jsonrpc: '2.0',
        id: 1,
        method,
        params,
      });
      const body = expectStatus<{ result?: unknown; error?: { code: number; message: string } }>(
        response,
        200,
      );
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
      return body.result;
    },
  });
  return createWalletClient({ account, chain, transport }).extend(publicActions);
}
