import {
  MAX_FILE_SIZE_LABEL,
  MEDIA_MIME_TYPES,
  SUPPORTED_TYPES_LABEL,
  type MediaMimeType,
  type RejectedFile,
} from '@appforge/shared/contracts/media';
import { fileTypeFromBuffer } from 'file-type';

/** How much of a file `file-type` needs to recognise every format it knows. */
export const CONTENT_SNIFF_BYTES = 4100;
export const MAX_FILE_NAME_LENGTH = 200;
const FALLBACK_FILE_NAME = 'file';

/** Same format under another name: an animated PNG is still a PNG, `image/jpg` is a JPEG. */
const MIME_ALIASES: Record<string, MediaMimeType> = {
  'image/apng': 'image/png',
  'image/x-png': 'image/png',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
};

/** Declared types that say nothing about the content, so the content alone decides. */
const UNDECLARED_TYPES = new Set(['', 'application/octet-stream']);

// C0 and C1 control characters, and the bidirectional overrides that make `gpj.exe` read as `exe.jpg`.
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name a file is kept under: its last path segment (either separator), without control
 * characters, trimmed, at most 200 characters (the extension kept), never empty.
 */
export function sanitizeFileName(raw: string | undefined): string {
  const lastSegment = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const name = lastSegment.replace(UNSAFE_NAME_CHARACTERS, '').trim();
  if (name === '' || name === '.' || name === '..') return FALLBACK_FILE_NAME;
  const characters = Array.from(name);
  if (characters.length <= MAX_FILE_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length === 0 || extension.length > 16) {
    return characters.slice(0, MAX_FILE_NAME_LENGTH).join('').trim();
  }
  const stem = characters
    .slice(0, MAX_FILE_NAME_LENGTH - extension.length)
    .join('')
    .trim();
  return `${stem}${extension.join('')}`;
}

/** `image/PNG; charset=x` → `image/png`, with aliases folded; null when nothing is declared. */
export function declaredMimeType(raw: string | undefined): string | null {
  const bare = (raw ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (UNDECLARED_TYPES.has(bare)) return null;
  return MIME_ALIASES[bare] ?? bare;
}

const isSupported = (mimeType: string): mimeType is MediaMimeType =>
  (MEDIA_MIME_TYPES as readonly string[]).includes(mimeType);

/** What a file's first bytes say it is, when that is one of the supported types. */
export async function sniffSupportedType(head: Uint8Array): Promise<MediaMimeType | null> {
  const detected = await fileTypeFromBuffer(head.subarray(0, CONTENT_SNIFF_BYTES));
  if (!detected) return null;
  const mimeType = MIME_ALIASES[detected.mime] ?? detected.mime;
  return isSupported(mimeType) ? mimeType : null;
}

export interface ReceivedFile {
  originalName: string;
  /** The part's Content-Type as sent (multipart parts without one arrive as text/plain). */
  declaredType: string | undefined;
  size: number;
  /** The limit cut the file off while it streamed. */
  truncated: boolean;
  /** The first bytes of the content. */
  head: Uint8Array;
}

export type FileVerdict =
  { accepted: true; mimeType: MediaMimeType } | { accepted: false; rejection: RejectedFile };

const refuse = (originalName: string, code: RejectedFile['code'], reason: string): FileVerdict => ({
  accepted: false,
  rejection: { originalName, code, reason },
});

/** Decides by the content (magic bytes), then holds it against the type the upload declared. */
export async function checkReceivedFile(file: ReceivedFile): Promise<FileVerdict> {
  const { originalName } = file;
  if (file.truncated) {
    return refuse(
      originalName,
      'too_large',
      `It is larger than the ${MAX_FILE_SIZE_LABEL} maximum.`,
    );
  }
  if (file.size === 0) return refuse(originalName, 'empty', 'The file is empty.');
  const mimeType = await sniffSupportedType(file.head);
  if (!mimeType) {
    return refuse(
      originalName,
      'unsupported_type',
      `Its content is not a supported type (${SUPPORTED_TYPES_LABEL}).`,
    );
  }
  const declared = declaredMimeType(file.declaredType);
  if (declared !== null && declared !== mimeType) {
    return refuse(
      originalName,
      'type_mismatch',
      `It was sent as ${declared} but its content is ${mimeType}.`,
    );
  }
  return { accepted: true, mimeType };
}

/** A refusal for a file that arrived after the upload's limit of files. */
export function tooManyFiles(originalName: string, limit: number): RejectedFile {
  return {
    originalName,
    code: 'too_many_files',
    reason: `One upload carries at most ${limit} files; send this one again on its own.`,
  };
}
