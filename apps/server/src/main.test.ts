import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './test/server-process';

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
