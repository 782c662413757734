import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { startServer } from '../test/server-process';
import { tightenPermissions } from './private-data-dir';

const modeOf = (path: string) => lstatSync(path).mode & 0o777;

/** Every file and directory under `root` (itself included) whose mode is not private. */
function openEntries(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    const mode = stats.mode & 0o777;
    if (stats.isDirectory()) {
      if (mode !== 0o700) found.push(`${path} ${mode.toString(8)}`);
      for (const child of readdirSync(path)) visit(join(path, child));
    } else if (mode & 0o077) {
      found.push(`${path} ${mode.toString(8)}`);
    }
  };
  visit(root);
  return found;
}

/** A small install as an older version left it: readable, some of it writable, by everyone. */
function openInstall(dataDir: string) {
  mkdirSync(join(dataDir, 'media', 'ab'), { recursive: true });
  writeFileSync(join(dataDir, 'session-secret'), 'secret');
  writeFileSync(join(dataDir, 'media', 'ab', 'photo.png'), 'png');
  writeFileSync(join(dataDir, 'run.sh'), '#!/bin/sh\n');
  chmodSync(join(dataDir, 'session-secret'), 0o666);
  chmodSync(join(dataDir, 'media', 'ab', 'photo.png'), 0o644);
  chmodSync(join(dataDir, 'run.sh'), 0o755);
  chmodSync(join(dataDir, 'media', 'ab'), 0o777);
  chmodSync(join(dataDir, 'media'), 0o755);
  chmodSync(dataDir, 0o755);
}

describe('a private data directory', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'appforge-private-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps only the owner bits of files and makes directories 0700, not following links', () => {
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    openInstall(dataDir);
    const outside = join(root, 'outside.txt');
    writeFileSync(outside, 'not ours to change');
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(dataDir, 'link'));

    expect(tightenPermissions(dataDir)).toEqual([]);
    expect(openEntries(dataDir)).toEqual([]);
    expect(modeOf(join(dataDir, 'session-secret'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'run.sh'))).toBe(0o700);
    expect(modeOf(outside)).toBe(0o644);
  });

  it('is tightened when the server starts on an install made before', async () => {
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    openInstall(dataDir);
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      pgliteDir: 'memory://',
      webDistDir: join(root, 'no-web-build'),
      workers: 0,
    };
    const app = await buildApp(config);
    await app.close();
    // What the install held; directories created after start follow the umask main.ts sets.
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'media'))).toBe(0o700);
    expect(openEntries(join(dataDir, 'media', 'ab'))).toEqual([]);
    expect(modeOf(join(dataDir, 'media', 'ab', 'photo.png'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'session-secret'))).toBe(0o600);
  });

  it('holds only private files after the real server ran with a permissive umask', async () => {
    const dataDir = join(root, 'data');
    const server = startServer(dataDir, { umask: '000' });
    try {
      const port = await server.listening;
      const created = await fetch(`http://127.0.0.1:${port}/api/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Private notes' }),
      });
      expect(created.status).toBe(201);
      expect(created.headers.get('set-cookie')).toMatch(/^appforge_session=/);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['db', 'media']));
    expect(openEntries(dataDir)).toEqual([]);
  }, 120_000);
});
