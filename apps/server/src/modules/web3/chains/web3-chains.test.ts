import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { formatEther, formatUnits, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { backends, createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { DEV_TOKEN } from './dev-token';
import { DEV_TOKEN_ABI } from './token/dev-token-artifact';
import { createWeb3Chains, type ChainHandle } from './web3-chains';

const log = pino({ level: 'silent' });
const someone: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The sample tokens each address holds, as decimal strings. */
const tokensOf = ({ publicClient }: ChainHandle, addresses: readonly Address[]) =>
  Promise.all(
    addresses.map(async (address) =>
      formatUnits(
        await publicClient.readContract({
          address: DEV_TOKEN.address,
          abi: DEV_TOKEN_ABI,
          functionName: 'balanceOf',
          args: [address],
        }),
        DEV_TOKEN.decimals,
      ),
    ),
  );

describe.each(backends)('web3 chains (%s)', (backend) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let chainsDir: string;
  const open = (rpcUrls = {}) =>
    createWeb3Chains({
      settings: { chainsDir, rpcUrls, walletConnectProjectId: null },
      db: handle.db,
      dbKind: handle.kind,
      log,
    });

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    handle = await openDatabase(database);
    await handle.migrate();
    chainsDir = await mkdtemp(join(tmpdir(), 'appforge-chains-'));
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
    await rm(chainsDir, { recursive: true, force: true });
  });

  it('lists three dev networks at once, starting the chains behind the answer', async () => {
    const chains = open();
    try {
      expect((await chains.networks()).map((network) => [network.key, network.chainId])).toEqual([
        ['ethereum', 31337],
        ['polygon', 31338],
        ['bsc', 31339],
      ]);
      for (const key of ['ethereum', 'polygon', 'bsc'] as const) {
        const chain = await chains.chain(key);
        expect(new URL(chain.rpcUrl).hostname).toBe('127.0.0.1');
        expect(await chain.publicClient.getChainId()).toBe(chain.network.chainId);
        const code = await chain.publicClient.getCode({ address: DEV_TOKEN.address });
        expect(code?.length).toBeGreaterThan(100);
      }
    } finally {
      await chains.close();
    }
  });

  it('funds an address and keeps balances across a restart, the token at the same address', async () => {
    const first = open();
    await first.fund('polygon', someone);
    const before = await first.chain('polygon');
    const native = await before.publicClient.getBalance({ address: someone });
    expect(native).toBeGreaterThanOrEqual(parseEther('100'));
    await first.close();

    const second = open();
    try {
      const after = await second.chain('polygon');
      expect(formatEther(await after.publicClient.getBalance({ address: someone }))).toBe(
        formatEther(native),
      );
      const tokens = await after.publicClient.readContract({
        address: DEV_TOKEN.address,
        abi: DEV_TOKEN_ABI,
        functionName: 'balanceOf',
        args: [someone],
      });
      expect(formatUnits(tokens, DEV_TOKEN.decimals)).toBe('1000');
    } finally {
      await second.close();
    }
  });

  it('funds many addresses at once: every mint from the deployer lands', async () => {
    const chains = open();
    try {
      const addresses = Array.from({ length: 12 }, () => privateKeyToAddress(generatePrivateKey()));
      await Promise.all(addresses.map((address) => chains.fund('bsc', address)));
      expect(await tokensOf(await chains.chain('bsc'), addresses)).toEqual(
        addresses.map(() => '1000'),
      );
    } finally {
      await chains.close();
    }
  });

  it.runIf(backend === 'postgres')(
    'lets one process own the dev chains and another use them, then take over',
    async () => {
      const owner = open();
      const other = open();
      try {
        const owned = await owner.chain('ethereum');
        const shared = await other.chain('ethereum');
        expect(shared.rpcUrl).toBe(owned.rpcUrl);
        // Both processes mint from the one deployer at once: every mint lands.
        const funded = [
          someone,
          ...Array.from({ length: 11 }, () => privateKeyToAddress(generatePrivateKey())),
        ];
        await Promise.all(
          funded.map((address, index) => (index % 2 ? owner : other).fund('ethereum', address)),
        );
        for (const address of funded) {
          expect(await owned.publicClient.getBalance({ address })).toBeGreaterThan(0n);
        }
        expect(await tokensOf(owned, funded)).toEqual(funded.map(() => '1000'));
        await other.close();
        await owner.close();

        const next = open();
        try {
          const taken = await next.chain('ethereum');
          expect(taken.rpcUrl).not.toBe(owned.rpcUrl);
          expect(await taken.publicClient.getBalance({ address: someone })).toBeGreaterThan(0n);
        } finally {
          await next.close();
        }
      } finally {
        await other.close();
        await owner.close();
      }
    },
  );

  it('uses a real endpoint for a network RPC_URL_* names, reading its chain id', async () => {
    const devChains = open();
    const elsewhere = await devChains.chain('bsc');
    const chains = open({ ethereum: elsewhere.rpcUrl });
    try {
      const ethereum = (await chains.networks()).find((network) => network.key === 'ethereum')!;
      expect(ethereum).toMatchObject({ rpcKind: 'remote', chainId: 31339, name: 'Ethereum' });
      expect(ethereum.tokenAddress).toBeUndefined();
      await expect(chains.fund('ethereum', someone)).rejects.toThrow(/real network/);
    } finally {
      await chains.close();
      await devChains.close();
    }
  });
});
