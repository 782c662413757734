import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskMediaStorage } from './disk-storage';
import { InvalidStorageKeyError } from './storage-key';

describe('DiskMediaStorage', () => {
  let root: string;
  let dir: string;
  let tmpDir: string;
  let storage: DiskMediaStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'appforge-disk-storage-'));
    dir = join(root, 'media');
    tmpDir = join(dir, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    storage = new DiskMediaStorage({ dir, tmpDir });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('keeps each key as a file under the media folder', async () => {
    await storage.putBuffer('user-1/file-1/thumbnail.webp', Buffer.from('thumb'), 'image/webp');
    const upload = join(tmpDir, 'upload');
    await writeFile(upload, 'original bytes');
    await storage.putFile('user-1/file-1/original', upload, 'image/png');

    expect(await readFile(join(dir, 'user-1', 'file-1', 'original'), 'utf8')).toBe(
      'original bytes',
    );
    expect(await readFile(join(dir, 'user-1', 'file-1', 'thumbnail.webp'), 'utf8')).toBe('thumb');
    expect(readdirSync(tmpDir)).toEqual([]);
  });

  it('never writes outside the media folder for a traversal key', async () => {
    const outside = join(root, 'escape');
    await expect(storage.putBuffer('../escape', Buffer.from('x'), 'image/png')).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(
      storage.putBuffer('a/../../escape', Buffer.from('x'), 'image/png'),
    ).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.putBuffer(outside, Buffer.from('x'), 'image/png')).rejects.toThrow(
      InvalidStorageKeyError,
    );
    expect(existsSync(outside)).toBe(false);
    expect(readdirSync(root)).toEqual(['media']);
  });

  it('refuses keys inside the temp folder, which is swept at start', async () => {
    await expect(storage.putBuffer('tmp', Buffer.from('x'), 'image/png')).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.putBuffer('tmp/upload', Buffer.from('x'), 'image/png')).rejects.toThrow(
      InvalidStorageKeyError,
    );
    expect(readdirSync(tmpDir)).toEqual([]);
  });

  it('removes the folders a delete leaves empty, and keeps the others', async () => {
    await storage.putBuffer('user-1/file-1/original', Buffer.from('a'), 'image/png');
    await storage.putBuffer('user-1/file-1/thumbnail.webp', Buffer.from('b'), 'image/webp');
    await storage.putBuffer('user-1/file-2/original', Buffer.from('c'), 'image/png');
    await storage.putBuffer('user-2/jobs/job-1.zip', Buffer.from('d'), 'application/zip');

    await storage.delete(['user-1/file-1/original', 'user-1/file-1/thumbnail.webp']);
    expect(existsSync(join(dir, 'user-1', 'file-1'))).toBe(false);
    expect(existsSync(join(dir, 'user-1', 'file-2', 'original'))).toBe(true);

    await storage.delete(['user-2/jobs/job-1.zip']);
    expect(readdirSync(dir).sort()).toEqual(['tmp', 'user-1']);
  });

  it('leaves no temp file behind when the target cannot be written', async () => {
    await storage.putBuffer('user-1/file-1', Buffer.from('a file where a folder would go'), 'x/y');
    await expect(
      storage.putBuffer('user-1/file-1/original', Buffer.from('x'), 'image/png'),
    ).rejects.toThrow();
    const upload = join(tmpDir, 'upload');
    await writeFile(upload, 'bytes');
    await expect(storage.putFile('user-1/file-1/original', upload, 'image/png')).rejects.toThrow();
    expect(readdirSync(tmpDir)).toEqual([]);
  });

  it('streams from the file it opened even when the key is replaced meanwhile', async () => {
    await storage.putBuffer('user-1/file-1/original', Buffer.from('first'), 'image/png');
    const object = await storage.get('user-1/file-1/original');
    await storage.putBuffer('user-1/file-1/original', Buffer.from('second, longer'), 'image/png');

    const chunks: Buffer[] = [];
    for await (const chunk of object!.stream) chunks.push(chunk as Buffer);
    expect(object?.size).toBe(5);
    expect(Buffer.concat(chunks).toString()).toBe('first');
  });
});
