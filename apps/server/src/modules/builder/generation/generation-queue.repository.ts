import { randomUUID } from 'node:crypto';
import type { Priority } from '@appforge/shared/contracts/builder';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { generationJobs } from '../../../db/schema';

export type JobRow = typeof generationJobs.$inferSelect;

export const PRIORITY_RANK: Record<Priority, number> = { high: 0, normal: 1, low: 2 };
/** A job whose worker vanished is tried this many times in all before it fails. */
export const MAX_ATTEMPTS = 2;
export const INTERRUPTED_MESSAGE = 'The generation was interrupted; please try again.';
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface NewJob {
  projectId: string;
  userId: string;
  prompt: string;
  priority: Priority;
}

/**
 * Queues jobs in the order given (their order of arrival) and answers their ids in that order. One
 * statement over a JSON array: per row, far cheaper than a statement with parameters for every
 * value, which matters on the embedded database (it runs on the server's thread).
 */
export async function enqueueJobs(db: Database, jobs: NewJob[]): Promise<string[]> {
  if (jobs.length === 0) return [];
  const rows = jobs.map((job) => ({
    id: randomUUID(),
    project_id: job.projectId,
    user_id: job.userId,
    prompt: job.prompt,
    priority: job.priority,
    priority_rank: PRIORITY_RANK[job.priority],
  }));
  await db.execute(sql`
    insert into generation_jobs (id, project_id, user_id, prompt, priority, priority_rank)
    select id, project_id, user_id, prompt, priority, priority_rank
    from rows from (json_to_recordset(${JSON.stringify(rows)}::json) as (
      id uuid, project_id uuid, user_id uuid, prompt text, priority text, priority_rank smallint))
      with ordinality as job(id, project_id, user_id, prompt, priority, priority_rank, arrival)
    order by arrival`);
  return rows.map((row) => row.id);
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

/**
 * Gives a job this worker holds back to the queue, as if it had never been claimed: waiting again
 * at its place (its priority and arrival are unchanged), and the attempt not counted, since the
 * job did not fail. False when the job is no longer this worker's (it finished meanwhile).
 */
export async function handBackJob(db: Database, id: string, owner: string): Promise<boolean> {
  const rows = await db
    .update(generationJobs)
    .set({
      status: 'pending',
      progress: 0,
      attempts: sql`greatest(0, ${generationJobs.attempts} - 1)`,
      leaseOwner: null,
      leaseExpiresAt: null,
      startedAt: null,
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
