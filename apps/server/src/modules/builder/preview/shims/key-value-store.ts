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
