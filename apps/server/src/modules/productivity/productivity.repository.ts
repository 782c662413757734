import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productivityProfiles } from '../../db/schema';
import { errorAfterBuild, FIX_ISSUE_PREFIX } from '../builder/fix-issue';
import type { BuildRecord, SessionRecord } from './activity-ledger';
import type { FileLines } from './code-languages';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const query = async <T>(db: Database, statement: SQL) => rowsOf<T>(await db.execute(statement));
/** Raw queries answer timestamps as Date on one driver and as text on another. */
const toDate = (value: Date | string) => new Date(value);

/** The person's finished generations, oldest first (by finish, then queue order). */
export async function listBuilds(db: Database, userId: string): Promise<BuildRecord[]> {
  const rows = await query<{
    project_id: string;
    at: Date | string;
    ok: boolean;
    processing_ms: number | null;
    fix_issue: boolean;
    error_after: boolean;
  }>(
    db,
    sql`select j.project_id, coalesce(j.finished_at, j.created_at) as at,
        j.status = 'completed' as ok, j.processing_ms,
        j.prompt like ${`${FIX_ISSUE_PREFIX}%`} as fix_issue,
        (j.status = 'completed' and j.prompt like ${`${FIX_ISSUE_PREFIX}%`}
          and ${errorAfterBuild}) as error_after
      from generation_jobs j
      where j.user_id = ${userId} and j.status in ('completed', 'failed')
      order by at, j.seq`,
  );
  return rows.map((row) => ({
    projectId: row.project_id,
    at: toDate(row.at),
    ok: row.ok,
    processingMs: row.processing_ms,
    fixIssue: row.fix_issue,
    errorAfter: row.error_after,
  }));
}

/** When the person exported a project and when they restored a version, oldest first. */
export async function listExportsAndRestores(db: Database, userId: string) {
  const rows = await query<{ kind: 'export' | 'restore'; created_at: Date | string }>(
    db,
    sql`select kind, created_at from activity_events
      where user_id = ${userId} and kind in ('export', 'restore') order by created_at`,
  );
  const at = (kind: string) =>
    rows.filter((row) => row.kind === kind).map((row) => toDate(row.created_at));
  return { exports: at('export'), restores: at('restore') };
}

/** Whole milliseconds of a session, computed the same way wherever sessions earn experience. */
export const sessionDurationMs = sql`greatest(0, floor(extract(epoch from (ended_at - started_at)) * 1000))`;

/** Every coding session of the person, the running one included, oldest first. */
export async function listSessions(db: Database, userId: string): Promise<SessionRecord[]> {
  const rows = await query<{
    started_at: Date | string;
    ended_at: Date | string | null;
    duration_ms: number | null;
  }>(
    db,
    sql`select started_at, ended_at, ${sessionDurationMs}::float8 as duration_ms
      from coding_sessions where user_id = ${userId} order by started_at`,
  );
  return rows.map((row) => ({
    startedAt: toDate(row.started_at),
    endedAt: row.ended_at === null ? null : toDate(row.ended_at),
    durationMs: row.duration_ms,
  }));
}

const lineCount = (value: SQL) =>
  sql`length(${value}) - length(replace(${value}, E'\n', ''))
    + case when ${value} = '' or right(${value}, 1) = E'\n' then 0 else 1 end`;

/** Lines of every file of the current (latest) version of each of the person's projects. */
export async function listFileLines(db: Database, userId: string): Promise<FileLines[]> {
  const value = sql.raw('f.value');
  return query<FileLines>(
    db,
    sql`select f.key as path, (${lineCount(value)})::int as lines
      from projects p cross join lateral (
        select * from jsonb_each_text(coalesce(p.generated_code -> 'frontend', '{}'::jsonb))
        union all
        select * from jsonb_each_text(coalesce(p.generated_code -> 'backend', '{}'::jsonb))
      ) f
      where p.owner_id = ${userId}`,
  );
}

export async function countProjects(db: Database, userId: string): Promise<number> {
  const [row] = await query<{ count: number }>(
    db,
    sql`select count(*)::int as count from projects where owner_id = ${userId}`,
  );
  return row?.count ?? 0;
}

/** The unit-test coverage of the person's latest Truth Report; null before one or without it. */
export async function latestTestCoverage(db: Database, userId: string): Promise<number | null> {
  const [row] = await query<{ coverage: number | null }>(
    db,
    sql`select (report -> 'tests' -> 'unit' ->> 'coverage')::float8 as coverage
      from truth_reports where user_id = ${userId} order by created_at desc limit 1`,
  );
  return row?.coverage ?? null;
}

export async function findDisplayName(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await query<{ display_name: string }>(
    db,
    sql`select display_name from productivity_profiles where user_id = ${userId}`,
  );
  return row?.display_name;
}

export async function saveDisplayName(
  db: Database,
  userId: string,
  displayName: string,
): Promise<void> {
  await db
    .insert(productivityProfiles)
    .values({ userId, displayName })
    .onConflictDoUpdate({
      target: productivityProfiles.userId,
      set: { displayName, updatedAt: sql`now()` },
    });
}
