import type { Priority } from '@appforge/shared/contracts/builder';
import type { QueueStats, QueueUserItem } from '@appforge/shared/contracts/builder';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { generationJobs } from '../../../db/schema';

export type JobRow = typeof generationJobs.$inferSelect;

export const PRIORITY_RANK: Record<Priority, number> = { high: 0, normal: 1, low: 2 };
/** A job whose worker vanished is tried this many times in all before it fails. */
export const MAX_ATTEMPTS = 2;
export const INTERRUPTED_MESSAGE = 'The generation was interrupted; please try again.';
/** The rolling average covers this many most recent completed jobs. */
const AVERAGE_WINDOW = 50;
/** Finished jobs listed with a user's queue items, newest first. */
const RECENT_FINISHED = 10;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function enqueueJob(
  db: Database,
  job: { projectId: string; userId: string; prompt: string; priority: Priority },
): Promise<JobRow> {
  const [row] = await db
    .insert(generationJobs)
    .values({ ...job, priorityRank: PRIORITY_RANK[job.priority] })
    .returning();
  if (!row) throw new Error('Insert returned no job row.');
  return row;
}

export async function countPendingForUser(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(generationJobs)
    .where(and(eq(generationJobs.userId, userId), eq(generationJobs.status, 'pending')));
  return row?.count ?? 0;
}

/** 1-based place among waiting jobs: higher priority first, then first come first served. */
export async function positionOf(
  db: Database,
  job: Pick<JobRow, 'priorityRank' | 'seq'>,
): Promise<number> {
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(generationJobs)
    .where(
      sql`${generationJobs.status} = 'pending' and (${generationJobs.priorityRank} < ${job.priorityRank}
        or (${generationJobs.priorityRank} = ${job.priorityRank} and ${generationJobs.seq} < ${job.seq}))`,
    );
  return (row?.ahead ?? 0) + 1;
}

/** PostgreSQL's unique_violation, thrown directly or wrapped as the `cause` of a query error. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (('code' in error && error.code === '23505') ||
    ('cause' in error && isUniqueViolation(error.cause)));

/**
 * Claims the next waiting job for `owner` with a lease (one CTE; skips rows other workers hold, and
 * projects with a job already processing). Two workers racing for one project's jobs meet the
 * one-processing-per-project index: the loser gets nothing this time and looks again.
 */
export async function claimNextJob(
  db: Database,
  owner: string,
  leaseMs: number,
): Promise<JobRow | undefined> {
  try {
    return await claimOnce(db, owner, leaseMs);
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

async function claimOnce(
  db: Database,
  owner: string,
  leaseMs: number,
): Promise<JobRow | undefined> {
  const result = await db.execute(sql`
    with next as (
      select id from generation_jobs as waiting where status = 'pending'
        and not exists (
          select 1 from generation_jobs as busy
          where busy.project_id = waiting.project_id and busy.status = 'processing'
        )
      order by priority_rank, seq limit 1 for update skip locked
    )
    update generation_jobs as j
    set status = 'processing', attempts = j.attempts + 1, progress = 0, lease_owner = ${owner},
        lease_expires_at = now() + make_interval(secs => ${leaseMs / 1000}), started_at = now()
    from next where j.id = next.id
    returning j.id`);
  const claimed = rowsOf<{ id: string }>(result)[0];
  if (!claimed) return undefined;
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, claimed.id));
  return row;
}

const heldBy = (id: string, owner: string) =>
  and(
    eq(generationJobs.id, id),
    eq(generationJobs.leaseOwner, owner),
    eq(generationJobs.status, 'processing'),
  );

/** Renews the lease (and records progress); false when the job is no longer this worker's. */
export async function renewLease(
  db: Database,
  id: string,
  owner: string,
  leaseMs: number,
  progress?: number,
) {
  const rows = await db
    .update(generationJobs)
    .set({
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      ...(progress === undefined ? {} : { progress: Math.round(progress) }),
    })
    .where(heldBy(id, owner))
    .returning({ id: generationJobs.id });
  return rows.length > 0;
}

export async function finishJob(
  db: Database,
  id: string,
  owner: string | null,
  outcome: { status: 'completed' } | { status: 'failed'; error: string },
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(generationJobs)
    .set({
      status: outcome.status,
      progress: outcome.status === 'completed' ? 100 : sql`${generationJobs.progress}`,
      error: outcome.status === 'failed' ? outcome.error : null,
      leaseOwner: null,
      leaseExpiresAt: null,
      finishedAt: sql`now()`,
      processingMs: sql`greatest(0, round(extract(epoch from (now() - coalesce(${generationJobs.startedAt}, now()))) * 1000))::int`,
    })
    .where(owner === null ? eq(generationJobs.id, id) : heldBy(id, owner))
    .returning();
  return row;
}

/**
 * Jobs whose lease ran out (their process died): back to the queue while attempts remain,
 * otherwise failed. `everyProcessing` treats all running jobs as orphaned, which holds at the
 * start of the only process on an embedded database.
 */
export async function recoverInterruptedJobs(db: Database, everyProcessing: boolean) {
  const expired = everyProcessing ? sql`true` : sql`lease_expires_at < now()`;
  const retried = rowsOf<{ id: string; user_id: string }>(
    await db.execute(sql`
      update generation_jobs set status = 'pending', progress = 0, lease_owner = null, lease_expires_at = null
      where status = 'processing' and ${expired} and attempts < ${MAX_ATTEMPTS}
      returning id, user_id`),
  );
  const failed = rowsOf<{ id: string; user_id: string; project_id: string }>(
    await db.execute(sql`
      update generation_jobs set status = 'failed', error = ${INTERRUPTED_MESSAGE}, lease_owner = null,
        lease_expires_at = null, finished_at = now()
      where status = 'processing' and ${expired} and attempts >= ${MAX_ATTEMPTS}
      returning id, user_id, project_id`),
  );
  return { retried, failed };
}

export async function queueStats(db: Database, workers: number): Promise<QueueStats> {
  const [counts] = rowsOf<
    Record<'total' | 'pending' | 'processing' | 'completed' | 'failed', number>
  >(
    await db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where status = 'pending')::int as pending,
        count(*) filter (where status = 'processing')::int as processing,
        count(*) filter (where status = 'completed')::int as completed,
        count(*) filter (where status = 'failed')::int as failed
      from generation_jobs`),
  );
  const [average] = rowsOf<{ avg: number | null }>(
    await db.execute(sql`
      select avg(processing_ms)::float8 as avg from (
        select processing_ms from generation_jobs where status = 'completed'
        order by finished_at desc limit ${AVERAGE_WINDOW}) recent`),
  );
  const stats = counts ?? { total: 0, pending: 0, processing: 0, completed: 0, failed: 0 };
  const averageProcessingTime = Math.round(average?.avg ?? 0);
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

export async function userQueueItems(
  db: Database,
  userId: string,
  stats: QueueStats,
  workers: number,
) {
  const rows = rowsOf<{
    id: string;
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
      select j.id, j.project_id, j.prompt, j.priority, j.status, j.progress, j.error, j.created_at,
        case when j.status = 'pending' then (
          select count(*) from generation_jobs p where p.status = 'pending'
            and (p.priority_rank < j.priority_rank or (p.priority_rank = j.priority_rank and p.seq <= j.seq))
        ) else 0 end::int as position
      from generation_jobs j
      where j.user_id = ${userId} and (j.status in ('pending', 'processing') or j.id in (
        select id from generation_jobs where user_id = ${userId} and status in ('completed', 'failed')
        order by seq desc limit ${RECENT_FINISHED}))
      order by j.seq`),
  );
  return rows.map((row): QueueUserItem => ({
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
  }));
}
