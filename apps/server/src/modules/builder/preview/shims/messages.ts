/** Every message the preview sends its parent frame carries `source: 'appforge-preview'`. */
export const MESSAGE_SOURCE = 'appforge-preview';

export type PreviewMessageType =
  'ready' | 'console' | 'runtime-error' | 'build-error' | 'storage-load' | 'storage-write';

export function post(type: PreviewMessageType, data: Record<string, unknown>) {
  try {
    window.parent.postMessage({ source: MESSAGE_SOURCE, type, ...data }, '*');
  } catch {
    // Data that cannot be cloned: send it as text instead.
    try {
      window.parent.postMessage(
        { source: MESSAGE_SOURCE, type, payload: String(JSON.stringify(data)) },
        '*',
      );
    } catch {
      // nothing else to try
    }
  }
}

const MAX_LENGTH = 2000;

/** A console argument as text a parent can show: strings as they are, errors with their stack. */
export function describe(value: unknown): string {
  if (typeof value === 'string')
    return value.length > MAX_LENGTH ? `${value.slice(0, MAX_LENGTH)}…` : value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'symbol' || typeof value === 'bigint') return value.toString();
  const seen = new WeakSet<object>();
  try {
    const text = JSON.stringify(value, (_key, item: unknown) => {
      if (typeof item === 'object' && item !== null) {
        if (seen.has(item)) return '[circular]';
        seen.add(item);
      }
      return typeof item === 'bigint' ? item.toString() : item;
    });
    return describe(text ?? String(value));
  } catch {
    return String(value);
  }
}

/**
 * The app's lasting storage lives in the parent page (a sandboxed frame has none of its own):
 *   frame → parent  storage-load  { token, requestId }                 the stored entries, please
 *   frame → parent  storage-write { token, clear, changes: [key, value | null][] }  one batch of writes
 *   parent → frame  storage-snapshot { source: HOST_SOURCE, requestId, entries: [key, value][] }
 * The parent mirrors these types in apps/web/src/features/builder/lib/preview-storage-messages.ts.
 */
export const HOST_SOURCE = 'appforge-host';

export type StorageEntry = [key: string, value: string];

/** A batch of writes: `clear` empties the storage first, then `changes` set (or, with null, remove) keys. */
export interface StorageChanges {
  clear: boolean;
  changes: [key: string, value: string | null][];
}

const isEntry = (item: unknown): item is StorageEntry =>
  Array.isArray(item) &&
  item.length === 2 &&
  typeof item[0] === 'string' &&
  typeof item[1] === 'string';

/** The entries of the parent's answer to the storage-load `requestId`, or null for any other message. */
export function parseStorageSnapshot(data: unknown, requestId: string): StorageEntry[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (
    message.source !== HOST_SOURCE ||
    message.type !== 'storage-snapshot' ||
    message.requestId !== requestId ||
    !Array.isArray(message.entries) ||
    !message.entries.every(isEntry)
  )
    return null;
  return message.entries;
}
