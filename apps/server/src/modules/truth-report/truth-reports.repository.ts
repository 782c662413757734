import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { errorAfterBuild, FIX_ISSUE_PREFIX } from '../builder/fix-issue';
import { activityEvents, generationJobs, messages, truthReports } from '../../db/schema';

export type TruthReportRow = typeof truthReports.$inferSelect;
export type NewTruthReport = typeof truthReports.$inferInsert;

export async function insertReport(db: Database, row: NewTruthReport): Promise<TruthReportRow> {
  const [saved] = await db.insert(truthReports).values(row).returning();
  return saved!;
}

/** A project's reports, newest first, without the stored artifact and screenshots. */
export function listReports(db: Database, projectId: string, limit: number) {
  return db
    .select({ report: truthReports.report })
    .from(truthReports)
    .where(eq(truthReports.projectId, projectId))
    .orderBy(desc(truthReports.createdAt))
    .limit(limit);
}

/** The project's newest report with what the next run compares against. */
export async function findBaselineReport(db: Database, projectId: string) {
  const [row] = await db
    .select({
      version: truthReports.version,
      screenshots: truthReports.screenshots,
      createdAt: truthReports.createdAt,
    })
    .from(truthReports)
    .where(eq(truthReports.projectId, projectId))
    .orderBy(desc(truthReports.createdAt))
    .limit(1);
  return row;
}

/** One of `userId`'s reports, for its downloads. */
export async function findOwnedReport(
  db: Database,
  id: string,
  userId: string,
): Promise<TruthReportRow | undefined> {
  const [row] = await db
    .select()
    .from(truthReports)
    .where(and(eq(truthReports.id, id), eq(truthReports.userId, userId)));
  return row;
}

/** The newest report of each of `userId`'s projects. */
export function latestReportPerProject(db: Database, userId: string) {
  return db
    .selectDistinctOn([truthReports.projectId], { report: truthReports.report })
    .from(truthReports)
    .where(eq(truthReports.userId, userId))
    .orderBy(truthReports.projectId, desc(truthReports.createdAt));
}

/** The caller's generation jobs that ended, oldest first: the KPIs' and FinOps' timings. */
export function finishedJobs(db: Database, userId: string, since: Date) {
  return db
    .select({
      projectId: generationJobs.projectId,
      status: generationJobs.status,
      createdAt: generationJobs.createdAt,
      finishedAt: generationJobs.finishedAt,
      processingMs: generationJobs.processingMs,
    })
    .from(generationJobs)
    .where(
      and(
        eq(generationJobs.userId, userId),
        inArray(generationJobs.status, ['completed', 'failed']),
        gte(generationJobs.createdAt, since),
      ),
    )
    .orderBy(generationJobs.seq);
}

/** Projects whose first completed job falls in `jobs`: the others' first jobs are follow-ups. */
export async function firstCompletedJobTimes(db: Database, userId: string) {
  const rows = await db
    .select({
      projectId: generationJobs.projectId,
      first: sql<Date>`min(${generationJobs.finishedAt})`.mapWith((value) => new Date(value)),
    })
    .from(generationJobs)
    .where(and(eq(generationJobs.userId, userId), eq(generationJobs.status, 'completed')))
    .groupBy(generationJobs.projectId);
  return new Map(rows.map((row) => [row.projectId, row.first.getTime()]));
}

/** Preview loads and runtime errors of the caller's previews since `since`. */
export function previewEvents(db: Database, userId: string, since: Date) {
  return db
    .select({
      projectId: activityEvents.projectId,
      kind: activityEvents.kind,
      createdAt: activityEvents.createdAt,
    })
    .from(activityEvents)
    .where(
      and(
        eq(activityEvents.userId, userId),
        inArray(activityEvents.kind, ['preview_load', 'runtime_error']),
        gte(activityEvents.createdAt, since),
      ),
    )
    .orderBy(activityEvents.createdAt);
}

/** CPU time the caller's reports took since `since`. */
export async function reportCpuMs(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${truthReports.cpuMs}), 0)`.mapWith(Number) })
    .from(truthReports)
    .where(and(eq(truthReports.userId, userId), gte(truthReports.createdAt, since)));
  return row?.total ?? 0;
}

/** The version the job that wrote it finished with: saved inside the job's transaction. */
export async function jobOfVersion(db: Database, projectId: string, createdAt: Date) {
  const [row] = await db
    .select({ createdAt: generationJobs.createdAt, finishedAt: generationJobs.finishedAt })
    .from(generationJobs)
    .where(
      and(
        eq(generationJobs.projectId, projectId),
        eq(generationJobs.status, 'completed'),
        gte(generationJobs.finishedAt, createdAt),
      ),
    )
    .orderBy(generationJobs.finishedAt)
    .limit(1);
  return row;
}

/** The assistant's feature notes in the project's chat since `since` (all when null). */
export function assistantNotesSince(db: Database, projectId: string, since: Date | null) {
  return db
    .select({ content: messages.content, metadata: messages.metadata })
    .from(messages)
    .where(
      and(
        eq(messages.projectId, projectId),
        eq(messages.isUser, false),
        since ? gte(messages.createdAt, since) : undefined,
      ),
    )
    .orderBy(messages.createdAt);
}

/** Processing time of each of the project's generations, oldest first. */
export function projectJobTimes(db: Database, projectId: string) {
  return db
    .select({ processingMs: generationJobs.processingMs, createdAt: generationJobs.createdAt })
    .from(generationJobs)
    .where(
      and(
        eq(generationJobs.projectId, projectId),
        inArray(generationJobs.status, ['completed', 'failed']),
      ),
    )
    .orderBy(generationJobs.seq);
}

/** CPU time of the project's earlier reports. */
export async function projectReportCpuMs(db: Database, projectId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${truthReports.cpuMs}), 0)`.mapWith(Number) })
    .from(truthReports)
    .where(eq(truthReports.projectId, projectId));
  return row?.total ?? 0;
}

/** The caller's Fix issue follow-ups since `since`, and those that left no runtime error. */
export async function fixIssueOutcomes(db: Database, userId: string, since: Date) {
  const result = await db.execute(
    sql`select count(*)::int as attempts,
        count(*) filter (where j.status = 'completed' and not ${errorAfterBuild})::int as fixed
      from generation_jobs j
      where j.user_id = ${userId} and j.status in ('completed', 'failed')
        and j.prompt like ${`${FIX_ISSUE_PREFIX}%`} and j.created_at >= ${since.toISOString()}`,
  );
  const [row] = (result as unknown as { rows: { attempts: number; fixed: number }[] }).rows;
  return { attempts: Number(row?.attempts ?? 0), fixed: Number(row?.fixed ?? 0) };
}
