import type { MediaKind } from '@appforge/shared/contracts/media';
import { and, avg, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaFiles, mediaProcessingLog, mediaRequestCounts } from '../../db/schema';

export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type NewMediaFileRow = typeof mediaFiles.$inferInsert;

export async function insertMediaFile(db: Database, file: NewMediaFileRow): Promise<MediaFileRow> {
  const [row] = await db.insert(mediaFiles).values(file).returning();
  if (!row) throw new Error('Saving a media file returned no row.');
  return row;
}

/** The file when `userId` owns it. */
export async function findOwnedFile(
  db: Database,
  userId: string,
  id: string,
): Promise<MediaFileRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, id), eq(mediaFiles.userId, userId)));
  return row;
}

/** The person's files, newest first. */
export function listOwnedFiles(db: Database, userId: string): Promise<MediaFileRow[]> {
  return db
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.userId, userId))
    .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id));
}

/** Removes the person's files with these ids and answers the rows removed (to free their keys). */
export function deleteOwnedFiles(
  db: Database,
  userId: string,
  ids: string[],
): Promise<MediaFileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .delete(mediaFiles)
    .where(and(eq(mediaFiles.userId, userId), inArray(mediaFiles.id, ids)))
    .returning();
}

/** One more file or thumbnail served to the person on `day` (YYYY-MM-DD, UTC). */
export async function addMediaRequests(
  db: Database,
  userId: string,
  day: string,
  count: number,
): Promise<void> {
  await db
    .insert(mediaRequestCounts)
    .values({ userId, day, count })
    .onConflictDoUpdate({
      target: [mediaRequestCounts.userId, mediaRequestCounts.day],
      set: { count: sql`${mediaRequestCounts.count} + ${count}` },
    });
}

/** Requests counted on `since` (YYYY-MM-DD) and after. */
export async function requestsSince(db: Database, userId: string, since: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(mediaRequestCounts.count).mapWith(Number) })
    .from(mediaRequestCounts)
    .where(and(eq(mediaRequestCounts.userId, userId), gte(mediaRequestCounts.day, since)));
  return row?.total ?? 0;
}

/** Mean duration of the person's processing steps; null before any. */
export async function averageProcessingMs(db: Database, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ mean: avg(mediaProcessingLog.durationMs).mapWith(Number) })
    .from(mediaProcessingLog)
    .where(eq(mediaProcessingLog.userId, userId));
  return row?.mean ?? null;
}

export interface KindTotals {
  kind: MediaKind;
  files: number;
  originalBytes: number;
  /** Every processed copy (optimized, watermarked) and thumbnail of these files. */
  variantBytes: number;
  /** Per file, its original's size minus its smallest optimized copy's, never below 0. */
  savedBytes: number;
  /** Files with at least one optimized (WebP/AVIF) copy. */
  optimizedFiles: number;
}

const variantItems = sql`jsonb_array_elements(${mediaFiles.variants}) as item`;
const itemSize = sql`(item->>'size')::bigint`;
const isOptimized = sql`item->>'kind' in ('webp', 'avif')`;

/** The person's files summed per kind, copies included, for the stats cards and Analytics. */
export async function totalsByKind(db: Database, userId: string): Promise<KindTotals[]> {
  const variantBytes = sql`(select coalesce(sum(${itemSize}), 0) from ${variantItems}) + coalesce(${mediaFiles.thumbnailSize}, 0)`;
  const smallestOptimized = sql`(select min(${itemSize}) from ${variantItems} where ${isOptimized})`;
  const perFile = db
    .select({
      kind: mediaFiles.kind,
      size: mediaFiles.size,
      variantBytes: sql<number>`${variantBytes}`.as('variant_bytes'),
      smallestOptimized: sql<number | null>`${smallestOptimized}`.as('smallest_optimized'),
    })
    .from(mediaFiles)
    .where(eq(mediaFiles.userId, userId))
    .as('per_file');
  return db
    .select({
      kind: perFile.kind,
      files: sql<number>`count(*)`.mapWith(Number),
      originalBytes: sql<number>`coalesce(sum(${perFile.size}), 0)`.mapWith(Number),
      variantBytes: sql<number>`coalesce(sum(${perFile.variantBytes}), 0)`.mapWith(Number),
      savedBytes:
        sql<number>`coalesce(sum(greatest(0, ${perFile.size} - ${perFile.smallestOptimized})), 0)`.mapWith(
          Number,
        ),
      optimizedFiles:
        sql<number>`count(*) filter (where ${perFile.smallestOptimized} is not null)`.mapWith(
          Number,
        ),
    })
    .from(perFile)
    .groupBy(perFile.kind);
}
