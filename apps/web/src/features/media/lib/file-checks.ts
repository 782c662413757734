import {
  MAX_FILE_SIZE_LABEL,
  MEDIA_MAX_FILE_BYTES,
  MEDIA_MAX_FILES_PER_UPLOAD,
  MEDIA_MIME_TYPES,
  SUPPORTED_TYPES_LABEL,
  type MediaMimeType,
} from '@appforge/shared/contracts/media';

/** What the file chooser offers (spec 02 §2: images, videos, pdf). */
export const ACCEPTED_TYPES = MEDIA_MIME_TYPES.join(',');

export interface RefusedInBrowser {
  originalName: string;
  reason: string;
}

export interface CheckedFiles {
  accepted: File[];
  refused: RefusedInBrowser[];
}

const isSupported = (type: string): type is MediaMimeType =>
  (MEDIA_MIME_TYPES as readonly string[]).includes(type);

/** Why the browser will not send this file, or null; the server checks its content again. */
export function refusalOf(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isSupported(file.type)) return `Its type is not supported (${SUPPORTED_TYPES_LABEL}).`;
  if (file.size > MEDIA_MAX_FILE_BYTES)
    return `It is larger than the ${MAX_FILE_SIZE_LABEL} maximum.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/**
 * Splits chosen or dropped files into those to send and those refused before sending: another
 * type, over 10MB, empty, or past the number one upload may carry.
 */
export function checkFiles(files: readonly File[]): CheckedFiles {
  const accepted: File[] = [];
  const refused: RefusedInBrowser[] = [];
  for (const file of files) {
    const reason =
      refusalOf(file) ??
      (accepted.length >= MEDIA_MAX_FILES_PER_UPLOAD
        ? `One upload carries at most ${MEDIA_MAX_FILES_PER_UPLOAD} files; send this one again on its own.`
        : null);
    if (reason) refused.push({ originalName: file.name, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}
