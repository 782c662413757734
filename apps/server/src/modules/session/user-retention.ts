import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { deleteAbandonedUsers } from './users.repository';

/** How often inactive anonymous users are looked for; retention is counted in days. */
export const USER_RETENTION_SWEEP_MS = 60 * 60 * 1000;

export interface UserRetentionDeps {
  db: Database;
  retentionDays: number;
  log: FastifyBaseLogger;
  sweepEveryMs?: number;
}

/**
 * Deletes anonymous users with no data once their last visit is older than `retentionDays`: once
 * now (awaited, so a started server has already done it) and then every `sweepEveryMs` until
 * stopped. A failed sweep is logged and tried again on the next tick.
 */
export async function startUserRetention({
  db,
  retentionDays,
  log,
  sweepEveryMs = USER_RETENTION_SWEEP_MS,
}: UserRetentionDeps): Promise<{ stop(): Promise<void> }> {
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping.then(async () => {
      try {
        const deleted = await deleteAbandonedUsers(db, retentionDays);
        if (deleted > 0) log.info({ deleted, retentionDays }, 'deleted inactive anonymous users');
      } catch (error) {
        log.warn({ err: error }, 'could not delete inactive anonymous users');
      }
    });
    return sweeping;
  };
  await sweep();
  const timer = setInterval(() => void sweep(), sweepEveryMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
