import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppSpec } from '../app-spec.ts';
import { renderApp } from './index.ts';
import { STRICTER_OPTIONS } from '../corpus/corpus-specs.ts';

/**
 * The generated backend, written inside the repo (so fastify and zod resolve from its
 * node_modules), type-checked with tsc and driven through app.inject.
 */

// Not `new URL(…, import.meta.url)`, which Vite rewrites into a web address in DOM tests.
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../.generated-test/');
export const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

export const writeBackend = (spec: AppSpec, index: number) =>
  writeBackendTo(join(ROOT, `${String(index).padStart(2, '0')}-${spec.slug}`), spec);

/** Writes the backend of `spec` into `dir` (inside this package, for its node_modules). */
export function writeBackendTo(dir: string, spec: AppSpec) {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, content] of Object.entries(renderApp(spec).backend)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** Generated backends served in-process from folders under `root`; `close()` stops and deletes them. */
export function generatedBackends(root: string) {
  const apps: FastifyInstance[] = [];
  return {
    async serve(spec: AppSpec) {
      const dir = writeBackendTo(join(root, spec.slug), spec);
      const { buildServer } = (await import(pathToFileURL(join(dir, 'src/server.ts')).href)) as {
        buildServer: (options: { dataFile: string }) => FastifyInstance;
      };
      const app = buildServer({ dataFile: join(dir, 'data', 'records.sqlite') });
      apps.push(app);
      return app;
    },
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** One tsc program over every backend, with the generated tsconfig's own options made stricter. */
export function writeCombinedTsconfig(dirs: string[]) {
  const generated = JSON.parse(readFileSync(join(dirs[0]!, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  const compilerOptions = { ...generated.compilerOptions, ...STRICTER_OPTIONS };
  const include = dirs.map((dir) => `${dir.split('/').pop()}/src`);
  writeFileSync(join(ROOT, 'tsconfig.json'), JSON.stringify({ compilerOptions, include }));
}

export { exampleBody, parentsFirst } from './example-records.ts';

/** The version of the package `name` resolves to here (found above its entry: not all export their package.json). */
export function installedVersion(name: string) {
  const require = createRequire(import.meta.url);
  let dir: string;
  try {
    dir = dirname(require.resolve(`${name}/package.json`));
  } catch {
    dir = dirname(require.resolve(name));
  }
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const found = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version: string;
      };
      if (found.name === name) return found.version;
    }
    if (dirname(dir) === dir) throw new Error(`No package.json of ${name}`);
    dir = dirname(dir);
  }
}
