import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  let dir: string;
  let lockPath: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'appforge-lock-'));
    lockPath = join(dir, 'db.lock');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes our pid and removes the file on release', () => {
    const release = acquireDataDirLock(lockPath);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a lock held by a running process, naming it', () => {
    writeFileSync(lockPath, String(process.ppid));
    expect(() => acquireDataDirLock(lockPath)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(lockPath)).toThrow(`pid ${process.ppid}`);
  });

  it('takes over a lock left by a process that is gone', () => {
    writeFileSync(lockPath, '2147483646');
    const release = acquireDataDirLock(lockPath);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
  });
});
