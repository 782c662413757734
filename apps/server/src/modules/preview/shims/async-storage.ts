import { readConfig } from './config';

/**
 * @react-native-async-storage/async-storage over localStorage. A sandboxed frame without
 * allow-same-origin throws on any localStorage access, so it falls back to an in-memory Map.
 * Keys are prefixed with the preview token: two projects never see each other's data.
 */
interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}

function browserStore(): KeyValueStore | null {
  try {
    const storage = window.localStorage;
    const probe = '__appforge_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return {
      get: (key) => storage.getItem(key),
      set: (key, value) => storage.setItem(key, value),
      remove: (key) => storage.removeItem(key),
      keys: () => Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? ''),
    };
  } catch {
    return null;
  }
}

let store: KeyValueStore | undefined;
const backing = () => (store ??= browserStore() ?? memoryStore());
const prefix = () => `appforge:${readConfig().token}:`;

type Callback<T> = ((error: Error | null, result?: T) => void) | undefined;

function settle<T>(work: () => T, callback?: Callback<T>): Promise<T> {
  try {
    const result = work();
    callback?.(null, result);
    return Promise.resolve(result);
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    callback?.(failure);
    return Promise.reject(failure);
  }
}

function merge(previous: string | null, value: string) {
  const before = previous ? (JSON.parse(previous) as Record<string, unknown>) : {};
  return JSON.stringify({ ...before, ...(JSON.parse(value) as Record<string, unknown>) });
}

const AsyncStorage = {
  getItem: (key: string, callback?: Callback<string | null>) =>
    settle(() => backing().get(prefix() + key), callback),
  setItem: (key: string, value: string, callback?: Callback<void>) =>
    settle(() => backing().set(prefix() + key, String(value)), callback),
  removeItem: (key: string, callback?: Callback<void>) =>
    settle(() => backing().remove(prefix() + key), callback),
  mergeItem: (key: string, value: string, callback?: Callback<void>) =>
    settle(
      () => backing().set(prefix() + key, merge(backing().get(prefix() + key), value)),
      callback,
    ),
  getAllKeys: (callback?: Callback<string[]>) =>
    settle(
      () =>
        backing()
          .keys()
          .filter((key) => key.startsWith(prefix()))
          .map((key) => key.slice(prefix().length)),
      callback,
    ),
  clear: (callback?: Callback<void>) =>
    settle(() => {
      for (const key of backing().keys()) if (key.startsWith(prefix())) backing().remove(key);
    }, callback),
  multiGet: (keys: readonly string[], callback?: Callback<[string, string | null][]>) =>
    settle(
      () => keys.map((key): [string, string | null] => [key, backing().get(prefix() + key)]),
      callback,
    ),
  multiSet: (pairs: readonly (readonly [string, string])[], callback?: Callback<void>) =>
    settle(
      () => pairs.forEach(([key, value]) => backing().set(prefix() + key, String(value))),
      callback,
    ),
  multiRemove: (keys: readonly string[], callback?: Callback<void>) =>
    settle(() => keys.forEach((key) => backing().remove(prefix() + key)), callback),
  multiMerge: (pairs: readonly (readonly [string, string])[], callback?: Callback<void>) =>
    settle(
      () =>
        pairs.forEach(([key, value]) =>
          backing().set(prefix() + key, merge(backing().get(prefix() + key), value)),
        ),
      callback,
    ),
  flushGetRequests: () => undefined,
};

export function useAsyncStorage(key: string) {
  return {
    getItem: (callback?: Callback<string | null>) => AsyncStorage.getItem(key, callback),
    setItem: (value: string, callback?: Callback<void>) =>
      AsyncStorage.setItem(key, value, callback),
    mergeItem: (value: string, callback?: Callback<void>) =>
      AsyncStorage.mergeItem(key, value, callback),
    removeItem: (callback?: Callback<void>) => AsyncStorage.removeItem(key, callback),
  };
}

export default AsyncStorage;
