import type { MediaFile, MediaJob, MediaStats } from '@appforge/shared/contracts/media';
import { MEDIA_KIND_OF, OPTIMIZATION_RATE_TARGET } from '@appforge/shared/contracts/media';

let nextId = 0;
/** A fresh uuid-shaped id per call, readable in failures. */
export const anId = () => `00000000-0000-4000-8000-${String((nextId += 1)).padStart(12, '0')}`;

/** A stored file as the server presents it: an image with a ready thumbnail unless told. */
export function aMediaFile(overrides: Partial<MediaFile> = {}): MediaFile {
  const id = overrides.id ?? anId();
  const mimeType = overrides.mimeType ?? 'image/png';
  const kind = MEDIA_KIND_OF[mimeType];
  return {
    id,
    originalName: 'photo.png',
    size: 20_480,
    mimeType,
    kind,
    url: `/api/media/${id}`,
    thumbnailUrl: kind === 'image' ? `/api/media/${id}/thumbnail` : null,
    thumbnailStatus: kind === 'image' ? 'ready' : 'none',
    thumbnailNote: null,
    width: kind === 'image' ? 640 : null,
    height: kind === 'image' ? 480 : null,
    variants: [],
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export const aJob = (overrides: Partial<MediaJob> = {}): MediaJob => ({
  id: anId(),
  kind: 'optimize',
  status: 'running',
  total: 2,
  completed: 0,
  skipped: [],
  error: null,
  resultUrl: null,
  startedAt: new Date().toISOString(),
  finishedAt: null,
  ...overrides,
});

/** The stats of a set of files, computed the way the server describes them. */
export function statsOf(files: readonly MediaFile[], extra: Partial<MediaStats> = {}): MediaStats {
  const bytesOf = (kind: MediaFile['kind']) =>
    files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.size, 0);
  const countOf = (kind: MediaFile['kind']) => files.filter((file) => file.kind === kind).length;
  const images = files.filter((file) => file.kind === 'image');
  const optimized = images.filter((file) =>
    file.variants.some((variant) => variant.kind === 'webp' || variant.kind === 'avif'),
  );
  const saved = files.reduce(
    (sum, file) =>
      sum +
      file.variants
        .filter((variant) => variant.kind !== 'watermarked')
        .reduce((inner, variant) => inner + Math.max(0, file.size - variant.size), 0),
    0,
  );
  return {
    images: countOf('image'),
    videos: countOf('video'),
    documents: countOf('document'),
    storageBytes: files.reduce((sum, file) => sum + file.size, 0),
    storageSplit: {
      images: bytesOf('image'),
      videos: bytesOf('video'),
      documents: bytesOf('document'),
    },
    bandwidthSavedBytes: saved,
    avgProcessingMs: null,
    requests30d: 0,
    optimizationRate: images.length ? (optimized.length / images.length) * 100 : null,
    optimizationRateTarget: OPTIMIZATION_RATE_TARGET,
    ...extra,
  };
}
