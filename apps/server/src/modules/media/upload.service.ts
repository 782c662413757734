import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { readFile, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  MEDIA_KIND_OF,
  MEDIA_MAX_FILES_PER_UPLOAD,
  type MediaMimeType,
  type RejectedFile,
  type UploadResponse,
} from '@appforge/shared/contracts/media';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { checkReceivedFile, sanitizeFileName, tooManyFiles } from './file-checks';
import { deleteOwnedFiles, insertMediaFile, type MediaFileRow } from './media-files.repository';
import { presentMediaFile } from './media.presenter';
import { insertProcessingStep } from './media-variants.repository';
import { imageSize, makeThumbnail, PDF_THUMBNAIL_NOTE } from './processing';
import type { MediaStorage } from './storage';
import { drainPart, stageToTempFile, type StagedFile } from './upload-staging';

/** One file part of the multipart body, as @fastify/multipart yields it. */
export interface UploadPart {
  filename: string;
  mimetype: string;
  file: Readable & { truncated?: boolean };
}

export interface UploadDeps {
  db: Database;
  storage: MediaStorage;
  /** Local folder the parts stream into before they are stored. */
  tmpDir: string;
}

type Outcome = { stored: MediaFileRow } | { rejected: RejectedFile };

export const originalKey = (userId: string, fileId: string) => `${userId}/${fileId}/original`;
export const uploadThumbnailKey = (userId: string, fileId: string) =>
  `${userId}/${fileId}/thumbnail.webp`;

/** Files stored (and thumbnailed) at once while the next part streams in; bounds memory. */
const STORE_CONCURRENCY = Math.max(2, availableParallelism());

const interrupted = () =>
  new HttpError(
    400,
    'upload_interrupted',
    'The upload was interrupted before it finished; none of its files were kept.',
  );

const PARSER_LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);
/** What busboy says of a body that is not well-formed multipart (it gives these no code). */
const MALFORMED_BODY = /multipart|boundary|needle/i;

/** The parser's refusals become answers that say what was wrong; anything else stays a failure. */
function explainParserError(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && PARSER_LIMIT_CODES.has(code)) {
    return new HttpError(
      413,
      'too_many_files',
      `This upload has far more than ${MEDIA_MAX_FILES_PER_UPLOAD} files; choose at most ${MEDIA_MAX_FILES_PER_UPLOAD} at a time.`,
    );
  }
  if (code === undefined && MALFORMED_BODY.test(error.message)) {
    return new HttpError(
      400,
      'invalid_multipart',
      'The upload is not well-formed multipart/form-data; none of its files were kept.',
    );
  }
  return error;
}

/** Lets at most `limit` tasks run; `acquire` waits for a free slot. */
function slots(limit: number) {
  let free = limit;
  const waiting: Array<() => void> = [];
  return {
    async acquire() {
      if (free > 0) {
        free -= 1;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}

/**
 * Uploads (spec 02 §4): each part is streamed to a temp file, checked by its content and declared
 * type, then stored with its row and, for images, a thumbnail. Refused files are named with their
 * reason; a request that fails or is cut off keeps nothing at all.
 */
export function createUploadService({ db, storage, tmpDir }: UploadDeps) {
  /** For images: the thumbnail, its log entry and the size; documents say why they have none. */
  async function previewOf(
    userId: string,
    fileId: string,
    mimeType: MediaMimeType,
    image: Buffer | null,
  ) {
    if (MEDIA_KIND_OF[mimeType] === 'document') {
      return {
        fields: { thumbnailStatus: 'unavailable' as const, thumbnailNote: PDF_THUMBNAIL_NOTE },
      };
    }
    // Video thumbnails need ffmpeg and take a while: Generate Thumbnails makes them on request.
    if (!image) return { fields: {} };
    const started = performance.now();
    const [thumbnail, size] = await Promise.all([makeThumbnail(image, mimeType), imageSize(image)]);
    const durationMs = performance.now() - started;
    const dimensions = { width: size?.width ?? null, height: size?.height ?? null };
    if ('unavailable' in thumbnail) {
      const note = thumbnail.unavailable;
      return {
        fields: { ...dimensions, thumbnailStatus: 'unavailable' as const, thumbnailNote: note },
      };
    }
    const key = uploadThumbnailKey(userId, fileId);
    return {
      fields: {
        ...dimensions,
        thumbnailStatus: 'ready' as const,
        thumbnailKey: key,
        thumbnailSize: thumbnail.body.length,
      },
      thumbnail: { key, body: thumbnail.body, durationMs },
    };
  }

  /** Stores an accepted file, its thumbnail and its row; on failure, removes what it stored. */
  async function storeFile(
    userId: string,
    staged: StagedFile,
    originalName: string,
    mimeType: MediaMimeType,
  ): Promise<MediaFileRow> {
    const id = randomUUID();
    const key = originalKey(userId, id);
    const keys = [key];
    try {
      const image = MEDIA_KIND_OF[mimeType] === 'image' ? await readFile(staged.path) : null;
      // The original is moved into place while its thumbnail is made; both settle before going on.
      const [preview, placed] = await Promise.allSettled([
        previewOf(userId, id, mimeType, image),
        storage.putFile(key, staged.path, mimeType),
      ]);
      if (placed.status === 'rejected') throw placed.reason;
      if (preview.status === 'rejected') throw preview.reason;
      const { fields, thumbnail } = preview.value;
      if (thumbnail) {
        keys.push(thumbnail.key);
        await storage.putBuffer(thumbnail.key, thumbnail.body, 'image/webp');
      }
      return await db.transaction(async (tx) => {
        const row = await insertMediaFile(tx, {
          id,
          userId,
          originalName,
          mimeType,
          kind: MEDIA_KIND_OF[mimeType],
          size: staged.size,
          storageKey: key,
          ...fields,
        });
        if (thumbnail) {
          const { durationMs } = thumbnail;
          await insertProcessingStep(tx, {
            userId,
            fileId: id,
            operation: 'thumbnail',
            durationMs,
          });
        }
        return row;
      });
    } catch (error) {
      await storage.delete(keys);
      throw error;
    } finally {
      await rm(staged.path, { force: true });
    }
  }

  /**
   * Stages and checks one part. A refusal is recorded at once; an accepted file starts storing
   * (its promise recorded) while the caller goes on to stream the next part.
   */
  async function receivePart(
    userId: string,
    part: UploadPart,
    record: (outcome: Promise<Outcome>) => void,
    storing: ReturnType<typeof slots>,
  ): Promise<void> {
    const originalName = sanitizeFileName(part.filename);
    const staged = await stageToTempFile(part.file, tmpDir);
    let handedOver = false;
    try {
      const verdict = await checkReceivedFile({
        originalName,
        declaredType: part.mimetype,
        size: staged.size,
        truncated: staged.truncated,
        head: staged.head,
      });
      if (!verdict.accepted) {
        record(Promise.resolve({ rejected: verdict.rejection }));
        return;
      }
      await storing.acquire();
      handedOver = true;
      const outcome = storeFile(userId, staged, originalName, verdict.mimeType)
        .then((stored): Outcome => ({ stored }))
        .finally(() => storing.release());
      // Settled (and rolled back if need be) by the caller; never an unhandled rejection meanwhile.
      outcome.catch(() => undefined);
      record(outcome);
    } finally {
      if (!handedOver) await rm(staged.path, { force: true });
    }
  }

  async function rollBack(userId: string, rows: MediaFileRow[]) {
    const removed = await deleteOwnedFiles(
      db,
      userId,
      rows.map((row) => row.id),
    );
    await storage.delete(
      removed.flatMap((row) => [row.storageKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])]),
    );
  }

  return {
    /**
     * `signal` fires when the client goes away; whatever this request stored is then removed.
     * Files past MEDIA_MAX_FILES_PER_UPLOAD are drained and refused by name.
     */
    async upload(
      userId: string,
      parts: AsyncIterable<UploadPart>,
      signal: AbortSignal,
    ): Promise<UploadResponse> {
      const outcomes: Array<Promise<Outcome>> = [];
      const record = (outcome: Promise<Outcome>) => outcomes.push(outcome);
      const storing = slots(STORE_CONCURRENCY);
      let failure: unknown;
      try {
        for await (const part of parts) {
          if (signal.aborted) throw interrupted();
          if (outcomes.length >= MEDIA_MAX_FILES_PER_UPLOAD) {
            await drainPart(part.file);
            const name = sanitizeFileName(part.filename);
            record(Promise.resolve({ rejected: tooManyFiles(name, MEDIA_MAX_FILES_PER_UPLOAD) }));
            continue;
          }
          await receivePart(userId, part, record, storing);
        }
      } catch (error) {
        failure = error;
      }
      const settled = await Promise.allSettled(outcomes);
      const stored = settled.flatMap((result) =>
        result.status === 'fulfilled' && 'stored' in result.value ? [result.value.stored] : [],
      );
      const storeError = settled.find((result) => result.status === 'rejected');
      if (signal.aborted) failure = interrupted();
      failure ??= storeError?.reason;
      if (failure !== undefined) {
        await rollBack(userId, stored);
        throw explainParserError(failure);
      }
      if (settled.length === 0) {
        throw new HttpError(400, 'no_files', 'Choose at least one file to upload.');
      }
      const rejected = settled.flatMap((result) =>
        result.status === 'fulfilled' && 'rejected' in result.value ? [result.value.rejected] : [],
      );
      return {
        success: rejected.length === 0,
        partial: stored.length > 0 && rejected.length > 0,
        files: stored.map(presentMediaFile),
        rejected,
      };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
