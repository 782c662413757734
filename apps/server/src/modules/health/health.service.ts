import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** A database answer is reused this long, so a load balancer's probes cost at most one query. */
const PROBE_TTL_MS = 1000;

export function createDatabaseProbe(db: Database) {
  let lastCheckedAt = 0;
  let pending: Promise<boolean> | null = null;
  let healthy = false;

  async function check() {
    try {
      await db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  }

  return async function isDatabaseReachable(): Promise<boolean> {
    if (Date.now() - lastCheckedAt < PROBE_TTL_MS) return healthy;
    pending ??= check().then((result) => {
      healthy = result;
      lastCheckedAt = Date.now();
      pending = null;
      return result;
    });
    return pending;
  };
}
