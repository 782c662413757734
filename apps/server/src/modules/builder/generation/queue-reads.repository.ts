import type { Priority, QueueStats, QueueUserItem } from '@appforge/shared/contracts/builder';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf, type JobRow } from './generation-queue.repository';

/** The rolling average covers this many most recent completed jobs. */
const AVERAGE_WINDOW = 50;
/** Finished jobs listed with a user's queue items, newest first. */
const RECENT_FINISHED = 10;

/**
 * Every waiting job's 1-based place: higher priority first, then first come first served. One
 * pass over the waiting jobs (in the order of their index) however many places are asked for.
 */
const waitingPlaces = sql`
  select id, row_number() over (order by priority_rank, seq)::int as position
  from generation_jobs where status = 'pending'`;

/** Waiting jobs of each of `userIds` (users with none are absent). */
export async function countPendingByUser(
  db: Database,
  userIds: string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = rowsOf<{ user_id: string; pending: number }>(
    await db.execute(sql`
      select user_id, count(*)::int as pending from generation_jobs
      where status = 'pending' and user_id in ${userIds}
      group by user_id`),
  );
  return new Map(rows.map((row) => [row.user_id, row.pending]));
}

/** The places of the waiting jobs `ids` in the queue (jobs not waiting are absent). */
export async function positionsOf(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: string; position: number }>(
    await db.execute(sql`
      select id, position from (${waitingPlaces}) places where id in ${ids}`),
  );
  return new Map(rows.map((row) => [row.id, row.position]));
}

/** The counts by status and the rolling average job time, in one statement. */
export async function queueStats(db: Database, workers: number): Promise<QueueStats> {
  const [row] = rowsOf<
    Record<'total' | 'pending' | 'processing' | 'completed' | 'failed', number> & {
      average: number | null;
    }
  >(
    await db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where status = 'pending')::int as pending,
        count(*) filter (where status = 'processing')::int as processing,
        count(*) filter (where status = 'completed')::int as completed,
        count(*) filter (where status = 'failed')::int as failed,
        (select avg(processing_ms)::float8 from (
          select processing_ms from generation_jobs where status = 'completed'
          order by finished_at desc limit ${AVERAGE_WINDOW}) recent) as average
      from generation_jobs`),
  );
  const { average, ...stats } = row ?? {
    total: 0,
    pending: 0,
    processing: 0,
    completed: 0,
    failed: 0,
    average: null,
  };
  const averageProcessingTime = Math.round(average ?? 0);
  return {
    ...stats,
    averageProcessingTime,
    estimatedWaitTime: waitFor(stats.pending + stats.processing, workers, averageProcessingTime),
  };
}

/** Rounds of work ahead of an item (all workers busy in parallel) × the average job time. */
export function waitFor(jobsAhead: number, workers: number, averageMs: number) {
  return Math.ceil(jobsAhead / Math.max(1, workers)) * averageMs;
}

/**
 * The queue items of each of `userIds` in one statement: their waiting jobs with their places,
 * their running ones, and their last finished ones. Every user asked for has an entry.
 */
export async function queueItemsOf(
  db: Database,
  userIds: string[],
  stats: QueueStats,
  workers: number,
): Promise<Map<string, QueueUserItem[]>> {
  const items = new Map<string, QueueUserItem[]>(userIds.map((userId) => [userId, []]));
  if (userIds.length === 0) return items;
  const rows = rowsOf<{
    id: string;
    user_id: string;
    project_id: string;
    prompt: string;
    priority: Priority;
    status: JobRow['status'];
    progress: number;
    error: string | null;
    created_at: Date | string;
    position: number;
  }>(
    await db.execute(sql`
      select j.id, j.user_id, j.project_id, j.prompt, j.priority, j.status, j.progress, j.error,
        j.created_at, coalesce(places.position, 0)::int as position
      from generation_jobs j left join (${waitingPlaces}) places on places.id = j.id
      where j.user_id in ${userIds} and (j.status in ('pending', 'processing') or j.id in (
        select id from (
          select id, row_number() over (partition by user_id order by seq desc) as recency
          from generation_jobs
          where user_id in ${userIds} and status in ('completed', 'failed')
        ) finished where recency <= ${RECENT_FINISHED}))
      order by j.seq`),
  );
  for (const row of rows) {
    items.get(row.user_id)?.push({
      id: row.id,
      projectId: row.project_id,
      prompt: row.prompt,
      position: row.position,
      priority: row.priority,
      status: row.status,
      progress: row.progress,
      estimatedWait:
        row.status === 'pending'
          ? waitFor(row.position - 1 + stats.processing, workers, stats.averageProcessingTime)
          : 0,
      error: row.error,
      createdAt: new Date(row.created_at).toISOString(),
    });
  }
  return items;
}

/** Jobs waiting and running in the whole database; each count can use its partial index. */
export async function countQueuedJobs(
  db: Database,
): Promise<{ pending: number; processing: number }> {
  const [counts] = rowsOf<{ pending: number; processing: number }>(
    await db.execute(sql`
      select (select count(*) from generation_jobs where status = 'pending')::int as pending,
        (select count(*) from generation_jobs where status = 'processing')::int as processing`),
  );
  return counts ?? { pending: 0, processing: 0 };
}

/** Whether a job of the project is waiting or running: its result would replace what is current. */
export async function hasOpenJob(db: Database, projectId: string): Promise<boolean> {
  const [row] = rowsOf<{ open: boolean }>(
    await db.execute(sql`
      select exists(
        select 1 from generation_jobs
        where project_id = ${projectId} and status in ('pending', 'processing')
      ) as open`),
  );
  return row?.open === true;
}
