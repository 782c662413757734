import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));

/** Installed packages stay in node_modules; the workspace's own TypeScript packages are bundled. */
const externalizeInstalledPackages: Plugin = {
  name: 'externalize-installed-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@appforge/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles server entry points (names → paths under apps/server/src) into one folder of
 * apps/server, beside the files a bundle finds next to itself at run time.
 */
async function bundleServer(outdir: string, entries: Record<string, string>) {
  const out = `${serverDir}${outdir}`;
  rmSync(out, { recursive: true, force: true });
  // The process and the threads the server starts beside itself (decisions 009, 010, 013, 015).
  const analysisProcess = {
    'analysis-process': 'modules/ai/analysis-process/analysis-process.host.ts',
    'generation-worker': 'modules/builder/generation/generation-worker.ts',
    'page-check-worker': 'modules/page-builder/checks/page-check-worker.ts',
    'static-analysis-worker': 'modules/truth-report/gates/static-analysis-worker.ts',
  };
  await build({
    entryPoints: Object.entries({ ...entries, ...analysisProcess }).map(([name, path]) => ({
      out: name,
      in: `${serverDir}src/${path}`,
    })),
    outdir: out,
    bundle: true,
    // What only some configurations use (the S3 client) loads on first use, from a chunk of its own.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalizeInstalledPackages],
  });
  cpSync(`${serverDir}src/db/migrations`, `${out}/migrations`, { recursive: true });
  // The live preview compiles these browser sources into its vendor bundle at run time.
  cpSync(`${serverDir}src/modules/builder/preview/shims`, `${out}/preview-shims`, {
    recursive: true,
    filter: (source) => !/(\.d\.ts|\.test\.ts|tsconfig\.json)$/.test(source),
  });
}

/** The server people run: apps/server/dist/main.js. */
export async function buildServer() {
  await bundleServer('dist', { main: 'main.ts' });
}

/**
 * The servers the browser tests start themselves, built once before a run (a server compiled
 * from source on every start is slow enough on a busy machine to miss a test's time limit).
 */
export const TEST_SERVERS_DIR = `${serverDir}dist-test`;
export async function buildTestServers() {
  await bundleServer('dist-test', {
    main: 'main.ts',
    'slow-server': 'test/slow-server.ts',
    'preview-server': 'test/preview-server.ts',
  });
}

if (import.meta.main) {
  const started = performance.now();
  await buildServer();
  console.log(
    `server built in ${Math.round(performance.now() - started)} ms → apps/server/dist/main.js`,
  );
}
