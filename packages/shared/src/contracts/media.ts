import { z } from 'zod';

/** spec 02 §9: 10MB per file. */
export const MEDIA_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Files one upload may carry; more are refused by name, the first ones still stored. */
export const MEDIA_MAX_FILES_PER_UPLOAD = 20;

/** spec 02 §2: the supported types, checked by content (magic bytes) and against the declared type. */
export const MEDIA_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'application/pdf',
] as const;
export const mediaMimeTypeSchema = z.enum(MEDIA_MIME_TYPES);
export type MediaMimeType = z.infer<typeof mediaMimeTypeSchema>;
export const SUPPORTED_TYPES_LABEL = 'JPEG, PNG, GIF, WebP, MP4, WebM, PDF';
export const MAX_FILE_SIZE_LABEL = '10MB';

export const MEDIA_KINDS = ['image', 'video', 'document'] as const;
export const mediaKindSchema = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof mediaKindSchema>;
export const MEDIA_KIND_OF: Record<MediaMimeType, MediaKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'application/pdf': 'document',
};

/** spec 02 §4/§9 upload progress: +10 every 200 ms up to 90, 100 on the answer, reset after 1 s. */
export const UPLOAD_PROGRESS_STEP = 10;
export const UPLOAD_PROGRESS_INTERVAL_MS = 200;
export const UPLOAD_PROGRESS_CAP = 90;
export const UPLOAD_RESET_AFTER_MS = 1000;
/** spec 02 §9: the optimization rate the prototype showed; shown only as the target. */
export const OPTIMIZATION_RATE_TARGET = 94;

export const VARIANT_KINDS = ['webp', 'avif', 'watermarked'] as const;
export const variantKindSchema = z.enum(VARIANT_KINDS);
export type VariantKind = z.infer<typeof variantKindSchema>;

/** A processed copy of a file; the original is always kept. */
export const mediaVariantSchema = z.object({
  kind: variantKindSchema,
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  url: z.string(),
  createdAt: z.iso.datetime(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/**
 * `ready`: thumbnailUrl serves it; `none`: not made yet (or not for this kind);
 * `unavailable`: it cannot be made here (e.g. no ffmpeg for a video), with the reason.
 */
export const thumbnailStatusSchema = z.enum(['ready', 'none', 'unavailable']);

/** spec 02 §3 "Uploaded media file" (originalName, size in bytes, mimeType) and what the server knows. */
export const mediaFileSchema = z.object({
  id: z.uuid(),
  originalName: z.string(),
  size: z.number().int().nonnegative(),
  mimeType: mediaMimeTypeSchema,
  kind: mediaKindSchema,
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  thumbnailStatus: thumbnailStatusSchema,
  thumbnailNote: z.string().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  variants: z.array(mediaVariantSchema),
  createdAt: z.iso.datetime(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

export const REJECTION_CODES = [
  'unsupported_type',
  'type_mismatch',
  'too_large',
  'empty',
  'too_many_files',
] as const;

export const rejectedFileSchema = z.object({
  originalName: z.string(),
  code: z.enum(REJECTION_CODES),
  reason: z.string(),
});
export type RejectedFile = z.infer<typeof rejectedFileSchema>;

/**
 * spec 02 §3 "Upload response": success, files. `success` is true only when every file was
 * stored; `partial` says some were and some were refused (each in `rejected` with its reason).
 */
export const uploadResponseSchema = z.object({
  success: z.boolean(),
  partial: z.boolean(),
  files: z.array(mediaFileSchema),
  rejected: z.array(rejectedFileSchema),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const mediaListResponseSchema = z.object({ files: z.array(mediaFileSchema) });
export const mediaFileResponseSchema = z.object({ file: mediaFileSchema });
export const mediaIdParamsSchema = z.object({ id: z.uuid() });
export const variantParamsSchema = mediaIdParamsSchema.extend({ variant: variantKindSchema });
/** `?download=1` serves a file as an attachment (Download) rather than inline (Open). */
export const mediaServeQuerySchema = z.object({ download: z.enum(['0', '1']).optional() });

export const optimizeBodySchema = z
  .object({
    formats: z
      .array(z.enum(['webp', 'avif']))
      .min(1)
      .default(['webp']),
  })
  .default({ formats: ['webp'] });
export const WATERMARK_MAX_LENGTH = 60;
export const watermarkBodySchema = z.object({
  text: z.string().trim().min(1, 'must not be empty').max(WATERMARK_MAX_LENGTH),
});

/** Stats cards and Analytics, computed from the stored files and the requests served. */
export const mediaStatsSchema = z.object({
  images: z.number().int().nonnegative(),
  videos: z.number().int().nonnegative(),
  documents: z.number().int().nonnegative(),
  /**
   * Bytes of the originals plus their processed copies (optimized, watermarked) and thumbnails,
   * by the sizes recorded when each was stored. `storageSplit` is the same total by kind.
   */
  storageBytes: z.number().int().nonnegative(),
  storageSplit: z.object({
    images: z.number().int().nonnegative(),
    videos: z.number().int().nonnegative(),
    documents: z.number().int().nonnegative(),
  }),
  /** Bytes the optimized copies save against their originals. */
  bandwidthSavedBytes: z.number().int().nonnegative(),
  /** Mean time of the processing done (thumbnails, optimizing, watermarks); null before any. */
  avgProcessingMs: z.number().nonnegative().nullable(),
  /** Files and thumbnails served in the last 30 days. */
  requests30d: z.number().int().nonnegative(),
  /** Share of images with an optimized copy, 0–100; null with no images. */
  optimizationRate: z.number().min(0).max(100).nullable(),
  optimizationRateTarget: z.literal(OPTIMIZATION_RATE_TARGET),
});
export type MediaStats = z.infer<typeof mediaStatsSchema>;

export const BATCH_KINDS = ['optimize', 'thumbnails', 'watermark', 'archive'] as const;
export const batchKindSchema = z.enum(BATCH_KINDS);
export type BatchKind = z.infer<typeof batchKindSchema>;
export const batchParamsSchema = z.object({ kind: batchKindSchema });
/** Only `watermark` needs its text. */
export const batchBodySchema = z
  .object({ text: z.string().trim().min(1).max(WATERMARK_MAX_LENGTH).optional() })
  .default({});

export const mediaJobSchema = z.object({
  id: z.uuid(),
  kind: batchKindSchema,
  status: z.enum(['running', 'completed', 'failed']),
  total: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  /** Files the tool could not handle (e.g. a video thumbnail without ffmpeg), with why. */
  skipped: z.array(z.object({ fileId: z.uuid(), originalName: z.string(), reason: z.string() })),
  error: z.string().nullable(),
  /** The archive's download URL once an archive job completes. */
  resultUrl: z.string().nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type MediaJob = z.infer<typeof mediaJobSchema>;
export const mediaJobResponseSchema = z.object({ job: mediaJobSchema });
export const mediaJobParamsSchema = z.object({ jobId: z.uuid() });
/** The caller's newest job of one tool, so a reloaded page can follow a job still running. */
export const latestMediaJobQuerySchema = z.object({ kind: batchKindSchema });
export const latestMediaJobResponseSchema = z.object({ job: mediaJobSchema.nullable() });
