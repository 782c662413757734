import {
  MEDIA_KIND_OF,
  type MediaFile,
  type MediaVariant,
  type VariantKind,
} from '@appforge/shared/contracts/media';
import type { StoredVariant } from '../../db/schema/media';
import type { MediaFileRow } from './media-files.repository';

export const mediaFileUrl = (id: string) => `/api/media/${id}`;
export const mediaThumbnailUrl = (id: string) => `/api/media/${id}/thumbnail`;
export const mediaVariantUrl = (id: string, kind: VariantKind) =>
  `/api/media/${id}/variants/${kind}`;

function presentVariant(fileId: string, variant: StoredVariant): MediaVariant {
  return {
    kind: variant.kind,
    mimeType: variant.mimeType,
    size: variant.size,
    url: mediaVariantUrl(fileId, variant.kind),
    createdAt: variant.createdAt,
  };
}

/** A stored file as the gallery sees it: where to fetch it, its thumbnail and processed copies. */
export function presentMediaFile(row: MediaFileRow): MediaFile {
  // A thumbnail counts as ready only with a stored key to serve it from.
  const thumbnailStatus =
    row.thumbnailStatus === 'ready' && row.thumbnailKey === null ? 'none' : row.thumbnailStatus;
  return {
    id: row.id,
    originalName: row.originalName,
    size: row.size,
    mimeType: row.mimeType,
    kind: MEDIA_KIND_OF[row.mimeType],
    url: mediaFileUrl(row.id),
    thumbnailUrl: thumbnailStatus === 'ready' ? mediaThumbnailUrl(row.id) : null,
    thumbnailStatus,
    thumbnailNote: row.thumbnailNote,
    width: row.width,
    height: row.height,
    variants: row.variants.map((variant) => presentVariant(row.id, variant)),
    createdAt: row.createdAt.toISOString(),
  };
}
