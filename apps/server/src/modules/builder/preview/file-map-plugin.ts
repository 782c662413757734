import type { Loader, Plugin } from 'esbuild';
import {
  isRelativeImport,
  normalizePath,
  resolveInFileMap,
} from '@appforge/codegen/file-map-paths';
import { isPreviewExternal } from './externals';

/** A project's frontend file map, swapped for each new version before `rebuild()`. */
export interface FileMapSource {
  files: Record<string, string>;
}

export const ENTRY = 'appforge-preview-entry';
const LOADERS: Record<string, Loader> = {
  tsx: 'tsx',
  ts: 'ts',
  jsx: 'jsx',
  js: 'js',
  mjs: 'js',
  cjs: 'js',
  json: 'json',
  css: 'empty',
};
const ASSET = /\.(png|jpe?g|gif|webp|svg|ttf|otf|mp3|mp4)$/i;

const loaderFor = (path: string): Loader =>
  LOADERS[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'tsx';

/**
 * Serves the generated frontend from memory: relative imports resolve inside the file map, the
 * packages the vendor bundle provides become reads of `globalThis.__appforgeModules`, and any
 * other package is a build error at the line that imports it.
 */
export function fileMapPlugin(source: FileMapSource): Plugin {
  return {
    name: 'appforge-file-map',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return { path: ENTRY, namespace: 'appforge-entry' };
        if (isPreviewExternal(args.path))
          return { path: args.path, namespace: 'appforge-external' };
        if (!isRelativeImport(args.path)) {
          return {
            errors: [
              {
                text: `"${args.path}" is not available in the live preview (it can use react, react-native, React Navigation, react-native-safe-area-context, expo-status-bar, AsyncStorage, @expo/vector-icons, the date picker and expo-image-picker).`,
              },
            ],
          };
        }
        const importer = args.namespace === 'files' ? args.importer : '';
        if (ASSET.test(args.path)) {
          return {
            path: normalizePath(`${importer.split('/').slice(0, -1).join('/')}/${args.path}`),
            namespace: 'appforge-asset',
          };
        }
        const found = resolveInFileMap(source.files, importer, args.path);
        if (found) return { path: found, namespace: 'files' };
        return { errors: [{ text: `Cannot find "${args.path}" in the generated files.` }] };
      });
      builder.onLoad({ filter: /.*/, namespace: 'appforge-entry' }, () => ({
        contents: `export { default } from './App';`,
        loader: 'ts',
      }));
      builder.onLoad({ filter: /.*/, namespace: 'files' }, (args) => ({
        contents: source.files[args.path] ?? '',
        loader: loaderFor(args.path),
      }));
      builder.onLoad({ filter: /.*/, namespace: 'appforge-external' }, (args) => ({
        contents: `module.exports = globalThis.__appforgeModules[${JSON.stringify(args.path)}];`,
        loader: 'js',
      }));
      // Images and fonts are not in the file map: an empty placeholder keeps the app running.
      builder.onLoad({ filter: /.*/, namespace: 'appforge-asset' }, () => ({
        contents: 'module.exports = {};',
        loader: 'js',
      }));
    },
  };
}
