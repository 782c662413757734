import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The server bundles tests start (scripts/build-server.ts `buildTestServers`, run once by the
 * test runners' global setup): `main` is the real server; `slow-server` has a slowed recording
 * generator (TEST_GENERATOR_DELAY_MS); `preview-server` the live preview with a fixture app.
 */
export type TestServerName = 'main' | 'slow-server' | 'preview-server';

export function testServerPath(name: TestServerName) {
  const path = fileURLToPath(new URL(`../../dist-test/${name}.js`, import.meta.url));
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: the test runner's global setup builds it before a run.`);
  }
  return path;
}

/**
 * Starts a server as its own process (so it can be killed like a real one) and reports its port.
 * `umask` (octal, e.g. '000') starts it through a shell that sets that umask first.
 */
export function startServer(
  dataDir: string,
  options: { entry?: 'main' | 'slow-server'; env?: NodeJS.ProcessEnv; umask?: string } = {},
) {
  const serverArgs = ['--enable-source-maps', testServerPath(options.entry ?? 'main')];
  const [file, args]: [string, string[]] =
    options.umask === undefined
      ? [process.execPath, serverArgs]
      : [
          '/bin/sh',
          ['-c', `umask ${options.umask} && exec "$@"`, 'sh', process.execPath, ...serverArgs],
        ];
  const child = spawn(file, args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // The server's own readiness signal: the line it logs once it is listening.
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Appforge is serving on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error(`server exited early:\n${output}`)));
  });
  return { child, exited, listening, output: () => output };
}

export type ServerProcess = ReturnType<typeof startServer>;
