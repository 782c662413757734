import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEV_CHAINS,
  NETWORK_KEYS,
  type Network,
  type NetworkKey,
} from '@appforge/shared/contracts/web3';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type Address,
  type Chain,
  type PublicClient,
} from 'viem';
import type { Database, DatabaseKind } from '../../../db/client';
import { web3ChainHosts } from '../../../db/schema';
import { startAnvil, type AnvilProcess } from './anvil-process';
import {
  CHAIN_HOST_HEARTBEAT_MS,
  liveChainHosts,
  publishChainHosts,
  tryLockDevChains,
  type DevChainsLock,
} from './chain-hosts';
import { DEV_TOKEN, ensureDevToken, fundOnDevChain, type DevChainClients } from './dev-token';
import { devNetwork, remoteNetwork, viemChain } from './network-catalog';
import { createTurns } from './turns';
import type { Web3Settings } from './web3-settings';

export interface ChainHandle {
  network: Network;
  chain: Chain;
  publicClient: PublicClient;
  /** The sample ERC-20 on a dev chain; null on a real network. */
  token: { address: Address; symbol: string; decimals: number } | null;
  /** For the server's own clients only: never sent to a browser (it may carry an API key). */
  rpcUrl: string;
}

export interface Web3Chains {
  /**
   * The networks as configured (a real network's chain id is read once); starts the dev chains
   * in the background without waiting for them.
   */
  networks(): Promise<Network[]>;
  /** A network ready for use; the first call for a dev network starts every dev chain. */
  chain(key: NetworkKey): Promise<ChainHandle>;
  /** Dev chains only: adds 100 native units and 1000 sample tokens to `address`. */
  fund(key: NetworkKey, address: Address): Promise<void>;
  close(): Promise<void>;
}

interface Deps {
  settings: Web3Settings;
  db: Database;
  dbKind: DatabaseKind;
  log: FastifyBaseLogger;
}

/** How long a process that does not own the dev chains waits for the owner to publish them. */
const OWNER_WAIT_MS = 15_000;
const DEV_POLL_MS = 10;

interface DevRuntime {
  handles: Map<NetworkKey, ChainHandle & { clients: DevChainClients }>;
  stop(): Promise<void>;
}

function devHandle(key: NetworkKey, rpcUrl: string): ChainHandle & { clients: DevChainClients } {
  const network = devNetwork(key, DEV_TOKEN.address);
  const chain = viemChain(network, rpcUrl);
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain, transport, pollingInterval: DEV_POLL_MS });
  const clients: DevChainClients = {
    publicClient,
    testClient: createTestClient({ mode: 'anvil', chain, transport }),
    deployer: createWalletClient({ chain, transport }),
  };
  return { network, chain, publicClient, token: { ...DEV_TOKEN }, rpcUrl, clients };
}

/**
 * The Web3 Hub's networks (decision 012): a local anvil dev chain per network by default, started
 * on first use and stopped with the server, or the real endpoint RPC_URL_* names.
 */
export function createWeb3Chains({ settings, db, dbKind, log }: Deps): Web3Chains {
  const devKeys = NETWORK_KEYS.filter((key) => !settings.rpcUrls[key]);
  const remote = new Map<NetworkKey, Promise<ChainHandle>>();
  let dev: Promise<DevRuntime> | null = null;
  const deployerTurn = createTurns();

  async function ownDevChains(lock: DevChainsLock): Promise<DevRuntime> {
    await mkdir(settings.chainsDir, { recursive: true });
    const started = await Promise.allSettled(
      devKeys.map((key) =>
        startAnvil({
          chainId: DEV_CHAINS[key].chainId,
          stateFile: join(settings.chainsDir, `${key}.json`),
        }),
      ),
    );
    const processes = started.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    const stopAll = async () => {
      await Promise.all(processes.map((process) => process.stop()));
      await lock.release();
    };
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) {
      await stopAll();
      throw failure.reason;
    }
    const urls = Object.fromEntries(
      devKeys.map((key, index) => [key, (processes[index] as AnvilProcess).rpcUrl]),
    ) as Partial<Record<NetworkKey, string>>;
    const handles = new Map(devKeys.map((key) => [key, devHandle(key, urls[key]!)]));
    try {
      await Promise.all([...handles.values()].map((handle) => ensureDevToken(handle.clients)));
      await publishChainHosts(db, urls);
    } catch (error) {
      await stopAll();
      throw error;
    }
    const heartbeat = setInterval(() => {
      publishChainHosts(db, urls).catch((error: unknown) =>
        log.warn({ err: error }, 'could not publish the dev chains'),
      );
    }, CHAIN_HOST_HEARTBEAT_MS);
    heartbeat.unref();
    log.info({ networks: devKeys }, 'dev chains started');
    return {
      handles,
      async stop() {
        clearInterval(heartbeat);
        await db
          .delete(web3ChainHosts)
          .where(inArray(web3ChainHosts.rpcUrl, Object.values(urls)))
          .catch(() => undefined);
        await stopAll();
        log.info('dev chains stopped');
      },
    };
  }

  /** Owns the dev chains, or uses the ones another process owns (waiting for it to publish). */
  async function startDev(): Promise<DevRuntime> {
    const deadline = Date.now() + OWNER_WAIT_MS;
    for (;;) {
      const lock = await tryLockDevChains(db, dbKind);
      if (lock) return ownDevChains(lock);
      const hosts = await liveChainHosts(db);
      if (devKeys.every((key) => hosts[key])) {
        const handles = new Map(devKeys.map((key) => [key, devHandle(key, hosts[key]!)]));
        return { handles, stop: async () => {} };
      }
      if (Date.now() > deadline)
        throw new Error('Another process holds the dev chains but has not published them.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  function devRuntime(): Promise<DevRuntime> {
    dev ??= startDev().catch((error: unknown) => {
      dev = null;
      throw error;
    });
    return dev;
  }

  async function connectRemote(key: NetworkKey, rpcUrl: string): Promise<ChainHandle> {
    const probe = createPublicClient({ transport: http(rpcUrl) });
    const chainId = await probe.getChainId();
    const network = remoteNetwork(key, chainId);
    const chain = viemChain(network, rpcUrl);
    return {
      network,
      chain,
      publicClient: createPublicClient({ chain, transport: http(rpcUrl) }),
      token: null,
      rpcUrl,
    };
  }

  function remoteHandle(key: NetworkKey, rpcUrl: string): Promise<ChainHandle> {
    let handle = remote.get(key);
    if (!handle) {
      handle = connectRemote(key, rpcUrl).catch((error: unknown) => {
        remote.delete(key);
        throw new Error(
          `The ${key} RPC endpoint did not answer: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      remote.set(key, handle);
    }
    return handle;
  }

  async function chain(key: NetworkKey): Promise<ChainHandle> {
    const rpcUrl = settings.rpcUrls[key];
    if (rpcUrl) return remoteHandle(key, rpcUrl);
    return (await devRuntime()).handles.get(key)!;
  }

  return {
    async networks() {
      // The first web3 call (the page asks for the networks first) starts the dev chains, so they
      // are up by the time a wallet connects; a failure shows on the call that needs a chain.
      if (devKeys.length > 0) devRuntime().catch(() => undefined);
      return Promise.all(
        NETWORK_KEYS.map(async (key) => {
          const rpcUrl = settings.rpcUrls[key];
          return rpcUrl
            ? (await remoteHandle(key, rpcUrl)).network
            : devNetwork(key, DEV_TOKEN.address);
        }),
      );
    },
    chain,
    async fund(key, address) {
      if (settings.rpcUrls[key]) throw new Error(`${key} is a real network: nothing to fund.`);
      const handle = (await devRuntime()).handles.get(key)!;
      // The deployer mints: its sends from this process go one at a time.
      await deployerTurn(key, () => fundOnDevChain(handle.clients, address));
    },
    async close() {
      const running = dev;
      dev = null;
      if (running) await (await running.catch(() => null))?.stop();
    },
  };
}
