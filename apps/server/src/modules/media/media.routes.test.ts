import {
  mediaListResponseSchema,
  mediaStatsSchema,
  type MediaFile,
} from '@appforge/shared/contracts/media';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaProcessingLog, mediaRequestCounts } from '../../db/schema';
import { newVisitor, type Visitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { utcDay } from './media.service';
import { insertProcessingStep, saveVariant } from './media-variants.repository';
import { testVideo } from './processing/processing-test-files';
import { asCookie, jpegImage, pngImage, storedKeys, tinyPdf, uploaded } from './media-test-kit';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(backends)('Media gallery API (%s)', (backend) => {
  let testApp: TestApp;
  let owner: Visitor;
  beforeEach(async () => {
    testApp = await createTestApp(backend);
    owner = await newVisitor(testApp.app);
  });
  afterEach(() => testApp.close());

  const as = (visitor: Visitor) => asCookie(testApp.app, visitor.cookie);
  const userIdOf = async (file: MediaFile) =>
    (await testApp.app.db.query.mediaFiles.findFirst({
      where: (row, { eq }) => eq(row.id, file.id),
    }))!.userId;

  /** Adds a processed copy of `size` bytes, stored and recorded as the processing tools do. */
  async function addVariant(file: MediaFile, kind: 'webp' | 'avif' | 'watermarked', size: number) {
    const key = `${await userIdOf(file)}/${file.id}/${kind}`;
    const mimeType = kind === 'avif' ? 'image/avif' : 'image/webp';
    await testApp.app.mediaStorage.putBuffer(key, Buffer.alloc(size, 1), mimeType);
    await saveVariant(testApp.app.db, file.id, {
      kind,
      mimeType,
      size,
      key,
      createdAt: new Date().toISOString(),
    });
  }

  it('lists the caller’s files newest first and serves each with safe headers', async () => {
    const png = await pngImage(400, 300);
    const { files } = await uploaded(testApp.app, owner.cookie, [
      { name: 'café ü.png', content: png, type: 'image/png' },
    ]);
    const second = await uploaded(testApp.app, owner.cookie, [
      { name: 'notes.pdf', content: tinyPdf(), type: 'application/pdf' },
    ]);
    const list = mediaListResponseSchema.parse((await as(owner).get('/api/media')).json());
    expect(list.files.map((file) => file.originalName)).toEqual(['notes.pdf', 'café ü.png']);

    const image = files[0]!;
    const served = await as(owner).get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'content-disposition': `inline; filename="caf_ _.png"; filename*=UTF-8''caf%C3%A9%20%C3%BC.png`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=3600',
      // Set by the platform's hooks before the handler writes the file out itself.
      'referrer-policy': 'no-referrer',
      'x-request-id': expect.any(String),
    });
    const download = await as(owner).get(`${image.url}?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);

    const thumbnail = await as(owner).get(image.thumbnailUrl!);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });

    const pdf = second.files[0]!;
    expect((await as(owner).get(pdf.url)).headers['content-type']).toBe('application/pdf');
    const noThumbnail = await as(owner).get(`${pdf.url}/thumbnail`);
    expect(noThumbnail.statusCode).toBe(404);
    expect(noThumbnail.json()).toEqual({
      error: 'not_found',
      message: 'No thumbnail for this file.',
    });
  });

  it('shows another person nothing: 404 on get, thumbnail and delete, an empty list', async () => {
    const { files } = await uploaded(testApp.app, owner.cookie, [
      { name: 'mine.png', content: await pngImage(), type: 'image/png' },
    ]);
    const file = files[0]!;
    const stranger = await newVisitor(testApp.app);
    for (const response of [
      await as(stranger).get(file.url),
      await as(stranger).get(file.thumbnailUrl!),
      await as(stranger).delete(file.url),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'No such file.' });
    }
    expect((await as(stranger).get('/api/media')).json()).toEqual({ files: [] });
    expect(
      mediaStatsSchema.parse((await as(stranger).get('/api/media/stats')).json()),
    ).toMatchObject({
      images: 0,
      storageBytes: 0,
      requests30d: 0,
      optimizationRate: null,
      avgProcessingMs: null,
    });
    expect((await as(owner).get(file.url)).statusCode).toBe(200);
  });

  it('deletes the row and every stored key: original, thumbnail and processed copies', async () => {
    const { files } = await uploaded(testApp.app, owner.cookie, [
      { name: 'gone.png', content: await pngImage(), type: 'image/png' },
      { name: 'kept.jpg', content: await jpegImage(), type: 'image/jpeg' },
    ]);
    const [gone, kept] = files as [MediaFile, MediaFile];
    await addVariant(gone, 'webp', 50);
    await addVariant(gone, 'watermarked', 70);
    expect((await storedKeys(testApp)).filter((key) => key.includes(gone.id))).toHaveLength(4);

    const removed = await as(owner).delete(gone.url);
    expect(removed.statusCode).toBe(204);
    const keys = await storedKeys(testApp);
    expect(keys.some((key) => key.includes(gone.id))).toBe(false);
    expect(keys.filter((key) => key.includes(kept.id))).toHaveLength(2);
    expect((await as(owner).get(gone.url)).statusCode).toBe(404);
    expect((await as(owner).delete(gone.url)).statusCode).toBe(404);
    const list = mediaListResponseSchema.parse((await as(owner).get('/api/media')).json());
    expect(list.files.map((file) => file.id)).toEqual([kept.id]);
  });

  it('computes the stats from the stored files, their copies, processing and requests', async () => {
    const [a, b, c] = await Promise.all([pngImage(300, 200), jpegImage(), pngImage(50, 50)]);
    const [pdf, video] = [tinyPdf(), await testVideo('mp4')];
    const { files } = await uploaded(testApp.app, owner.cookie, [
      { name: 'a.png', content: a, type: 'image/png' },
      { name: 'b.jpg', content: b, type: 'image/jpeg' },
      { name: 'c.png', content: c, type: 'image/png' },
      { name: 'doc.pdf', content: pdf, type: 'application/pdf' },
      { name: 'clip.mp4', content: video, type: 'video/mp4' },
    ]);
    const [fileA, fileB, fileC] = files as [MediaFile, MediaFile, MediaFile];
    expect(files[4]).toMatchObject({ kind: 'video', mimeType: 'video/mp4' });
    await addVariant(fileA, 'webp', 100);
    await addVariant(fileA, 'avif', 80);
    await addVariant(fileB, 'webp', b.length + 1000);
    await addVariant(fileC, 'watermarked', 500);

    const { db } = testApp.app;
    const userId = await userIdOf(fileA);
    await insertProcessingStep(db, {
      userId,
      fileId: fileA.id,
      operation: 'optimize',
      durationMs: 40,
    });
    const durations = (await db.select().from(mediaProcessingLog)).map((row) => row.durationMs);
    expect(durations).toHaveLength(4);

    await as(owner).get(fileA.url);
    await as(owner).get(fileA.url);
    await as(owner).get(fileA.thumbnailUrl!);
    await as(owner).get(`${files[3]!.url}/thumbnail`);
    const now = Date.now();
    await db.insert(mediaRequestCounts).values([
      { userId, day: utcDay(new Date(now - 29 * DAY_MS)), count: 2 },
      { userId, day: utcDay(new Date(now - 30 * DAY_MS)), count: 7 },
    ]);

    // The thumbnails made on upload count too, at the size they take in the storage.
    const thumbnailBytes = await Promise.all(
      [fileA, fileB, fileC].map(async (file) => {
        const row = await db.query.mediaFiles.findFirst({
          where: (table, { eq }) => eq(table.id, file.id),
        });
        const stored = await testApp.app.mediaStorage.getBuffer(row!.thumbnailKey!);
        return stored!.length;
      }),
    );
    expect(thumbnailBytes.every((bytes) => bytes > 0)).toBe(true);
    const stats = mediaStatsSchema.parse((await as(owner).get('/api/media/stats')).json());
    const images =
      a.length +
      b.length +
      c.length +
      100 +
      80 +
      b.length +
      1000 +
      500 +
      thumbnailBytes.reduce((sum, bytes) => sum + bytes, 0);
    const mean = durations.reduce((sum, value) => sum + value, 0) / durations.length;
    expect(stats).toEqual({
      images: 3,
      videos: 1,
      documents: 1,
      storageBytes: images + pdf.length + video.length,
      storageSplit: { images, videos: video.length, documents: pdf.length },
      bandwidthSavedBytes: a.length - 80,
      avgProcessingMs: Math.round(mean * 10) / 10,
      requests30d: 5,
      optimizationRate: 66.7,
      optimizationRateTarget: 94,
    });
  });
});
