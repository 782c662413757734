import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/s3-server';
import { createMediaStorage, type OpenMediaStorage } from './create-media-storage';
import type { MediaSettings } from './media-storage';
import { InvalidStorageKeyError } from './storage-key';

interface Backend {
  storage: OpenMediaStorage;
  settings: MediaSettings;
  stop(): Promise<void>;
}

async function localSettings(): Promise<{ settings: MediaSettings; root: string }> {
  const root = await mkdtemp(join(tmpdir(), 'appforge-media-storage-'));
  const settings = { dir: join(root, 'media'), tmpDir: join(root, 'media', 'tmp'), s3: null };
  await mkdir(settings.tmpDir, { recursive: true });
  return { settings, root };
}

const backends: Record<'disk' | 's3', () => Promise<Backend>> = {
  async disk() {
    const { settings, root } = await localSettings();
    const storage = await createMediaStorage(settings);
    return { storage, settings, stop: () => rm(root, { recursive: true, force: true }) };
  },
  async s3() {
    const server = await startS3Server();
    const local = await localSettings();
    const settings = { ...local.settings, s3: server.settings };
    const storage = await createMediaStorage(settings);
    return {
      storage,
      settings,
      async stop() {
        storage.close();
        await server.stop();
        await rm(local.root, { recursive: true, force: true });
      },
    };
  },
};

describe.each(['disk', 's3'] as const)('media storage on %s', (kind) => {
  let backend: Backend;
  let storage: OpenMediaStorage;
  let uploads = 0;

  /** A finished upload in tmpDir, as the upload service leaves it. */
  async function tempFile(content: Uint8Array) {
    uploads += 1;
    const path = join(backend.settings.tmpDir, `upload-${uploads}`);
    await writeFile(path, content);
    return path;
  }

  beforeAll(async () => {
    backend = await backends[kind]();
    storage = backend.storage;
  });
  afterAll(() => backend.stop());

  it('is the backend the settings ask for', () => {
    expect(storage.kind).toBe(kind);
  });

  it('stores a 5 MB binary file, streams it back with its size and removes the temp file', async () => {
    const content = randomBytes(5 * 1024 * 1024);
    const path = await tempFile(content);
    await storage.putFile('user-1/file-1/original', path, 'image/png');
    expect(existsSync(path)).toBe(false);

    const object = await storage.get('user-1/file-1/original');
    expect(object?.size).toBe(content.length);
    const streamed = await buffer(object!.stream);
    expect(streamed.equals(content)).toBe(true);
    expect((await storage.getBuffer('user-1/file-1/original'))?.equals(content)).toBe(true);
  });

  it('stores a buffer and reads it back whole or streamed', async () => {
    const content = new Uint8Array([0, 255, 1, 254, 0x89, 0x50, 0x4e, 0x47, 0, 0]);
    await storage.putBuffer('user-1/file-2/thumbnail.webp', content, 'image/webp');

    const whole = await storage.getBuffer('user-1/file-2/thumbnail.webp');
    expect(whole).toBeInstanceOf(Buffer);
    expect([...whole!]).toEqual([...content]);
    const object = await storage.get('user-1/file-2/thumbnail.webp');
    expect(object?.size).toBe(content.length);
    expect([...(await buffer(object!.stream))]).toEqual([...content]);
  });

  it('replaces what a key held', async () => {
    await storage.putBuffer('user-1/file-3/webp', Buffer.from('first version'), 'image/webp');
    await storage.putFile(
      'user-1/file-3/webp',
      await tempFile(Buffer.from('second')),
      'image/webp',
    );
    expect((await storage.getBuffer('user-1/file-3/webp'))?.toString()).toBe('second');
    const object = await storage.get('user-1/file-3/webp');
    expect(object?.size).toBe(6);
    object?.stream.destroy();
  });

  it('answers undefined for a key that holds nothing', async () => {
    expect(await storage.get('user-1/no-such-file/original')).toBeUndefined();
    expect(await storage.getBuffer('user-1/no-such-file/original')).toBeUndefined();
    // A folder-like prefix of stored keys is not an object either.
    expect(await storage.get('user-1/file-1')).toBeUndefined();
    expect(await storage.getBuffer('user-1/file-1')).toBeUndefined();
  });

  it('deletes keys, and deleting missing keys or none at all is fine', async () => {
    await storage.putBuffer('user-2/file-1/original', Buffer.from('a'), 'application/pdf');
    await storage.putBuffer('user-2/file-1/thumbnail.webp', Buffer.from('b'), 'image/webp');
    await storage.putBuffer('user-2/file-2/original', Buffer.from('c'), 'application/pdf');

    await storage.delete([
      'user-2/file-1/original',
      'user-2/file-1/thumbnail.webp',
      'user-2/file-1/never-stored',
    ]);
    expect(await storage.get('user-2/file-1/original')).toBeUndefined();
    expect(await storage.get('user-2/file-1/thumbnail.webp')).toBeUndefined();
    expect((await storage.getBuffer('user-2/file-2/original'))?.toString()).toBe('c');

    await storage.delete(['user-2/file-1/original']);
    await storage.delete([]);
    expect((await storage.getBuffer('user-2/file-2/original'))?.toString()).toBe('c');
  });

  it('stores again under a key whose folder a delete just emptied', async () => {
    await storage.putBuffer('user-3/file-1/original', Buffer.from('old'), 'image/gif');
    await storage.delete(['user-3/file-1/original']);
    await storage.putBuffer('user-3/file-1/original', Buffer.from('new'), 'image/gif');
    expect((await storage.getBuffer('user-3/file-1/original'))?.toString()).toBe('new');
  });

  it.each([
    '../escape',
    'user-1/../../escape',
    'user-1/./file',
    '/etc/passwd',
    'user-1//original',
    'user-1/file-1/',
    'user-1\\..\\escape',
    'user-1/file\u0000/original',
    '',
  ])('refuses the key %j for every operation', async (key) => {
    const path = await tempFile(Buffer.from('x'));
    await expect(storage.putFile(key, path, 'image/png')).rejects.toThrow(InvalidStorageKeyError);
    expect(existsSync(path)).toBe(false);
    await expect(storage.putBuffer(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.getBuffer(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(['user-2/file-2/original', key])).rejects.toThrow(
      InvalidStorageKeyError,
    );
    // A refused batch deletes nothing.
    expect(await storage.getBuffer('user-2/file-2/original')).toBeDefined();
  });

  it('fails without storing anything when the temp file is missing', async () => {
    const missing = join(backend.settings.tmpDir, 'never-written');
    await expect(storage.putFile('user-4/file-1/original', missing, 'image/png')).rejects.toThrow();
    expect(await storage.get('user-4/file-1/original')).toBeUndefined();
  });
});
