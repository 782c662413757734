import { fieldType } from '../field-types.ts';
import { hasSettingsStore, optionsConst, type AppModel, type EntityModel } from '../model.ts';
import { importLine, lines, str } from '../names.ts';
import { removalFunctions } from './links.ts';

/** src/types.ts, src/storage.ts and src/hooks.ts: the records, where they live and how screens read them. */

function settingsFields(model: AppModel) {
  return [
    model.settings.darkMode && (['darkMode', 'boolean', 'false'] as const),
    model.settings.profile && (['profileName', 'string', "''"] as const),
    model.settings.onboarding && (['onboarded', 'boolean', 'false'] as const),
  ].filter((entry) => entry !== false);
}

function entityTypes(entity: EntityModel) {
  const type = entity.type;
  const options = entity.enums.map(
    (field) =>
      `export const ${optionsConst(entity, field)} = [${(field.options ?? []).map(str).join(', ')}] as const;`,
  );
  const stored = entity.fields.map(
    (field) => `  ${field.name}: ${fieldType(field).tsType(field, optionsConst(entity, field))};`,
  );
  const drafted = entity.fields.map((field) => {
    const info = fieldType(field);
    return `  ${field.name}: ${info.draft === 'text' ? 'string' : info.tsType(field, optionsConst(entity, field))};`;
  });
  const empty = entity.fields.map((field) => `  ${field.name}: ${fieldType(field).empty},`);
  return lines(
    options.length > 0 && `${options.join('\n')}\n`,
    `export interface ${type} extends StoredRecord {`,
    ...stored,
    entity.tags && '  tags: string[];',
    entity.favorites && '  favorite: boolean;',
    '}',
    '',
    `/** What the ${entity.label.toLowerCase()} form saves. */`,
    `export type ${type}Input = Omit<${type}, keyof StoredRecord${entity.favorites ? " | 'favorite'" : ''}>;`,
    '',
    `/** The form's working copy${entity.tags ? ': numbers are edited as text, tags as a comma-separated list' : ': numbers are edited as text'}. */`,
    `export interface ${type}Draft {`,
    ...drafted,
    entity.tags && '  tags: string;',
    '}',
    '',
    `export const empty${type}: Omit<${type}, keyof StoredRecord> = {`,
    ...empty,
    entity.tags && '  tags: [],',
    entity.favorites && '  favorite: false,',
    '};',
  );
}

export function typesFile(model: AppModel) {
  const settings = settingsFields(model);
  return `${lines(
    '/** Keys every stored record has; the storage layer sets them. */',
    'export interface StoredRecord {',
    '  id: string;',
    '  createdAt: string;',
    '  updatedAt: string;',
    '}',
    '',
    model.entities.map(entityTypes).join('\n\n'),
    settings.length > 0 &&
      `\nexport interface AppSettings {\n${settings.map(([name, type]) => `  ${name}: ${type};`).join('\n')}\n}\n\nexport const defaultSettings: AppSettings = {\n${settings.map(([name, , value]) => `  ${name}: ${value},`).join('\n')}\n};`,
  )}\n`;
}

const COLLECTION = `export interface ReadableCollection<T extends StoredRecord> {
  list(): Promise<T[]>;
  get(id: string): Promise<T | undefined>;
  /** Calls \`listener\` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface Collection<T extends StoredRecord, Input> extends ReadableCollection<T> {
  /** Creates a record, or updates the one with \`id\`. */
  save(input: Input, id?: string): Promise<T>;
  update(id: string, changes: Partial<Omit<T, keyof StoredRecord>>): Promise<T | undefined>;
  remove(id: string): Promise<void>;
  clear(): Promise<void>;
}

export function newId(): string {
  return Date.now().toString(36) + Math.random().toString(36).slice(2, 10);
}

/** Records of one kind, kept as a JSON array under one key and cached in memory once read; \`firstRun\` until the first save. */
function createCollection<T extends StoredRecord, Input extends object>(
  name: string,
  defaults: Omit<T, keyof StoredRecord>,
  firstRun: T[],
): Collection<T, Input> {
  const key = \`\${STORAGE_PREFIX}:\${name}\`;
  const listeners = new Set<() => void>();
  let cache: T[] | null = null;

  async function read(): Promise<T[]> {
    if (cache) return cache;
    try {
      const raw = await AsyncStorage.getItem(key);
      // Nothing saved yet: a new install starts with the sample records.
      const stored = raw === null ? firstRun : (JSON.parse(raw) as T[]);
      // Records saved by an earlier version of the app get the fields added since.
      cache = Array.isArray(stored) ? stored.map((record) => ({ ...defaults, ...record })) : [];
    } catch {
      cache = [];
    }
    return cache;
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
}`;

const SETTINGS = `const settingsKey = \`\${STORAGE_PREFIX}:settings\`;
const settingsListeners = new Set<() => void>();
let settingsCache: AppSettings | null = null;

/** App-wide preferences, stored under one key. */
export const settingsStore = {
  async get(): Promise<AppSettings> {
    if (settingsCache) return settingsCache;
    try {
      const raw = await AsyncStorage.getItem(settingsKey);
      settingsCache = { ...defaultSettings, ...(raw ? (JSON.parse(raw) as Partial<AppSettings>) : {}) };
    } catch {
      settingsCache = { ...defaultSettings };
    }
    return settingsCache;
  },
  async update(changes: Partial<AppSettings>): Promise<AppSettings> {
    const next = { ...(await settingsStore.get()), ...changes };
    settingsCache = next;
    settingsListeners.forEach((listener) => listener());
    await AsyncStorage.setItem(settingsKey, JSON.stringify(next));
    return next;
  },
  subscribe(listener: () => void): () => void {
    settingsListeners.add(listener);
    return () => {
      settingsListeners.delete(listener);
    };
  },
};`;

export function storageFile(model: AppModel) {
  const types = model.entities.flatMap((entity) => [entity.type, `${entity.type}Input`]);
  const values = model.entities.map((entity) => `empty${entity.type}`);
  const settings = hasSettingsStore(model);
  if (settings) values.push('defaultSettings');
  return `${lines(
    "import AsyncStorage from '@react-native-async-storage/async-storage';",
    importLine(values, './types'),
    "import { samples } from './samples';",
    importLine([...types, 'StoredRecord', ...(settings ? ['AppSettings'] : [])], './types', true),
    '',
    `const STORAGE_PREFIX = ${str(model.spec.slug)};`,
    '',
    COLLECTION,
    '',
    '/** Every kind of record the app keeps on the device. */',
    'export const storage = {',
    ...model.entities.map(
      (entity) =>
        `  ${entity.collection}: createCollection<${entity.type}, ${entity.type}Input>(${str(entity.collection)}, empty${entity.type}, samples.${entity.collection}),`,
    ),
    '};',
    removalFunctions(model),
    '',
    '/** Deletes every record (settings are kept). */',
    'export async function clearAllData(): Promise<void> {',
    `  await Promise.all(Object.values(storage).map((collection) => collection.clear()));`,
    '}',
    settings && `\n${SETTINGS}`,
  )}\n`;
}

export function hooksFile(model: AppModel) {
  const settings = hasSettingsStore(model);
  return `${lines(
    `import { ${settings ? 'useCallback, ' : ''}useEffect, useState } from 'react';`,
    settings
      ? "import { settingsStore, type ReadableCollection } from './storage';"
      : "import type { ReadableCollection } from './storage';",
    importLine(['StoredRecord', ...(settings ? ['AppSettings'] : [])], './types', true),
    settings && "import { defaultSettings } from './types';",
    '',
    `/** All records of a collection, kept up to date as they change. */
export function useRecords<T extends StoredRecord>(collection: ReadableCollection<T>) {
  const [items, setItems] = useState<T[]>([]);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    const load = () => {
      void collection.list().then((next) => {
        if (!active) return;
        setItems(next);
        setReady(true);
      });
    };
    load();
    const unsubscribe = collection.subscribe(load);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [collection]);
  return { items, ready };
}

/** One record by id (undefined once it is deleted). */
export function useRecord<T extends StoredRecord>(collection: ReadableCollection<T>, id: string | undefined) {
  const { items, ready } = useRecords(collection);
  return { record: id === undefined ? undefined : items.find((item) => item.id === id), ready };
}`,
    settings &&
      `
/** The app's settings and a function to change them. */
export function useSettings() {
  const [settings, setSettings] = useState<AppSettings>(defaultSettings);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    const load = () => {
      void settingsStore.get().then((next) => {
        if (!active) return;
        setSettings(next);
        setReady(true);
      });
    };
    load();
    const unsubscribe = settingsStore.subscribe(load);
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  const update = useCallback((changes: Partial<AppSettings>) => settingsStore.update(changes), []);
  return { settings, ready, update };
}`,
  )}\n`;
}
