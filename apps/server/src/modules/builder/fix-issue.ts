import { sql } from 'drizzle-orm';

/** How a "Fix issue" follow-up's prompt starts (the builder's preview panel writes it). */
export const FIX_ISSUE_PREFIX = 'Fix issue:';

/**
 * True when a runtime error was reported on the version the generation job `j` produced: such a
 * Fix issue follow-up did not fix the problem. The runner saves the version in the transaction
 * that finishes the job, so the version's created_at is the job's finished_at (both are that
 * transaction's now()).
 */
export const errorAfterBuild = sql`exists (
  select 1 from project_versions v
  join activity_events e on e.project_id = v.project_id and e.version = v.version
    and e.kind = 'runtime_error'
  where v.project_id = j.project_id and v.created_at = j.finished_at)`;
