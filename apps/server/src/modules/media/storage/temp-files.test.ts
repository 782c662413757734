import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeStaleTempFiles } from './temp-files';

describe('removeStaleTempFiles', () => {
  let tmpDir: string;

  beforeEach(async () => {
    tmpDir = await mkdtemp(join(tmpdir(), 'appforge-media-tmp-'));
  });
  afterEach(() => rm(tmpDir, { recursive: true, force: true }));

  async function leftOver(name: string, ageMs: number) {
    const path = join(tmpDir, name);
    await writeFile(path, 'part of an upload');
    const time = new Date(Date.now() - ageMs);
    await utimes(path, time, time);
    return path;
  }

  it('removes everything when no other process can be using the folder', async () => {
    const fresh = await leftOver('fresh', 0);
    const old = await leftOver('old', 2 * 60 * 60_000);
    await mkdir(join(tmpDir, 'folder'));
    expect(await removeStaleTempFiles(tmpDir, 0)).toBe(3);
    expect(existsSync(fresh) || existsSync(old) || existsSync(join(tmpDir, 'folder'))).toBe(false);
  });

  it('keeps files written within the grace period', async () => {
    const fresh = await leftOver('fresh', 60_000);
    const old = await leftOver('old', 2 * 60 * 60_000);
    expect(await removeStaleTempFiles(tmpDir, 60 * 60_000)).toBe(1);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(old)).toBe(false);
  });
});
