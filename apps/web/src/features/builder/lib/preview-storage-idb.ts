import type { StorageEntry } from './preview-storage-messages';
import {
  createPreviewStorage,
  type PreviewStorage,
  type ScopeWrite,
  type StorageBackend,
  type StorageScope,
} from './preview-storage';

/**
 * The preview frames' storage in this page's IndexedDB: database `appforge-preview`, one record
 * per item under the key [projectId, platform, item key], so one key range holds a scope.
 */
const DATABASE = 'appforge-preview';
const STORE = 'entries';

interface StoredItem {
  projectId: string;
  platform: StorageScope['platform'];
  key: string;
  value: string;
}

// Arrays sort after strings in IndexedDB: [id, platform, []] is above every item key of the scope.
const scopeRange = ({ projectId, platform }: StorageScope) =>
  IDBKeyRange.bound([projectId, platform], [projectId, platform, []]);

const completed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () =>
      reject(transaction.error ?? new Error('The storage transaction was aborted.'));
  });

function openDatabase() {
  return new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('This browser has no IndexedDB.'));
      return;
    }
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(STORE, { keyPath: ['projectId', 'platform', 'key'] });
    request.onsuccess = () => {
      const database = request.result;
      // Another tab deletes or upgrades the database: let it; the next operation opens it again.
      database.onversionchange = () => database.close();
      resolve(database);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open.'));
  });
}

function indexedDbBackend(database: IDBDatabase): StorageBackend {
  return {
    write(batch: ScopeWrite[]) {
      const transaction = database.transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      for (const { scope, clear, changes } of batch) {
        if (clear) store.delete(scopeRange(scope));
        for (const [key, value] of changes) {
          if (value === null) store.delete([scope.projectId, scope.platform, key]);
          else store.put({ ...scope, key, value } satisfies StoredItem);
        }
      }
      return completed(transaction);
    },
    async read(scope) {
      const transaction = database.transaction(STORE, 'readonly');
      const request = transaction.objectStore(STORE).getAll(scopeRange(scope));
      await completed(transaction);
      return (request.result as StoredItem[]).map(({ key, value }): StorageEntry => [key, value]);
    },
  };
}

let shared: PreviewStorage | undefined;

/** This page's one preview storage, opened on first use. */
export const previewStorage = () =>
  (shared ??= createPreviewStorage(async () => indexedDbBackend(await openDatabase())));
