import { readConfig } from './config';
import { memoryStore, type KeyValueStore } from './key-value-store';
import { parseStorageSnapshot, post, type StorageChanges, type StorageEntry } from './messages';

/**
 * Where the preview's AsyncStorage keeps its data. The page is always sandboxed without
 * allow-same-origin (its CSP), so it has no storage of its own: localStorage, sessionStorage and
 * IndexedDB all throw. In the builder's frames the parent page keeps the data (in IndexedDB, per
 * project and platform), sends the stored entries once when the frame starts, and receives every
 * write. A page opened on its own (a phone that scanned the QR code) keeps it in memory.
 */

/** How long a frame waits for its parent's stored entries before it runs on memory alone. */
export const SNAPSHOT_TIMEOUT_MS = 1500;

/** Asks the parent page for the stored entries; null when no answer comes in `timeoutMs`. */
export function requestSnapshot(timeoutMs = SNAPSHOT_TIMEOUT_MS): Promise<StorageEntry[] | null> {
  // Matches the answer to this request; not a secret (the parent checks the frame's window).
  const requestId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve) => {
    const finish = (entries: StorageEntry[] | null) => {
      clearTimeout(timer);
      window.removeEventListener('message', listener);
      resolve(entries);
    };
    const listener = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const entries = parseStorageSnapshot(event.data, requestId);
      if (entries) finish(entries);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    window.addEventListener('message', listener);
    post('storage-load', { token: readConfig().token, requestId });
  });
}

/**
 * A memory store that starts with `entries` and hands every write to `send`: the writes of one
 * task go out together, in one batch, right after it (later writes of a key replace earlier ones;
 * a clear drops the writes before it).
 */
export function syncedStore(
  entries: Iterable<readonly [string, string]>,
  send: (batch: StorageChanges) => void,
): KeyValueStore {
  const memory = memoryStore(entries);
  let pending: { clear: boolean; changes: Map<string, string | null> } | null = null;
  const flush = () => {
    const batch = pending;
    pending = null;
    if (batch) send({ clear: batch.clear, changes: [...batch.changes] });
  };
  const queue = () => {
    if (!pending) {
      pending = { clear: false, changes: new Map() };
      queueMicrotask(flush);
    }
    return pending;
  };
  return {
    get: memory.get,
    keys: memory.keys,
    set(key, value) {
      memory.set(key, value);
      queue().changes.set(key, value);
    },
    remove(key) {
      memory.remove(key);
      queue().changes.set(key, null);
    },
    clear() {
      memory.clear();
      const batch = queue();
      batch.clear = true;
      batch.changes.clear();
    },
  };
}

function memoryOnly(why: string): KeyValueStore {
  console.warn(`App data is kept in memory only: ${why}, so it is lost when the preview reloads.`);
  return memoryStore();
}

async function parentStore(): Promise<KeyValueStore> {
  const entries = await requestSnapshot();
  const { token } = readConfig();
  if (entries) return syncedStore(entries, (batch) => post('storage-write', { token, ...batch }));
  return memoryOnly('no builder page answered');
}

let opened: Promise<KeyValueStore> | undefined;

/** The app's store, opened once; the runtime opens it early so the parent's answer overlaps the app's start. */
export function openStorage(): Promise<KeyValueStore> {
  opened ??=
    window.parent !== window
      ? parentStore()
      : Promise.resolve(memoryOnly('a preview opened on its own has no storage'));
  return opened;
}
