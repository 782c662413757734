import type { NetworkKey } from '@appforge/shared/contracts/web3';
import { and, gt, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, DatabaseKind } from '../../../db/client';
import { web3ChainHosts } from '../../../db/schema';

/** Any fixed 64-bit number names the lock; this one spells "web3dev". */
const DEV_CHAINS_LOCK_KEY = 0x7765623364657600n;
/** An owner writes its chains' addresses this often; older rows belong to a gone process. */
export const CHAIN_HOST_HEARTBEAT_MS = 5000;
const STALE_AFTER_MS = 3 * CHAIN_HOST_HEARTBEAT_MS;

export interface DevChainsLock {
  release(): Promise<void>;
}

/**
 * With PostgreSQL several processes may share the database: one of them owns the dev chains,
 * holding a session advisory lock (released when its connection ends, so a crashed owner frees
 * it). PGlite has one process, which always owns them.
 */
export async function tryLockDevChains(
  db: Database,
  kind: DatabaseKind,
): Promise<DevChainsLock | null> {
  if (kind === 'pglite') return { release: async () => {} };
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const session = await pool.connect();
  try {
    const answer = await session.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [DEV_CHAINS_LOCK_KEY.toString()],
    );
    if (!answer.rows[0]?.locked) {
      session.release();
      return null;
    }
  } catch (error) {
    session.release();
    throw error;
  }
  return {
    async release() {
      try {
        await session.query('select pg_advisory_unlock($1)', [DEV_CHAINS_LOCK_KEY.toString()]);
      } finally {
        session.release();
      }
    },
  };
}

export async function publishChainHosts(
  db: Database,
  hosts: Partial<Record<NetworkKey, string>>,
): Promise<void> {
  const rows = Object.entries(hosts).map(([network, rpcUrl]) => ({
    network: network as NetworkKey,
    rpcUrl: rpcUrl!,
    heartbeatAt: new Date(),
  }));
  if (rows.length === 0) return;
  await db
    .insert(web3ChainHosts)
    .values(rows)
    .onConflictDoUpdate({
      target: web3ChainHosts.network,
      set: { rpcUrl: sql`excluded.rpc_url`, heartbeatAt: sql`excluded.heartbeat_at` },
    });
}

/** The dev chains another process owns and keeps alive, by network. */
export async function liveChainHosts(db: Database): Promise<Partial<Record<NetworkKey, string>>> {
  const rows = await db
    .select()
    .from(web3ChainHosts)
    .where(and(gt(web3ChainHosts.heartbeatAt, new Date(Date.now() - STALE_AFTER_MS))));
  return Object.fromEntries(rows.map((row) => [row.network, row.rpcUrl]));
}
