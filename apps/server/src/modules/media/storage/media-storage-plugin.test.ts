import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { backends, createTestApp, type TestApp } from '../../../test/test-app';
import { S3MediaStorage } from './s3-storage';

describe.each(backends)('app.mediaStorage (%s)', (backend) => {
  let s3: TestS3Server;
  let testApp: TestApp | undefined;
  let root: string | undefined;

  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.stop());
  afterEach(async () => {
    await testApp?.close();
    if (root) await rm(root, { recursive: true, force: true });
    testApp = undefined;
    root = undefined;
  });

  it('keeps files under DATA_DIR/media by default', async () => {
    testApp = await createTestApp(backend);
    const { app, config } = testApp;
    expect(config.media.dir).toBe(join(config.dataDir, 'media'));
    expect(config.media.tmpDir).toBe(join(config.dataDir, 'media', 'tmp'));
    expect(app.mediaStorage.kind).toBe('disk');
    expect(existsSync(config.media.tmpDir)).toBe(true);

    await app.mediaStorage.putBuffer('user-1/file-1/original', Buffer.from('on disk'), 'image/png');
    expect(readdirSync(join(config.media.dir, 'user-1', 'file-1'))).toEqual(['original']);
  });

  it('uses the object store when S3 settings are given, keeping only temp files local', async () => {
    testApp = await createTestApp(backend, { media: { s3: s3.settings } });
    const { app, config } = testApp;
    expect(app.mediaStorage.kind).toBe('s3');
    expect(existsSync(config.media.tmpDir)).toBe(true);

    await app.mediaStorage.putBuffer('user-1/file-1/original', Buffer.from('in S3'), 'image/png');
    const direct = new S3MediaStorage(s3.settings);
    try {
      expect((await direct.getBuffer('user-1/file-1/original'))?.toString()).toBe('in S3');
    } finally {
      direct.close();
    }
    expect(readdirSync(config.media.dir)).toEqual(['tmp']);
  });

  it('removes what interrupted uploads left in the temp folder at start', async () => {
    root = await mkdtemp(join(tmpdir(), 'appforge-media-start-'));
    const media = { dir: join(root, 'media'), tmpDir: join(root, 'media', 'tmp') };
    await mkdir(media.tmpDir, { recursive: true });
    const stale = join(media.tmpDir, 'cut-off-upload');
    const fresh = join(media.tmpDir, 'upload-in-progress');
    await writeFile(stale, 'half an upload');
    await writeFile(fresh, 'an upload another process may be writing');
    const longAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(stale, longAgo, longAgo);

    testApp = await createTestApp(backend, { media });
    expect(existsSync(stale)).toBe(false);
    // Only with PostgreSQL may another process share DATA_DIR and still be writing.
    expect(existsSync(fresh)).toBe(backend === 'postgres');
  });
});
