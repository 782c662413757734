import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensurePortIsFree, PortUnavailableError } from './port-check';
import { startServer } from './test/server-process';

const HOST = '127.0.0.1';

/** A port some other server holds on HOST. */
async function occupyPort(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen({ port: 0, host: HOST }, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port };
}

describe('ensurePortIsFree', () => {
  let occupied: { server: Server; port: number };
  beforeEach(async () => {
    occupied = await occupyPort();
  });
  afterEach(() => new Promise<void>((resolve) => occupied.server.close(() => resolve())));

  it('names the port and the host when another server holds it', async () => {
    const attempt = ensurePortIsFree(HOST, occupied.port);
    await expect(attempt).rejects.toBeInstanceOf(PortUnavailableError);
    await expect(attempt).rejects.toThrow(
      `port ${occupied.port} is already in use on ${HOST} — stop the other server or set PORT.`,
    );
  });

  it('lets a free port go again, so the server can listen on it next', async () => {
    const { port } = occupied;
    await new Promise<void>((resolve) => occupied.server.close(() => resolve()));
    await ensurePortIsFree(HOST, port);
    occupied = { server: createServer(), port };
    await new Promise<void>((resolve, reject) => {
      occupied.server.once('error', reject);
      occupied.server.listen({ port, host: HOST }, resolve);
    });
  });

  it('does not check port 0, which means any free port', async () => {
    await expect(ensurePortIsFree(HOST, 0)).resolves.toBeUndefined();
  });
});

describe('the server process on a port already in use', () => {
  let parent: string;
  let occupied: { server: Server; port: number };
  beforeEach(async () => {
    parent = mkdtempSync(join(tmpdir(), 'appforge-port-'));
    occupied = await occupyPort();
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => occupied.server.close(() => resolve()));
    rmSync(parent, { recursive: true, force: true });
  });

  it('exits 1 with one line naming the port, before it touches DATA_DIR', async () => {
    const dataDir = join(parent, 'data');
    const server = startServer(dataDir, { env: { PORT: String(occupied.port) } });
    server.listening.catch(() => {});
    let stderr = '';
    server.child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

    expect(await server.exited).toBe(1);
    expect(stderr).toBe(
      `appforge: port ${occupied.port} is already in use on ${HOST} — stop the other server or set PORT.\n`,
    );
    // Nothing was opened, migrated or generated: the database, media and secret live in DATA_DIR.
    expect(existsSync(dataDir)).toBe(false);
  }, 30_000);
});
