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

export async function buildServer() {
  rmSync(`${serverDir}dist`, { recursive: true, force: true });
  await build({
    entryPoints: [`${serverDir}src/main.ts`],
    outfile: `${serverDir}dist/main.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalizeInstalledPackages],
  });
  cpSync(`${serverDir}src/db/migrations`, `${serverDir}dist/migrations`, { recursive: true });
  // The live preview compiles these browser sources into its vendor bundle at run time.
  cpSync(`${serverDir}src/modules/preview/shims`, `${serverDir}dist/preview-shims`, {
    recursive: true,
    filter: (source) => !/(\.d\.ts|tsconfig\.json)$/.test(source),
  });
}

if (import.meta.main) {
  const started = performance.now();
  await buildServer();
  console.log(
    `server built in ${Math.round(performance.now() - started)} ms → apps/server/dist/main.js`,
  );
}
