import type { KeyValueStore } from './key-value-store';
import { openStorage } from './storage-backing';

/**
 * @react-native-async-storage/async-storage for the preview, over the store of storage-backing.ts
 * (the builder page's IndexedDB through the parent frame, or memory on a page opened on its own).
 * Every call waits until that store has its saved entries, so an app never reads before they are
 * there; calls run in the order they were made.
 */
type Callback<T> = ((error: Error | null, result?: T) => void) | undefined;

function settle<T>(work: (store: KeyValueStore) => T, callback?: Callback<T>): Promise<T> {
  return openStorage()
    .then(work)
    .then(
      (result) => {
        callback?.(null, result);
        return result;
      },
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        callback?.(failure);
        throw failure;
      },
    );
}

function merge(previous: string | null, value: string) {
  const before = previous ? (JSON.parse(previous) as Record<string, unknown>) : {};
  return JSON.stringify({ ...before, ...(JSON.parse(value) as Record<string, unknown>) });
}

const AsyncStorage = {
  getItem: (key: string, callback?: Callback<string | null>) =>
    settle((store) => store.get(key), callback),
  setItem: (key: string, value: string, callback?: Callback<void>) =>
    settle((store) => store.set(key, String(value)), callback),
  removeItem: (key: string, callback?: Callback<void>) =>
    settle((store) => store.remove(key), callback),
  mergeItem: (key: string, value: string, callback?: Callback<void>) =>
    settle((store) => store.set(key, merge(store.get(key), value)), callback),
  getAllKeys: (callback?: Callback<string[]>) => settle((store) => store.keys(), callback),
  clear: (callback?: Callback<void>) => settle((store) => store.clear(), callback),
  multiGet: (keys: readonly string[], callback?: Callback<[string, string | null][]>) =>
    settle((store) => keys.map((key): [string, string | null] => [key, store.get(key)]), callback),
  multiSet: (pairs: readonly (readonly [string, string])[], callback?: Callback<void>) =>
    settle((store) => pairs.forEach(([key, value]) => store.set(key, String(value))), callback),
  multiRemove: (keys: readonly string[], callback?: Callback<void>) =>
    settle((store) => keys.forEach((key) => store.remove(key)), callback),
  multiMerge: (pairs: readonly (readonly [string, string])[], callback?: Callback<void>) =>
    settle(
      (store) => pairs.forEach(([key, value]) => store.set(key, merge(store.get(key), value))),
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
