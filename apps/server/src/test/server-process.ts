import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entries = {
  main: fileURLToPath(new URL('../main.ts', import.meta.url)),
  /** The real server with a slowed recording generator (TEST_GENERATOR_DELAY_MS). */
  slow: fileURLToPath(new URL('./slow-server.ts', import.meta.url)),
};

/** Starts a server as its own process (so it can be killed like a real one) and reports its port. */
export function startServer(
  dataDir: string,
  options: { entry?: keyof typeof entries; env?: NodeJS.ProcessEnv } = {},
) {
  const child = spawn(process.execPath, ['--import', 'tsx', entries[options.entry ?? 'main']], {
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
