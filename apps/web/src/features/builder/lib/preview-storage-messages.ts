/**
 * The storage messages between a preview frame and this page, as the frame defines them
 * (apps/server/src/modules/builder/preview/shims/messages.ts). The frame runs generated code: everything
 * it sends is checked here before it reaches IndexedDB.
 */
export const PREVIEW_SOURCE = 'appforge-preview';
export const HOST_SOURCE = 'appforge-host';

export type StorageEntry = [key: string, value: string];

/** A batch of writes: `clear` empties the app's storage first, then `changes` set (or, with null, remove) keys. */
export interface StorageChanges {
  clear: boolean;
  changes: [key: string, value: string | null][];
}

export type StorageRequest =
  | { type: 'storage-load'; token: string; requestId: string }
  | ({ type: 'storage-write'; token: string } & StorageChanges);

/** What a frame's request ids and tokens look like (shims/storage-backing.ts, preview.routes.ts). */
const ID = /^[\w-]{1,128}$/;

const isChange = (item: unknown): item is StorageChanges['changes'][number] =>
  Array.isArray(item) &&
  item.length === 2 &&
  typeof item[0] === 'string' &&
  (typeof item[1] === 'string' || item[1] === null);

/** A frame's storage-load or storage-write, or null for anything else (other messages included). */
export function parseStorageRequest(data: unknown): StorageRequest | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== PREVIEW_SOURCE) return null;
  const { type, token } = message;
  if (typeof token !== 'string' || !ID.test(token)) return null;
  if (type === 'storage-load') {
    const { requestId } = message;
    return typeof requestId === 'string' && ID.test(requestId) ? { type, token, requestId } : null;
  }
  if (type === 'storage-write') {
    const { clear, changes } = message;
    if (typeof clear !== 'boolean' || !Array.isArray(changes) || !changes.every(isChange))
      return null;
    return { type, token, clear, changes };
  }
  return null;
}

/** The answer to a frame's storage-load. */
export const storageSnapshot = (requestId: string, entries: StorageEntry[]) => ({
  source: HOST_SOURCE,
  type: 'storage-snapshot' as const,
  requestId,
  entries,
});

/** The preview token in a frame's src (`/preview/<token>/<platform>?v=…`), or null. */
export const previewTokenOf = (src: string) =>
  /\/preview\/([\w-]+)\/[a-z]+(?:\?|$)/.exec(src)?.[1] ?? null;
