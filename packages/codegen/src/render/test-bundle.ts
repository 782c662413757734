import { build, type Plugin } from 'esbuild';
import { isRelativeImport, resolveInFileMap } from '../file-map-paths.ts';
import { phoneBundling } from './phone-bundling.ts';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test helper: bundles generated files with esbuild and evaluates the result in this process. */

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Generated files by path; packages resolve from the repo's node_modules unless stubbed. */
function generatedFiles(files: Record<string, string>, stubs: Record<string, string>): Plugin {
  return {
    name: 'generated-files',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.path in stubs) return { path: args.path, namespace: 'stub' };
        if (args.kind === 'entry-point') return { path: args.path, namespace: 'generated' };
        if (args.namespace !== 'generated' || !isRelativeImport(args.path)) return undefined;
        const found = resolveInFileMap(files, args.importer, args.path);
        return found
          ? { path: found, namespace: 'generated' }
          : { errors: [{ text: `Cannot find ${args.path}` }] };
      });
      builder.onLoad({ filter: /.*/, namespace: 'generated' }, (args) => ({
        contents: files[args.path] ?? '',
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        resolveDir: REPO_ROOT,
      }));
      builder.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({
        contents: stubs[args.path],
        loader: 'ts',
        resolveDir: REPO_ROOT,
      }));
    },
  };
}

/** Bundles `entry` (a key of `files`) to CommonJS and returns its exports. */
export async function loadGenerated<T>(
  files: Record<string, string>,
  entry: string,
  options: {
    stubs?: Record<string, string>;
    platform?: 'node' | 'browser';
    /** The backend's address, as Expo writes EXPO_PUBLIC_API_URL in; unset, records stay on the device. */
    apiUrl?: string;
  } = {},
): Promise<T> {
  // react-native-web has no BackHandler: the tests press the header's back button instead.
  const phone = phoneBundling({ backButton: false });
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: options.platform ?? 'node',
    jsx: 'automatic',
    logLevel: 'silent',
    alias: { 'react-native': 'react-native-web' },
    resolveExtensions: phone.resolveExtensions,
    loader: phone.loader,
    define: {
      'process.env.NODE_ENV': '"development"',
      'process.env.EXPO_PUBLIC_API_URL': options.apiUrl
        ? JSON.stringify(options.apiUrl)
        : 'undefined',
      __DEV__: 'true',
    },
    plugins: [generatedFiles(files, options.stubs ?? {}), ...phone.plugins],
  });
  const module = { exports: {} as T };
  new Function('module', 'exports', 'require', result.outputFiles[0]!.text)(
    module,
    module.exports,
    () => {
      throw new Error('Unexpected require in a bundled test module.');
    },
  );
  return module.exports;
}

/** An in-memory @react-native-async-storage/async-storage. */
export const ASYNC_STORAGE_STUB = `
const values = new Map<string, string>();
const AsyncStorage = {
  getItem: async (key: string) => values.get(key) ?? null,
  setItem: async (key: string, value: string) => void values.set(key, value),
  removeItem: async (key: string) => void values.delete(key),
  clear: async () => values.clear(),
};
export const __values = values;
export default AsyncStorage;
`;

export const STATUS_BAR_STUB = 'export function StatusBar() { return null; }';

/** The tab bar's icons: the DOM tests find tabs by their labels. */
export const ICON_STUB = 'export default function Ionicons() { return null; }';
