import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminLoginThrottle } from '../../db/schema';

const t = adminLoginThrottle;
const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** Whole seconds until the last of `keys` is unlocked; 0 when none is locked. */
export async function secondsLocked(db: Database, keys: string[]): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number | null>`ceil(extract(epoch from max(${t.lockedUntil}) - now()))::int`,
    })
    .from(t)
    .where(and(inArray(t.key, keys), gt(t.lockedUntil, sql`now()`)));
  return Math.max(0, row?.seconds ?? 0);
}

/**
 * Counts one failure for `key` and answers the failures in the current window; a new window
 * starts when the previous one has passed. One statement, so simultaneous failures from several
 * processes are all counted.
 */
export async function recordFailure(
  db: Database,
  key: string,
  failureWindowMs: number,
): Promise<number> {
  const windowOver = sql`${t.firstFailureAt} is null or ${t.firstFailureAt} < now() - ${interval(failureWindowMs)}`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, firstFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${windowOver} then 1 else ${t.failures} + 1 end`,
        firstFailureAt: sql`case when ${windowOver} then now() else ${t.firstFailureAt} end`,
      },
    })
    .returning({ failures: t.failures });
  return row?.failures ?? 1;
}

/** Locks `key` for `lockoutMs`; the count starts afresh for after the lockout. */
export async function lockKey(db: Database, key: string, lockoutMs: number): Promise<void> {
  await db
    .update(t)
    .set({ lockedUntil: sql`now() + ${interval(lockoutMs)}`, failures: 0, firstFailureAt: null })
    .where(eq(t.key, key));
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(t).where(eq(t.key, key));
}

/** Entries whose window and lockout are both over say nothing any more. */
export async function deleteStaleFailures(db: Database, failureWindowMs: number): Promise<void> {
  await db
    .delete(t)
    .where(
      and(
        or(isNull(t.lockedUntil), lt(t.lockedUntil, sql`now()`)),
        or(
          isNull(t.firstFailureAt),
          lt(t.firstFailureAt, sql`now() - ${interval(failureWindowMs)}`),
        ),
      ),
    );
}
