import { mediaFileResponseSchema } from '@appforge/shared/contracts/media';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaProcessingLog, mediaRequestCounts } from '../../db/schema';
import { newVisitor, type Visitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { PDF_THUMBNAIL_NOTE } from './processing';
import { formatOf, jpeg, png, testVideo } from './processing/processing-test-files';
import { storeFile, userIdOf } from './processing-test-kit';

describe.each(backends)('processing one file (%s)', (backend) => {
  let testApp: TestApp;
  let visitor: Visitor;
  let userId: string;
  beforeEach(async () => {
    testApp = await createTestApp(backend);
    visitor = await newVisitor(testApp.app);
    userId = await userIdOf(visitor);
  });
  afterEach(() => testApp.close());

  const post = async (url: string, payload?: unknown) => {
    const response = await visitor.inject('POST', url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return mediaFileResponseSchema.parse(response.json()).file;
  };
  const pdf = () =>
    storeFile(testApp, userId, {
      name: 'report.pdf',
      mimeType: 'application/pdf',
      body: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });

  it('optimizes an image into WebP and AVIF copies, keeps the original, and logs each step', async () => {
    const original = await png(1200, 900);
    const row = await storeFile(testApp, userId, {
      name: 'photo.png',
      mimeType: 'image/png',
      body: original,
    });
    const file = await post(`/api/media/${row.id}/optimize`, { formats: ['webp', 'avif'] });
    expect(file.variants.map((variant) => [variant.kind, variant.mimeType, variant.url])).toEqual([
      ['webp', 'image/webp', `/api/media/${row.id}/variants/webp`],
      ['avif', 'image/avif', `/api/media/${row.id}/variants/avif`],
    ]);
    expect((await testApp.app.mediaStorage.getBuffer(row.storageKey))?.equals(original)).toBe(true);

    const served = await visitor.inject('GET', `/api/media/${row.id}/variants/webp`);
    expect(served.statusCode).toBe(200);
    expect(formatOf(served.rawPayload)).toBe('webp');
    expect(served.rawPayload.length).toBe(file.variants[0]?.size);
    expect(served.rawPayload.length).toBeLessThan(original.length);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="photo.webp"; filename*=UTF-8''photo.webp`,
    );
    const download = await visitor.inject('GET', `/api/media/${row.id}/variants/webp?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(
      formatOf((await visitor.inject('GET', `/api/media/${row.id}/variants/avif`)).rawPayload),
    ).toBe('avif');

    await testApp.app.mediaRequests.flush();
    const [requests] = await testApp.app.db
      .select()
      .from(mediaRequestCounts)
      .where(eq(mediaRequestCounts.userId, userId));
    expect(requests?.count).toBe(3);
    const steps = await testApp.app.db
      .select()
      .from(mediaProcessingLog)
      .where(eq(mediaProcessingLog.fileId, row.id));
    expect(steps.map((step) => step.operation)).toEqual(['optimize', 'optimize']);
    expect(steps.every((step) => step.durationMs > 0 && step.userId === userId)).toBe(true);
  });

  it('optimizes to WebP when no format is asked for, and refuses anything but an image', async () => {
    const row = await storeFile(testApp, userId, {
      name: 'a.jpg',
      mimeType: 'image/jpeg',
      body: await jpeg(),
    });
    expect((await post(`/api/media/${row.id}/optimize`)).variants.map((v) => v.kind)).toEqual([
      'webp',
    ]);
    const document = await pdf();
    for (const tool of ['optimize', 'watermark']) {
      const refused = await visitor.inject('POST', `/api/media/${document.id}/${tool}`, {
        text: 'x',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'not_an_image' });
    }
  });

  it('answers 422 with the reason for an image that cannot be read', async () => {
    const broken = await storeFile(testApp, userId, {
      name: 'broken.png',
      mimeType: 'image/png',
      body: (await png()).subarray(0, 300),
    });
    const refused = await visitor.inject('POST', `/api/media/${broken.id}/optimize`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'processing_failed' });
    expect(refused.json().message).toMatch(/^"broken.png" could not be processed: /);
    const thumbnail = await post(`/api/media/${broken.id}/thumbnail`);
    expect(thumbnail).toMatchObject({ thumbnailStatus: 'unavailable' });
    expect(thumbnail.thumbnailNote).toMatch(/^This image could not be read: /);
  });

  it('makes a thumbnail from the first frame of a video, and says why a PDF has none', async () => {
    const video = await storeFile(testApp, userId, {
      name: 'clip.mp4',
      mimeType: 'video/mp4',
      body: await testVideo('mp4'),
    });
    const file = await post(`/api/media/${video.id}/thumbnail`);
    expect(file).toMatchObject({ thumbnailStatus: 'ready', thumbnailNote: null });
    const stored = await testApp.app.mediaStorage.getBuffer(`${userId}/${video.id}/thumbnail.webp`);
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });

    const document = await post(`/api/media/${(await pdf()).id}/thumbnail`);
    expect(document).toMatchObject({
      thumbnailStatus: 'unavailable',
      thumbnailNote: PDF_THUMBNAIL_NOTE,
      thumbnailUrl: null,
    });
    const steps = await testApp.app.db.select().from(mediaProcessingLog);
    expect(steps.map((step) => step.fileId)).toEqual([video.id]);
  });

  it('watermarks an image as a copy, replacing the earlier one, and draws markup as text', async () => {
    const row = await storeFile(testApp, userId, {
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      body: await jpeg(),
    });
    const first = await post(`/api/media/${row.id}/watermark`, { text: '© Studio' });
    const firstCopy = await visitor.inject('GET', `/api/media/${row.id}/variants/watermarked`);
    const second = await post(`/api/media/${row.id}/watermark`, {
      text: '<script>alert(1)</script>',
    });
    expect(first.variants.map((v) => v.kind)).toEqual(['watermarked']);
    expect(second.variants.map((v) => [v.kind, v.mimeType])).toEqual([
      ['watermarked', 'image/jpeg'],
    ]);
    const secondCopy = await visitor.inject('GET', `/api/media/${row.id}/variants/watermarked`);
    expect(formatOf(secondCopy.rawPayload)).toBe('jpeg');
    expect(secondCopy.headers['content-disposition']).toContain('photo-watermarked.jpg');
    expect(secondCopy.rawPayload.equals(firstCopy.rawPayload)).toBe(false);

    const empty = await visitor.inject('POST', `/api/media/${row.id}/watermark`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
  });

  it("answers 404 for another person's file and for a copy not made", async () => {
    const row = await storeFile(testApp, userId, {
      name: 'a.png',
      mimeType: 'image/png',
      body: await png(64, 64),
    });
    expect((await visitor.inject('GET', `/api/media/${row.id}/variants/avif`)).statusCode).toBe(
      404,
    );
    await post(`/api/media/${row.id}/optimize`);
    const stranger = await newVisitor(testApp.app);
    for (const [method, url] of [
      ['POST', `/api/media/${row.id}/optimize`],
      ['POST', `/api/media/${row.id}/thumbnail`],
      ['GET', `/api/media/${row.id}/variants/webp`],
    ] as const) {
      const response = await stranger.inject(method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });
});
