import { MEDIA_KIND_OF, type MediaFile, type VariantKind } from '@appforge/shared/contracts/media';
import type { Database } from '../../db/client';
import type { StoredVariant } from '../../db/schema/media';
import { mediaFileNotFound } from '../../plugins/authorize';
import { HttpError } from '../../plugins/errors';
import { presentMediaFile } from './media.presenter';
import type { MediaFileRow } from './media-files.repository';
import type { MediaRequestCounter } from './media-request-counter';
import type { ServedMedia } from './media-serving';
import { utcDay } from './media.service';
import {
  insertProcessingStep,
  saveThumbnailOutcome,
  saveVariant,
} from './media-variants.repository';
import {
  makeThumbnail,
  optimizeImage,
  watermarkImage,
  type FfmpegOptions,
  type OptimizedFormat,
} from './processing';
import type { MediaStorage } from './storage';
import { uploadThumbnailKey } from './upload.service';

interface ProcessingDeps {
  db: Database;
  storage: MediaStorage;
  /** Counts the copies served as requests (the Analytics' requests over 30 days). */
  requests: Pick<MediaRequestCounter, 'count'>;
  /** Which ffmpeg makes video thumbnails (tests point it at a missing one). */
  ffmpeg?: FfmpegOptions;
}

export const variantKey = (file: MediaFileRow, kind: VariantKind) =>
  `${file.userId}/${file.id}/${kind}`;

const notAnImage = (file: MediaFileRow) =>
  new HttpError(
    409,
    'not_an_image',
    `"${file.originalName}" is not an image; only images can be optimized or watermarked.`,
  );

/** Runs one processing step and times it; a file sharp cannot read answers 422 with why. */
async function timed<T>(
  file: MediaFileRow,
  work: () => Promise<T>,
): Promise<{ result: T; durationMs: number }> {
  const started = performance.now();
  try {
    const result = await work();
    return { result, durationMs: performance.now() - started };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(
      422,
      'processing_failed',
      `"${file.originalName}" could not be processed: ${reason}`,
    );
  }
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** `holiday.png` → `holiday.webp`, `holiday-watermarked.png`. */
function variantFileName(originalName: string, variant: StoredVariant) {
  const stem = originalName.replace(/\.[^.]*$/, '') || 'file';
  const extension = EXTENSIONS[variant.mimeType] ?? 'bin';
  return variant.kind === 'watermarked'
    ? `${stem}-watermarked.${extension}`
    : `${stem}.${extension}`;
}

/**
 * Auto-Optimize, Generate Thumbnails and Apply Watermark for one file the caller owns: each
 * stores its result beside the original (which is kept), records it on the file's row and logs
 * how long the processing took.
 */
export function createProcessingService({ db, storage, requests, ffmpeg = {} }: ProcessingDeps) {
  async function originalOf(file: MediaFileRow): Promise<Buffer> {
    const body = await storage.getBuffer(file.storageKey);
    if (!body)
      throw new HttpError(404, 'not_found', `The content of "${file.originalName}" is missing.`);
    return body;
  }

  /** Stores a processed copy; when the file was deleted meanwhile, the copy goes too. */
  async function keepVariant(
    file: MediaFileRow,
    kind: VariantKind,
    body: Buffer,
    mimeType: string,
  ): Promise<MediaFileRow> {
    const key = variantKey(file, kind);
    await storage.putBuffer(key, body, mimeType);
    const variant = { kind, mimeType, size: body.length, key, createdAt: new Date().toISOString() };
    const row = await saveVariant(db, file.id, variant);
    if (row) return row;
    await storage.delete([key]);
    throw mediaFileNotFound();
  }

  const logStep = (
    file: MediaFileRow,
    operation: 'thumbnail' | 'optimize' | 'watermark',
    durationMs: number,
  ) => insertProcessingStep(db, { userId: file.userId, fileId: file.id, operation, durationMs });

  async function optimizeRow(file: MediaFileRow, formats: OptimizedFormat[]) {
    if (MEDIA_KIND_OF[file.mimeType] !== 'image') throw notAnImage(file);
    const original = await originalOf(file);
    let row = file;
    for (const format of new Set(formats)) {
      const { result, durationMs } = await timed(file, () => optimizeImage(original, format));
      row = await keepVariant(row, format, result.body, result.mimeType);
      await logStep(row, 'optimize', durationMs);
    }
    return row;
  }

  async function thumbnailRow(file: MediaFileRow) {
    const original = await originalOf(file);
    const { result, durationMs } = await timed(file, () =>
      makeThumbnail(original, file.mimeType, ffmpeg),
    );
    if ('unavailable' in result) {
      // A thumbnail made before (ffmpeg ran then) is better than none.
      if (file.thumbnailStatus === 'ready' && file.thumbnailKey) return file;
      const row = await saveThumbnailOutcome(db, file.id, {
        status: 'unavailable',
        note: result.unavailable,
      });
      if (!row) throw mediaFileNotFound();
      return row;
    }
    const key = uploadThumbnailKey(file.userId, file.id);
    await storage.putBuffer(key, result.body, result.mimeType);
    const row = await saveThumbnailOutcome(db, file.id, {
      status: 'ready',
      key,
      size: result.body.length,
    });
    if (!row) {
      await storage.delete([key]);
      throw mediaFileNotFound();
    }
    await logStep(row, 'thumbnail', durationMs);
    return row;
  }

  async function watermarkRow(file: MediaFileRow, text: string) {
    if (MEDIA_KIND_OF[file.mimeType] !== 'image') throw notAnImage(file);
    const original = await originalOf(file);
    const { result, durationMs } = await timed(file, () =>
      watermarkImage(original, file.mimeType, text),
    );
    const row = await keepVariant(file, 'watermarked', result.body, result.mimeType);
    await logStep(row, 'watermark', durationMs);
    return row;
  }

  return {
    optimizeRow,
    thumbnailRow,
    watermarkRow,

    async optimize(file: MediaFileRow, formats: OptimizedFormat[]): Promise<MediaFile> {
      return presentMediaFile(await optimizeRow(file, formats));
    },

    async thumbnail(file: MediaFileRow): Promise<MediaFile> {
      return presentMediaFile(await thumbnailRow(file));
    },

    async watermark(file: MediaFileRow, text: string): Promise<MediaFile> {
      return presentMediaFile(await watermarkRow(file, text));
    },

    /** A processed copy to serve like the original, counted as a request served. */
    async variant(file: MediaFileRow, kind: VariantKind): Promise<ServedMedia> {
      const variant = file.variants.find((item) => item.kind === kind);
      const object = variant && (await storage.get(variant.key));
      if (!variant || !object)
        throw new HttpError(404, 'not_found', `"${file.originalName}" has no ${kind} copy.`);
      requests.count(file.userId, utcDay(new Date()));
      return {
        object,
        mimeType: variant.mimeType,
        fileName: variantFileName(file.originalName, variant),
      };
    },
  };
}

export type ProcessingService = ReturnType<typeof createProcessingService>;
