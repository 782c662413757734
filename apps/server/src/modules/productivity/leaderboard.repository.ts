import { SESSION_XP_MINUTES_CAP } from '@appforge/shared/contracts/productivity';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { FAST_BUILD_MS } from './achievements';
import { errorAfterBuild, FIX_ISSUE_PREFIX } from '../builder/fix-issue';
import { sessionDurationMs } from './productivity.repository';

/** One person's totals, aggregated in SQL over their builds, events and sessions. */
export interface LeaderboardTotals {
  userId: string;
  displayName: string | null;
  successfulBuilds: number;
  appsGenerated: number;
  fastBuilds: number;
  runtimeErrorsFixed: number;
  busiestDayBuilds: number;
  bestSuccessRun: number;
  exports: number;
  restores: number;
  /** Minutes of ended sessions, each capped at SESSION_XP_MINUTES_CAP. */
  cappedSessionMinutes: number;
  sessionMinutes: number;
  bestStreak: number;
  currentStreak: number;
}

const day = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);

/**
 * The totals of everyone with any activity, in one statement: the same counters the profile's
 * replay keeps, so both give the same experience. `today` is the UTC day (YYYY-MM-DD) a current
 * streak must reach (it may end yesterday).
 */
export async function listLeaderboardTotals(
  db: Database,
  today: string,
): Promise<LeaderboardTotals[]> {
  const result = await db.execute(sql`
    with builds as (
      select j.user_id, j.project_id, j.seq, j.status = 'completed' as ok, j.processing_ms,
        coalesce(j.finished_at, j.created_at) as at,
        (j.status = 'completed' and j.prompt like ${`${FIX_ISSUE_PREFIX}%`}
          and not ${errorAfterBuild}) as fixed
      from generation_jobs j where j.status in ('completed', 'failed')
    ), build_totals as (
      select user_id, count(*) filter (where ok) as successful,
        count(distinct project_id) filter (where ok) as apps,
        count(*) filter (where ok and processing_ms < ${FAST_BUILD_MS}) as fast,
        count(*) filter (where fixed) as fixed
      from builds group by user_id
    ), busiest as (
      select user_id, max(n) as busiest from (
        select user_id, count(*) as n from builds where ok group by user_id, ${day('at')}
      ) per_day group by user_id
    ), success_runs as (
      select user_id, max(n) as best_run from (
        select user_id, count(*) as n from (
          select user_id, ok,
            row_number() over (partition by user_id order by at, seq)
              - row_number() over (partition by user_id, ok order by at, seq) as run
          from builds
        ) numbered where ok group by user_id, run
      ) runs group by user_id
    ), events as (
      select user_id, count(*) filter (where kind = 'export') as exports,
        count(*) filter (where kind = 'restore') as restores
      from activity_events where kind in ('export', 'restore') group by user_id
    ), sessions as (
      select user_id, sum(least(floor(ms / 60000), ${SESSION_XP_MINUTES_CAP})) as capped_minutes,
        floor(sum(ms) / 60000) as session_minutes
      from (
        select user_id, ${sessionDurationMs} as ms from coding_sessions where ended_at is not null
      ) ended group by user_id
    ), active_days as (
      select distinct user_id, ${day('at')} as day from (
        select user_id, at from builds
        union all
        select user_id, created_at from activity_events where kind in ('export', 'restore')
        union all
        select user_id, started_at from coding_sessions
        union all
        select user_id, ended_at from coding_sessions where ended_at is not null
      ) moments (user_id, at)
    ), streaks as (
      select user_id, max(n) as best_streak,
        coalesce(max(n) filter (where last_day >= ${today}::date - 1), 0) as current_streak
      from (
        select user_id, count(*) as n, max(day) as last_day from (
          select user_id, day, day - (row_number() over (partition by user_id order by day))::int
            as island
          from active_days
        ) islands group by user_id, island
      ) runs group by user_id
    )
    select s.user_id, p.display_name,
      coalesce(b.successful, 0)::int as successful_builds, coalesce(b.apps, 0)::int as apps,
      coalesce(b.fast, 0)::int as fast_builds, coalesce(b.fixed, 0)::int as fixed,
      coalesce(d.busiest, 0)::int as busiest, coalesce(r.best_run, 0)::int as best_run,
      coalesce(e.exports, 0)::int as exports, coalesce(e.restores, 0)::int as restores,
      coalesce(x.capped_minutes, 0)::int as capped_minutes,
      coalesce(x.session_minutes, 0)::int as session_minutes,
      s.best_streak::int as best_streak, s.current_streak::int as current_streak
    from streaks s
      left join build_totals b on b.user_id = s.user_id
      left join busiest d on d.user_id = s.user_id
      left join success_runs r on r.user_id = s.user_id
      left join events e on e.user_id = s.user_id
      left join sessions x on x.user_id = s.user_id
      left join productivity_profiles p on p.user_id = s.user_id`);
  const rows = (result as unknown as { rows: Record<string, number | string | null>[] }).rows;
  const count = (value: unknown) => Number(value ?? 0);
  return rows.map((row) => ({
    userId: String(row.user_id),
    displayName: row.display_name === null ? null : String(row.display_name),
    successfulBuilds: count(row.successful_builds),
    appsGenerated: count(row.apps),
    fastBuilds: count(row.fast_builds),
    runtimeErrorsFixed: count(row.fixed),
    busiestDayBuilds: count(row.busiest),
    bestSuccessRun: count(row.best_run),
    exports: count(row.exports),
    restores: count(row.restores),
    cappedSessionMinutes: count(row.capped_minutes),
    sessionMinutes: count(row.session_minutes),
    bestStreak: count(row.best_streak),
    currentStreak: count(row.current_streak),
  }));
}
