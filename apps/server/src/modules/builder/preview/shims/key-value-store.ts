/** The synchronous key-value store behind the preview's AsyncStorage, scoped to one app. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
  /** Removes every key of this app. */
  clear(): void;
}

export function memoryStore(entries: Iterable<readonly [string, string]> = []): KeyValueStore {
  const values = new Map<string, string>(entries);
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    keys: () => [...values.keys()],
    clear: () => values.clear(),
  };
}

/**
 * localStorage under `prefix`, so two projects never see each other's data; null where the page
 * may not use it (a sandboxed frame without allow-same-origin throws on any access).
 */
export function localStore(prefix: string): KeyValueStore | null {
  try {
    const storage = window.localStorage;
    const probe = '__appforge_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    const keys = () =>
      Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '')
        .filter((key) => key.startsWith(prefix))
        .map((key) => key.slice(prefix.length));
    return {
      get: (key) => storage.getItem(prefix + key),
      set: (key, value) => storage.setItem(prefix + key, value),
      remove: (key) => storage.removeItem(prefix + key),
      keys,
      clear: () => keys().forEach((key) => storage.removeItem(prefix + key)),
    };
  } catch {
    return null;
  }
}
