import { hasSettingsStore, type AppModel } from '../model.ts';
import { str } from '../names.ts';
import { REST_STORE_FILE } from './rest-store.ts';

/**
 * src/data/: the two places records can live behind one Collection interface — this device
 * (AsyncStorage, the default) and the generated backend's REST API (when EXPO_PUBLIC_API_URL is
 * set) — and the settings, which always stay on the device. src/storage.ts picks the store.
 */

const COLLECTION_FILE = `import type { StoredRecord } from '../types';

/** What screens read: the records of one kind, and word of every change. */
export interface ReadableCollection<T extends StoredRecord> {
  list(): Promise<T[]>;
  /** Undefined when there is no record with this id. */
  get(id: string): Promise<T | undefined>;
  /** Calls \`listener\` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * The records of one kind, the same on the device and through the API. A failure throws an Error
 * whose message can be shown as it is.
 */
export interface Collection<T extends StoredRecord, Input> extends ReadableCollection<T> {
  /** Creates a record, or updates the one with \`id\`. */
  save(input: Input, id?: string): Promise<T>;
  /** Changes some values of a record; undefined when there is no such record. */
  update(id: string, changes: Partial<Omit<T, keyof StoredRecord>>): Promise<T | undefined>;
  remove(id: string): Promise<void>;
  clear(): Promise<void>;
}

/** One kind of record, as each store needs it. */
export interface RecordKind<T extends StoredRecord> {
  /** Its name on the device. */
  key: string;
  /** Its path in the API ("/api/recipes"). */
  path: string;
  /** The values of a new record. */
  defaults: Omit<T, keyof StoredRecord>;
  /** The records a new install starts with, on the device. */
  samples: T[];
  /**
   * Why saving a record is refused (a redemption its balance does not cover), or null. The device
   * asks it before each save; the API applies the same rule itself.
   */
  check?: (record: Omit<T, keyof StoredRecord>, id?: string) => Promise<string | null>;
  /**
   * The keys of the kinds whose records the API deletes or unlinks when one of these is deleted;
   * on the device, src/storage.ts changes them itself.
   */
  dependents?: string[];
}

/** Where records are kept: this device (device-store.ts) or the API (rest-store.ts). */
export interface Store {
  collection<T extends StoredRecord, Input extends object>(
    kind: RecordKind<T>,
  ): Collection<T, Input>;
}
`;

const DEVICE_STORE_FILE = `import AsyncStorage from '@react-native-async-storage/async-storage';
import type { StoredRecord } from '../types';
import type { Collection, RecordKind, Store } from './collection';

function newId(): string {
  return Date.now().toString(36) + Math.random().toString(36).slice(2, 10);
}

/**
 * Records of one kind, kept as a JSON array under one AsyncStorage key and cached in memory once
 * read; the samples until the first save.
 */
function deviceCollection<T extends StoredRecord, Input extends object>(
  key: string,
  { defaults, samples, check }: RecordKind<T>,
): Collection<T, Input> {
  const listeners = new Set<() => void>();
  let cache: T[] | null = null;

  async function read(): Promise<T[]> {
    if (cache) return cache;
    try {
      const raw = await AsyncStorage.getItem(key);
      // Nothing saved yet: a new install starts with the sample records.
      const stored = raw === null ? samples : (JSON.parse(raw) as T[]);
      // Records saved by an earlier version of the app get the fields added since.
      cache = Array.isArray(stored) ? stored.map((record) => ({ ...defaults, ...record })) : [];
    } catch {
      cache = [];
    }
    return cache;
  }

  async function refuseWhenChecked(record: Omit<T, keyof StoredRecord>, id?: string) {
    const refused = check ? await check(record, id) : null;
    if (refused) throw new Error(refused);
  }

  async function write(next: T[]) {
    cache = next;
    listeners.forEach((listener) => listener());
    await AsyncStorage.setItem(key, JSON.stringify(next));
  }

  return {
    list: read,
    async get(id) {
      return (await read()).find((record) => record.id === id);
    },
    async save(input, id) {
      const records = await read();
      const now = new Date().toISOString();
      const existing = id ? records.find((record) => record.id === id) : undefined;
      await refuseWhenChecked({ ...defaults, ...existing, ...input }, existing?.id);
      if (existing) {
        const updated = { ...existing, ...input, updatedAt: now };
        await write(records.map((record) => (record.id === existing.id ? updated : record)));
        return updated;
      }
      const created: T = { ...(defaults as T), ...input, id: newId(), createdAt: now, updatedAt: now };
      await write([created, ...records]);
      return created;
    },
    async update(id, changes) {
      const records = await read();
      const existing = records.find((record) => record.id === id);
      if (!existing) return undefined;
      await refuseWhenChecked({ ...existing, ...changes }, id);
      const updated = { ...existing, ...changes, updatedAt: new Date().toISOString() };
      await write(records.map((record) => (record.id === id ? updated : record)));
      return updated;
    },
    async remove(id) {
      await write((await read()).filter((record) => record.id !== id));
    },
    async clear() {
      await write([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Records on this device, each kind under \`<prefix>:<key>\`: no server needed, and it works offline. */
export function createDeviceStore(prefix: string): Store {
  return {
    collection: <T extends StoredRecord, Input extends object>(kind: RecordKind<T>) =>
      deviceCollection<T, Input>(\`\${prefix}:\${kind.key}\`, kind),
  };
}
`;

function settingsStoreFile(model: AppModel) {
  return `import AsyncStorage from '@react-native-async-storage/async-storage';
import { defaultSettings, type AppSettings } from '../types';

const SETTINGS_KEY = ${str(`${model.spec.slug}:settings`)};
const listeners = new Set<() => void>();
let cache: AppSettings | null = null;

/** App-wide preferences: always on this device, whichever store keeps the records. */
export const settingsStore = {
  async get(): Promise<AppSettings> {
    if (cache) return cache;
    try {
      const raw = await AsyncStorage.getItem(SETTINGS_KEY);
      cache = { ...defaultSettings, ...(raw ? (JSON.parse(raw) as Partial<AppSettings>) : {}) };
    } catch {
      cache = { ...defaultSettings };
    }
    return cache;
  },
  async update(changes: Partial<AppSettings>): Promise<AppSettings> {
    const next = { ...(await settingsStore.get()), ...changes };
    cache = next;
    listeners.forEach((listener) => listener());
    await AsyncStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
    return next;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
`;
}

/** The files of src/data/, keyed by path. */
export function dataFiles(model: AppModel): Record<string, string> {
  return {
    'src/data/collection.ts': COLLECTION_FILE,
    'src/data/device-store.ts': DEVICE_STORE_FILE,
    'src/data/rest-store.ts': REST_STORE_FILE,
    ...(hasSettingsStore(model) ? { 'src/data/settings-store.ts': settingsStoreFile(model) } : {}),
  };
}
