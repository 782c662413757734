import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import { isRelativeImport, resolveInFileMap } from '@appforge/codegen/file-map-paths';
import { BUNDLE_BANNER, childModules, generatedPath } from './child-program.ts';
import { CoverageProbes } from './coverage-probes.ts';

/**
 * The one file the sandbox runs: the child program, the generated backend and the frontend's pure
 * modules, with fastify, zod and anything else they import bundled in (the child may read nothing
 * outside its folder, node_modules included). Only the generated files get coverage probes.
 */

/** Packages resolve from here: the server's node_modules, in src/ and in dist/ alike. */
const PACKAGES_DIR = dirname(fileURLToPath(import.meta.url));

export interface SandboxBundle {
  code: string;
  /** Generated functions given a coverage probe. */
  functionCount: number;
}

/** The backend's server module, when the backend has one. */
export const backendServerPath = (code: GeneratedCode) =>
  'src/server.ts' in code.backend ? 'src/server.ts' : null;

function sandboxFiles(
  files: Record<string, string>,
  modules: Record<string, string>,
  probes: CoverageProbes,
): Plugin {
  return {
    name: 'sandbox-files',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return { path: 'entry', namespace: 'sandbox' };
        if (args.path.startsWith('generated:'))
          return { path: args.path.slice('generated:'.length), namespace: 'generated' };
        if (args.path.startsWith('sandbox:'))
          return { path: args.path.slice('sandbox:'.length), namespace: 'sandbox' };
        if (args.namespace !== 'generated') return undefined;
        if (args.path === 'fastify') return { path: 'fastify', namespace: 'sandbox' };
        if (!isRelativeImport(args.path)) return undefined;
        const found = resolveInFileMap(files, args.importer, args.path);
        return found
          ? { path: found, namespace: 'generated' }
          : {
              errors: [
                { text: `${args.importer} imports ${args.path}, which is not a file of the app` },
              ],
            };
      });
      builder.onLoad({ filter: /.*/, namespace: 'sandbox' }, (args) => ({
        contents: modules[args.path],
        loader: 'js',
        resolveDir: PACKAGES_DIR,
      }));
      builder.onLoad({ filter: /.*/, namespace: 'generated' }, (args) => {
        const source = files[args.path] ?? '';
        if (!/\.(ts|tsx|js|jsx)$/.test(args.path)) return { contents: source, loader: 'json' };
        return {
          contents: probes.instrument(args.path, source),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          resolveDir: PACKAGES_DIR,
        };
      });
    },
  };
}

/** Bundles the child program with the app; esbuild's error when the app does not bundle. */
export async function bundleSandbox(
  code: GeneratedCode,
  frontendModules: string[],
): Promise<SandboxBundle> {
  const files: Record<string, string> = {};
  for (const side of ['backend', 'frontend'] as const) {
    for (const [path, content] of Object.entries(code[side]))
      files[generatedPath(side, path)] = content;
  }
  const probes = new CoverageProbes();
  const result = await build({
    entryPoints: ['entry'],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node24',
    logLevel: 'silent',
    legalComments: 'none',
    banner: { js: BUNDLE_BANNER },
    // The backend's "run directly" check reads import.meta.url, empty in CommonJS: it stays idle.
    plugins: [sandboxFiles(files, childModules(backendServerPath(code), frontendModules), probes)],
  });
  return { code: result.outputFiles[0]!.text, functionCount: probes.count };
}
