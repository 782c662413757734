import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaFiles, mediaProcessingLog } from '../../db/schema';
import type { StoredVariant } from '../../db/schema/media';
import type { MediaFileRow } from './media-files.repository';

/**
 * Keeps `variant` in the file's variants, replacing the one of the same kind, in one statement so
 * two steps on the same file cannot lose each other's copy. Undefined when the file is gone.
 */
export async function saveVariant(
  db: Database,
  fileId: string,
  variant: StoredVariant,
): Promise<MediaFileRow | undefined> {
  const others = sql`coalesce((select jsonb_agg(item) from jsonb_array_elements(${mediaFiles.variants}) as item where item->>'kind' <> ${variant.kind}), '[]'::jsonb)`;
  const [row] = await db
    .update(mediaFiles)
    .set({ variants: sql`${others} || jsonb_build_array(${JSON.stringify(variant)}::jsonb)` })
    .where(eq(mediaFiles.id, fileId))
    .returning();
  return row;
}

export async function saveThumbnailOutcome(
  db: Database,
  fileId: string,
  outcome: { status: 'ready'; key: string; size: number } | { status: 'unavailable'; note: string },
): Promise<MediaFileRow | undefined> {
  const values =
    outcome.status === 'ready'
      ? {
          thumbnailStatus: 'ready' as const,
          thumbnailKey: outcome.key,
          thumbnailSize: outcome.size,
          thumbnailNote: null,
        }
      : {
          thumbnailStatus: 'unavailable' as const,
          thumbnailKey: null,
          thumbnailSize: null,
          thumbnailNote: outcome.note,
        };
  const [row] = await db
    .update(mediaFiles)
    .set(values)
    .where(eq(mediaFiles.id, fileId))
    .returning();
  return row;
}

export async function insertProcessingStep(
  db: Database,
  step: {
    userId: string;
    fileId: string;
    operation: 'thumbnail' | 'optimize' | 'watermark';
    durationMs: number;
  },
): Promise<void> {
  await db.insert(mediaProcessingLog).values({ ...step, durationMs: Math.round(step.durationMs) });
}
