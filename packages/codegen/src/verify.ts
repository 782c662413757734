import { build, type Message, type Plugin } from 'esbuild';
import { isRelativeImport, resolveInFileMap } from './file-map-paths.ts';

export interface VerificationError {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** Serves a file map to esbuild: relative imports resolve inside it, packages stay external. */
function fileMapPlugin(files: Record<string, string>): Plugin {
  return {
    name: 'file-map',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return { path: args.path, namespace: 'files' };
        if (!isRelativeImport(args.path)) return { path: args.path, external: true };
        const found = resolveInFileMap(files, args.importer, args.path);
        return found
          ? { path: found, namespace: 'files' }
          : { errors: [{ text: `Cannot find "${args.path}" from ${args.importer}` }] };
      });
      builder.onLoad({ filter: /.*/, namespace: 'files' }, (args) => ({
        contents: files[args.path] ?? '',
        loader: args.path.endsWith('.tsx')
          ? 'tsx'
          : args.path.endsWith('.ts')
            ? 'ts'
            : args.path.endsWith('.json')
              ? 'json'
              : 'js',
      }));
    },
  };
}

const toError = (message: Message): VerificationError => ({
  file: (message.location?.file ?? '').replace(/^files:/, ''),
  line: message.location?.line ?? 0,
  column: message.location?.column ?? 0,
  message: message.text,
});

/** Bundles `entry` and everything it imports from `files` in memory; returns what failed. */
export async function verifyBundle(
  files: Record<string, string>,
  entry: string,
  platform: 'browser' | 'node',
): Promise<VerificationError[]> {
  if (!(entry in files))
    return [{ file: entry, line: 0, column: 0, message: `The entry file ${entry} is missing.` }];
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      platform,
      format: 'esm',
      logLevel: 'silent',
      jsx: 'automatic',
      alias: platform === 'browser' ? { 'react-native': 'react-native-web' } : {},
      plugins: [fileMapPlugin(files)],
    });
    return result.errors.map(toError);
  } catch (error) {
    const failure = error as { errors?: Message[]; message?: string };
    return (
      failure.errors?.map(toError) ?? [
        { file: entry, line: 0, column: 0, message: failure.message ?? String(error) },
      ]
    );
  }
}

export const formatError = (error: VerificationError) =>
  `${error.file}${error.line ? `:${error.line}:${error.column}` : ''} ${error.message}`;
