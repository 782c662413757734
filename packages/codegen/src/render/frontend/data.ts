import { fieldType } from '../field-types.ts';
import { hasSettingsStore, optionsConst, type AppModel, type EntityModel } from '../model.ts';
import { importLine, lines, str } from '../names.ts';
import { routePathOf } from '../backend/routes.ts';
import { dependentsOf, removalFunctions } from './links.ts';
import { checkFunctions, checkImports, checkLine } from './redeem-checks.ts';

/**
 * src/types.ts, src/storage.ts and src/hooks.ts: the records, which store keeps them (the stores
 * are in data-stores.ts) and how screens read them.
 */

function settingsFields(model: AppModel) {
  return [
    // Asked for in the idea, so the app starts dark; the Settings switch then decides.
    model.settings.darkMode && (['darkMode', 'boolean', 'true'] as const),
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

function dependentsLine(entity: EntityModel) {
  const dependents = dependentsOf(entity);
  return dependents.length > 0 ? `\n    dependents: [${dependents.map(str).join(', ')}],` : '';
}

export function storageFile(model: AppModel) {
  const types = model.entities.flatMap((entity) => [entity.type, `${entity.type}Input`]);
  return `${lines(
    "import { createDeviceStore } from './data/device-store';",
    "import { createRestStore } from './data/rest-store';",
    "import { samples } from './samples';",
    importLine(
      model.entities.map((entity) => `empty${entity.type}`),
      './types',
    ),
    importLine(types, './types', true),
    checkImports(model).length > 0 && importLine(checkImports(model), './values'),
    '',
    '/**',
    " * Where the records live: the backend's API when EXPO_PUBLIC_API_URL is set (Expo writes its value",
    ' * into the app when it bundles it), otherwise this device, which needs no server and starts with',
    ' * sample records.',
    ' */',
    'const API_URL = process.env.EXPO_PUBLIC_API_URL;',
    `const store = API_URL ? createRestStore(API_URL) : createDeviceStore(${str(model.spec.slug)});`,
    '',
    '/** Every kind of record the app keeps. */',
    'export const storage = {',
    ...model.entities.map(
      (entity) =>
        `  ${entity.collection}: store.collection<${entity.type}, ${entity.type}Input>({
    key: ${str(entity.collection)},
    path: ${str(routePathOf(entity))},
    defaults: empty${entity.type},
    samples: samples.${entity.collection},${checkLine(model, entity) ? `\n${checkLine(model, entity)}` : ''}${dependentsLine(entity)}
  }),`,
    ),
    '};',
    checkFunctions(model) || false,
    removalFunctions(model) || false,
    '',
    `/** Deletes every record, on the device or in the API${hasSettingsStore(model) ? '; the settings stay' : ''}. */`,
    'export async function clearAllData(): Promise<void> {',
    `  await Promise.all(Object.values(storage).map((collection) => collection.clear()));`,
    '}',
  )}\n`;
}

export function hooksFile(model: AppModel) {
  const settings = hasSettingsStore(model);
  return `${lines(
    "import { useCallback, useEffect, useState } from 'react';",
    "import type { ReadableCollection } from './data/collection';",
    settings && "import { settingsStore } from './data/settings-store';",
    importLine(['StoredRecord', ...(settings ? ['AppSettings'] : [])], './types', true),
    settings && "import { defaultSettings } from './types';",
    '',
    `/**
 * What \`read\` answers, read again after every change to the collection. \`ready\` once it has been
 * read; \`error\` says why it could not be (the API unreachable, say), and \`retry\` reads it again.
 */
function useRead<T extends StoredRecord, V>(collection: ReadableCollection<T>, read: () => Promise<V>, initial: V) {
  const [value, setValue] = useState<V>(initial);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    const load = () => {
      void read().then(
        (next) => {
          if (!active) return;
          setValue(next);
          setError(undefined);
          setReady(true);
        },
        (failure: unknown) => {
          if (active) setError(failure instanceof Error ? failure.message : String(failure));
        },
      );
    };
    load();
    const unsubscribe = collection.subscribe(load);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [collection, read, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { value, ready, error, retry };
}

/** All records of a collection, kept up to date as they change. */
export function useRecords<T extends StoredRecord>(collection: ReadableCollection<T>) {
  const read = useCallback(() => collection.list(), [collection]);
  const { value: items, ...state } = useRead(collection, read, [] as T[]);
  return { items, ...state };
}

/** One record, read by its id (undefined for a new one, and once it is deleted), kept up to date. */
export function useRecord<T extends StoredRecord>(collection: ReadableCollection<T>, id: string | undefined) {
  const read = useCallback(
    () => (id === undefined ? Promise.resolve(undefined) : collection.get(id)),
    [collection, id],
  );
  const { value: record, ...state } = useRead(collection, read, undefined);
  return { record, ...state };
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
