import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { codingSessions } from '../../db/schema';
import { sessionDurationMs } from './productivity.repository';

export type SessionType = (typeof codingSessions.$inferInsert)['sessionType'];

/** PostgreSQL's unique_violation, thrown directly or wrapped as the `cause` of a query error. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (('code' in error && error.code === '23505') ||
    ('cause' in error && isUniqueViolation(error.cause)));

/**
 * Starts a session; undefined when one is already running. The partial unique index on running
 * sessions decides between two concurrent starts, so there is no read-then-write race.
 */
export async function insertRunningSession(
  db: Database,
  userId: string,
  sessionType: SessionType,
): Promise<{ sessionType: SessionType; startedAt: Date } | undefined> {
  try {
    const [row] = await db
      .insert(codingSessions)
      .values({ userId, sessionType })
      .returning({ sessionType: codingSessions.sessionType, startedAt: codingSessions.startedAt });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Ends the running session; undefined when none runs. */
export async function endRunningSession(db: Database, userId: string) {
  const result = await db.execute(sql`
    update coding_sessions set ended_at = now()
    where user_id = ${userId} and ended_at is null
    returning session_type, started_at, ended_at, ${sessionDurationMs}::float8 as duration_ms`);
  const [row] = (
    result as unknown as {
      rows: {
        session_type: SessionType;
        started_at: Date | string;
        ended_at: Date | string;
        duration_ms: number;
      }[];
    }
  ).rows;
  return (
    row && {
      sessionType: row.session_type,
      startedAt: new Date(row.started_at),
      endedAt: new Date(row.ended_at),
      durationMs: row.duration_ms,
    }
  );
}
