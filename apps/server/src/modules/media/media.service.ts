import {
  OPTIMIZATION_RATE_TARGET,
  type MediaFile,
  type MediaKind,
  type MediaStats,
} from '@appforge/shared/contracts/media';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import {
  averageProcessingMs,
  deleteOwnedFiles,
  listOwnedFiles,
  requestsSince,
  totalsByKind,
  type MediaFileRow,
} from './media-files.repository';
import type { MediaRequestCounter } from './media-request-counter';
import type { ServedMedia } from './media-serving';
import { presentMediaFile } from './media.presenter';
import type { MediaStorage } from './storage';

export interface MediaDeps {
  db: Database;
  storage: MediaStorage;
  requests: Pick<MediaRequestCounter, 'count' | 'pendingSince'>;
}

/** The Analytics count requests over this many days, today included. */
export const REQUESTS_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as the request counts store it: YYYY-MM-DD in UTC. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Every key a file holds in the storage: the original, its thumbnail and processed copies. */
export const storedKeysOf = (row: MediaFileRow) => [
  row.storageKey,
  ...(row.thumbnailKey ? [row.thumbnailKey] : []),
  ...row.variants.map((variant) => variant.key),
];

const thumbnailName = (originalName: string) =>
  `${originalName.replace(/\.[^.]*$/, '') || 'file'}-thumbnail.webp`;

/** The gallery's files, serving them and their thumbnails, deleting, and the stats (spec 02 §2, §5). */
export function createMediaService({ db, storage, requests }: MediaDeps) {
  /** The object under `key`, counted as one request served to the file's owner. */
  async function serve(
    file: MediaFileRow,
    key: string,
    served: Omit<ServedMedia, 'object'>,
    missing: string,
  ): Promise<ServedMedia> {
    const object = await storage.get(key);
    if (!object) throw new HttpError(404, 'not_found', missing);
    requests.count(file.userId, utcDay(new Date()));
    return { object, ...served };
  }

  return {
    async list(userId: string): Promise<MediaFile[]> {
      return (await listOwnedFiles(db, userId)).map(presentMediaFile);
    },

    original(file: MediaFileRow): Promise<ServedMedia> {
      return serve(
        file,
        file.storageKey,
        { mimeType: file.mimeType, fileName: file.originalName },
        `The content of "${file.originalName}" is missing.`,
      );
    },

    thumbnail(file: MediaFileRow): Promise<ServedMedia> {
      const missing = 'No thumbnail for this file.';
      if (file.thumbnailStatus !== 'ready' || !file.thumbnailKey) {
        return Promise.reject(new HttpError(404, 'not_found', missing));
      }
      const fileName = thumbnailName(file.originalName);
      return serve(file, file.thumbnailKey, { mimeType: 'image/webp', fileName }, missing);
    },

    /** The row first, then every stored key: nothing is left that a row no longer points to. */
    async remove(file: MediaFileRow): Promise<void> {
      const removed = await deleteOwnedFiles(db, file.userId, [file.id]);
      await storage.delete(removed.flatMap(storedKeysOf));
    },

    async stats(userId: string, now = new Date()): Promise<MediaStats> {
      const since = utcDay(new Date(now.getTime() - (REQUESTS_WINDOW_DAYS - 1) * DAY_MS));
      const [totals, meanMs, requests30d] = await Promise.all([
        totalsByKind(db, userId),
        averageProcessingMs(db, userId),
        requestsSince(db, userId, since),
      ]);
      const of = (kind: MediaKind) => totals.find((row) => row.kind === kind);
      const storedBytes = (kind: MediaKind) =>
        (of(kind)?.originalBytes ?? 0) + (of(kind)?.variantBytes ?? 0);
      const storageSplit = {
        images: storedBytes('image'),
        videos: storedBytes('video'),
        documents: storedBytes('document'),
      };
      const images = of('image')?.files ?? 0;
      const optimizedImages = of('image')?.optimizedFiles ?? 0;
      return {
        images,
        videos: of('video')?.files ?? 0,
        documents: of('document')?.files ?? 0,
        storageBytes: storageSplit.images + storageSplit.videos + storageSplit.documents,
        storageSplit,
        bandwidthSavedBytes: totals.reduce((sum, row) => sum + row.savedBytes, 0),
        avgProcessingMs: meanMs === null ? null : roundTo(meanMs, 1),
        requests30d: requests30d + requests.pendingSince(userId, since),
        optimizationRate: images === 0 ? null : roundTo((optimizedImages / images) * 100, 1),
        optimizationRateTarget: OPTIMIZATION_RATE_TARGET,
      };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
