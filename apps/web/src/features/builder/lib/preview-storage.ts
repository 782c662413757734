import type { StorageChanges, StorageEntry } from './preview-storage-messages';

/**
 * The lasting storage of the preview frames, kept by this page (the frames are sandboxed and
 * have none): one queue of operations over a backend (IndexedDB, preview-storage-idb.ts), run in
 * the order they were asked for. Writes that arrive while a transaction runs are merged and go
 * out together in the next one, so a burst of writes costs one transaction and loses none.
 */
export interface StorageScope {
  projectId: string;
  platform: 'ios' | 'android';
}

/** The writes to one scope, merged: a clear drops the changes before it, the last change of a key wins. */
export interface ScopeWrite {
  scope: StorageScope;
  clear: boolean;
  changes: Map<string, string | null>;
}

export interface StorageBackend {
  write(batch: ScopeWrite[]): Promise<void>;
  read(scope: StorageScope): Promise<StorageEntry[]>;
}

export interface PreviewStorage {
  /** The stored entries of a scope, after every write asked for before. */
  load(scope: StorageScope): Promise<StorageEntry[]>;
  /** Resolves once the write is stored; rejects with the backend's error (quota, unavailable). */
  write(scope: StorageScope, changes: StorageChanges): Promise<void>;
  /** Forgets everything stored for the scope. */
  clear(scope: StorageScope): Promise<void>;
}

/** Merges `next` into the pending writes of its scope. */
export function mergeWrite(pending: ScopeWrite, next: StorageChanges) {
  if (next.clear) {
    pending.clear = true;
    pending.changes.clear();
  }
  for (const [key, value] of next.changes) pending.changes.set(key, value);
}

const scopeKey = ({ projectId, platform }: StorageScope) => JSON.stringify([projectId, platform]);

/**
 * A storage over the backend `connect` opens on first use. After a failure the backend is opened
 * again for the next operation (a database closed by the browser or deleted from another tab).
 */
export function createPreviewStorage(connect: () => Promise<StorageBackend>): PreviewStorage {
  let backend: Promise<StorageBackend> | undefined;
  const withBackend = async <T>(task: (opened: StorageBackend) => Promise<T>) => {
    try {
      return await task(await (backend ??= connect()));
    } catch (error) {
      backend = undefined;
      throw error;
    }
  };

  let tail: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(task: () => Promise<T>) => {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };

  let pending = new Map<string, ScopeWrite>();
  let nextFlush: Promise<void> | null = null;

  const flush = async () => {
    const batch = [...pending.values()];
    pending = new Map();
    nextFlush = null;
    await withBackend((opened) => opened.write(batch));
  };

  const write = (scope: StorageScope, changes: StorageChanges) => {
    const key = scopeKey(scope);
    const scoped = pending.get(key) ?? { scope, clear: false, changes: new Map() };
    pending.set(key, scoped);
    mergeWrite(scoped, changes);
    nextFlush ??= enqueue(flush);
    return nextFlush;
  };

  return {
    load: (scope) => enqueue(() => withBackend((opened) => opened.read(scope))),
    write,
    clear: (scope) => write(scope, { clear: true, changes: [] }),
  };
}
