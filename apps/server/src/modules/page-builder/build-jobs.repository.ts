import type { PageType } from '@appforge/shared/contracts/page-builder';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageBuildJobs } from '../../db/schema';

export type BuildJobRow = typeof pageBuildJobs.$inferSelect;

/** The new running job, or undefined when the project already has one running (one per project). */
export async function insertRunningJob(
  db: Database,
  job: { userId: string; projectId: string; total: number },
): Promise<BuildJobRow | undefined> {
  const [row] = await db
    .insert(pageBuildJobs)
    .values({ ...job, status: 'running' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findRunningJob(
  db: Database,
  projectId: string,
): Promise<BuildJobRow | undefined> {
  const [row] = await db
    .select()
    .from(pageBuildJobs)
    .where(and(eq(pageBuildJobs.projectId, projectId), eq(pageBuildJobs.status, 'running')));
  return row;
}

export async function findOwnedJob(
  db: Database,
  userId: string,
  jobId: string,
): Promise<BuildJobRow | undefined> {
  const [row] = await db
    .select()
    .from(pageBuildJobs)
    .where(and(eq(pageBuildJobs.id, jobId), eq(pageBuildJobs.userId, userId)));
  return row;
}

export async function findLatestJob(
  db: Database,
  userId: string,
  projectId: string,
): Promise<BuildJobRow | undefined> {
  const [row] = await db
    .select()
    .from(pageBuildJobs)
    .where(and(eq(pageBuildJobs.userId, userId), eq(pageBuildJobs.projectId, projectId)))
    .orderBy(desc(pageBuildJobs.startedAt))
    .limit(1);
  return row;
}

/** Progress: the page being written and how many are done; moves the heartbeat on. */
export async function recordJobProgress(
  db: Database,
  jobId: string,
  progress: { completed: number; currentPageType: PageType | null },
): Promise<void> {
  await db
    .update(pageBuildJobs)
    .set({ ...progress, heartbeatAt: sql`now()` })
    .where(eq(pageBuildJobs.id, jobId));
}

export async function finishJob(
  db: Database,
  jobId: string,
  outcome: { status: 'completed' | 'failed'; error: string | null },
): Promise<BuildJobRow | undefined> {
  const [row] = await db
    .update(pageBuildJobs)
    .set({ ...outcome, currentPageType: null, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(and(eq(pageBuildJobs.id, jobId), eq(pageBuildJobs.status, 'running')))
    .returning();
  return row;
}

/** Fails a running job whose heartbeat is older than `staleAfterMs`: its process stopped. */
export async function failJobIfStale(
  db: Database,
  jobId: string,
  staleAfterMs: number,
  error: string,
): Promise<boolean> {
  const rows = await db
    .update(pageBuildJobs)
    .set({ status: 'failed', error, currentPageType: null, finishedAt: sql`now()` })
    .where(
      and(
        eq(pageBuildJobs.id, jobId),
        eq(pageBuildJobs.status, 'running'),
        sql`${pageBuildJobs.heartbeatAt} < now() - make_interval(secs => ${staleAfterMs / 1000})`,
      ),
    )
    .returning({ id: pageBuildJobs.id });
  return rows.length > 0;
}
