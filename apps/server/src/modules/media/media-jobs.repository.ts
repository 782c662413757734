import type { BatchKind } from '@appforge/shared/contracts/media';
import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaJobs } from '../../db/schema';

export type MediaJobRow = typeof mediaJobs.$inferSelect;
export type SkippedFile = MediaJobRow['skipped'][number];

/** The new running job, or undefined when the person already runs one of this kind. */
export async function insertRunningJob(
  db: Database,
  job: { userId: string; kind: BatchKind; total: number },
): Promise<MediaJobRow | undefined> {
  const [row] = await db
    .insert(mediaJobs)
    .values({ ...job, status: 'running' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findRunningJob(
  db: Database,
  userId: string,
  kind: BatchKind,
): Promise<MediaJobRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaJobs)
    .where(
      and(eq(mediaJobs.userId, userId), eq(mediaJobs.kind, kind), eq(mediaJobs.status, 'running')),
    );
  return row;
}

export async function findOwnedJob(
  db: Database,
  userId: string,
  jobId: string,
): Promise<MediaJobRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaJobs)
    .where(and(eq(mediaJobs.id, jobId), eq(mediaJobs.userId, userId)));
  return row;
}

export async function findLatestJob(
  db: Database,
  userId: string,
  kind: BatchKind,
): Promise<MediaJobRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaJobs)
    .where(and(eq(mediaJobs.userId, userId), eq(mediaJobs.kind, kind)))
    .orderBy(desc(mediaJobs.startedAt))
    .limit(1);
  return row;
}

/** Progress: files done and those skipped so far; moves the heartbeat on. */
export async function recordJobProgress(
  db: Database,
  jobId: string,
  progress: { completed: number; skipped: SkippedFile[] },
): Promise<void> {
  await db
    .update(mediaJobs)
    .set({ ...progress, heartbeatAt: sql`now()` })
    .where(eq(mediaJobs.id, jobId));
}

export async function finishJob(
  db: Database,
  jobId: string,
  outcome: { status: 'completed' | 'failed'; error: string | null; resultKey?: string },
): Promise<MediaJobRow | undefined> {
  const [row] = await db
    .update(mediaJobs)
    .set({ ...outcome, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(and(eq(mediaJobs.id, jobId), eq(mediaJobs.status, 'running')))
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
    .update(mediaJobs)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(
      and(
        eq(mediaJobs.id, jobId),
        eq(mediaJobs.status, 'running'),
        sql`${mediaJobs.heartbeatAt} < now() - make_interval(secs => ${staleAfterMs / 1000})`,
      ),
    )
    .returning({ id: mediaJobs.id });
  return rows.length > 0;
}

/** Forgets the person's earlier archives (a new one replaces them) and answers their keys. */
export async function releaseOlderArchives(
  db: Database,
  userId: string,
  keepJobId: string,
): Promise<string[]> {
  const older = await db
    .select({ id: mediaJobs.id, key: mediaJobs.resultKey })
    .from(mediaJobs)
    .where(
      and(
        eq(mediaJobs.userId, userId),
        eq(mediaJobs.kind, 'archive'),
        ne(mediaJobs.id, keepJobId),
        isNotNull(mediaJobs.resultKey),
      ),
    );
  if (older.length === 0) return [];
  await db
    .update(mediaJobs)
    .set({ resultKey: null })
    .where(
      inArray(
        mediaJobs.id,
        older.map((job) => job.id),
      ),
    );
  return older.flatMap((job) => (job.key ? [job.key] : []));
}
