import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestModification(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

/** A build is needed when its output is missing or older than any of its sources. */
function isStale(output: string, sources: string[]) {
  const outputPath = join(root, output);
  return !existsSync(outputPath) || statSync(outputPath).mtimeMs < newestModification(sources);
}

const shared = ['packages/shared/src', 'packages/codegen/src', 'package-lock.json'];
const builds = [
  {
    script: 'build:web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', ...shared],
  },
  {
    script: 'build:server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', ...shared],
  },
];

for (const build of builds) {
  if (!isStale(build.output, build.sources)) continue;
  console.log(`appforge: building (${build.script})…`);
  const result = spawnSync('npm', ['run', '--silent', build.script], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`appforge: ${build.script} failed; see the output above.`);
    process.exit(result.status ?? 1);
  }
}

// The server runs in this process, so SIGTERM/SIGINT reach its graceful shutdown directly.
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
