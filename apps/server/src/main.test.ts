import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
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

describe('the server process', () => {
  let dataDir: string;
  let first: ReturnType<typeof startServer>;
  let port: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'appforge-process-'));
    first = startServer(dataDir);
    port = await first.listening;
  }, 60_000);
  afterAll(() => {
    (first.child as ChildProcess).kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves health on the port it reports', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('refuses a second process on the same PGlite directory with a clear message', async () => {
    const second = startServer(dataDir);
    second.listening.catch(() => {});
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Appforge process');
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    const stillServing = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(stillServing.status).toBe(200);
  }, 60_000);

  it('shuts down on SIGTERM, releasing the database lock', async () => {
    const started = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 20_000);
});
