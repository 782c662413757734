import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newVisitor, type Visitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { findOwnedFile } from './media-files.repository';
import { PDF_THUMBNAIL_NOTE } from './processing';
import { animatedGif, jpeg, png, testVideo } from './processing/processing-test-files';
import { runBatch, storeFile, userIdOf } from './processing-test-kit';

describe.each(backends)('batch tools (%s)', (backend) => {
  let testApp: TestApp;
  let visitor: Visitor;
  let userId: string;
  beforeEach(async () => {
    testApp = await createTestApp(backend);
    visitor = await newVisitor(testApp.app);
    userId = await userIdOf(visitor);
  });
  afterEach(() => testApp.close());

  const store = (
    name: string,
    mimeType: Parameters<typeof storeFile>[2]['mimeType'],
    body: Buffer,
  ) => storeFile(testApp, userId, { name, mimeType, body });
  const pdfBody = Buffer.from('%PDF-1.7\n%%EOF\n');
  const rowOf = async (id: string) => {
    const row = await findOwnedFile(testApp.app.db, userId, id);
    if (!row) throw new Error(`no file ${id}`);
    return row;
  };

  it('Optimize All Images makes a WebP copy of each image without one, and only those', async () => {
    const first = await store('a.png', 'image/png', await png(400, 300));
    const second = await store('b.gif', 'image/gif', await animatedGif());
    await store('c.pdf', 'application/pdf', pdfBody);
    const broken = await store('d.png', 'image/png', (await png()).subarray(0, 300));
    const job = await runBatch(visitor, 'optimize');
    expect(job.skipped).toEqual([
      {
        fileId: broken.id,
        originalName: 'd.png',
        reason: expect.stringMatching(/^"d.png" could not be processed: /),
      },
    ]);
    expect(job).toMatchObject({
      kind: 'optimize',
      status: 'completed',
      total: 3,
      completed: 3,
      error: null,
      resultUrl: null,
    });
    for (const id of [first.id, second.id])
      expect((await rowOf(id)).variants.map((variant) => variant.kind)).toEqual(['webp']);
    // the broken image is the only one still without a copy
    expect(await runBatch(visitor, 'optimize')).toMatchObject({ status: 'completed', total: 1 });
  });

  it('Generate All Thumbnails covers images and videos and skips PDFs with the reason', async () => {
    const image = await store('a.jpg', 'image/jpeg', await jpeg(640, 480));
    const video = await store('clip.webm', 'video/webm', await testVideo('webm'));
    const document = await store('doc.pdf', 'application/pdf', pdfBody);
    const job = await runBatch(visitor, 'thumbnails');
    expect(job).toMatchObject({ status: 'completed', total: 3, completed: 3 });
    expect(job.skipped).toEqual([
      { fileId: document.id, originalName: 'doc.pdf', reason: PDF_THUMBNAIL_NOTE },
    ]);
    expect((await rowOf(image.id)).thumbnailStatus).toBe('ready');
    expect((await rowOf(video.id)).thumbnailStatus).toBe('ready');
    // thumbnails made are not made again; the PDF is listed (and skipped) each time
    expect(await runBatch(visitor, 'thumbnails')).toMatchObject({ total: 1, completed: 1 });
  });

  it('Apply Watermarks needs its text, then watermarks every image', async () => {
    const refused = await visitor.inject('POST', '/api/media/batch/watermark', {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'text_required' });
    const image = await store('a.png', 'image/png', await png(300, 200));
    await store('doc.pdf', 'application/pdf', pdfBody);
    expect(await runBatch(visitor, 'watermark', '© Me')).toMatchObject({
      status: 'completed',
      total: 1,
      completed: 1,
    });
    expect((await rowOf(image.id)).variants.map((variant) => variant.kind)).toEqual([
      'watermarked',
    ]);
  });

  it('Export Archive zips every original under unique names, for its owner only', async () => {
    const bodies = [await png(64, 64), await jpeg(64, 64), pdfBody];
    await store('photo.png', 'image/png', bodies[0] ?? pdfBody);
    await store('photo.png', 'image/jpeg', bodies[1] ?? pdfBody);
    await store('../notes.pdf', 'application/pdf', pdfBody);
    const job = await runBatch(visitor, 'archive');
    expect(job).toMatchObject({
      status: 'completed',
      total: 3,
      completed: 3,
      skipped: [],
      resultUrl: `/api/media/jobs/${job.id}/archive`,
    });

    const download = await visitor.inject('GET', `/api/media/jobs/${job.id}/archive`);
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="3-files.zip"',
    });
    const entries = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(['notes.pdf', 'photo (2).png', 'photo.png']);
    expect(Buffer.from(entries['photo.png'] ?? []).equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
    expect(Buffer.from(entries['photo (2).png'] ?? []).equals(bodies[1] ?? Buffer.alloc(0))).toBe(
      true,
    );

    const stranger = await newVisitor(testApp.app);
    expect((await stranger.inject('GET', `/api/media/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await stranger.inject('GET', `/api/media/jobs/${job.id}/archive`)).statusCode).toBe(
      404,
    );
  });

  it('a newer archive replaces the older one, whose download then says so', async () => {
    await store('a.png', 'image/png', await png(32, 32));
    const older = await runBatch(visitor, 'archive');
    const newer = await runBatch(visitor, 'archive');
    expect((await visitor.inject('GET', `/api/media/jobs/${newer.id}/archive`)).statusCode).toBe(
      200,
    );
    const gone = await visitor.inject('GET', `/api/media/jobs/${older.id}/archive`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/replaced by a newer one/);
    const olderJob = await visitor.inject('GET', `/api/media/jobs/${older.id}`);
    expect(olderJob.json().job).toMatchObject({ status: 'completed', resultUrl: null });
    expect(
      await testApp.app.mediaStorage.getBuffer(`${userId}/jobs/${older.id}.zip`),
    ).toBeUndefined();
  });

  it('answers the newest job of a tool, per tool and per person, for a reloaded page', async () => {
    const latest = async (who: Visitor, kind: string) => {
      const response = await who.inject('GET', `/api/media/jobs/latest?kind=${kind}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ job: { id: string; status: string } | null }>().job;
    };
    expect(await latest(visitor, 'optimize')).toBeNull();
    await store('a.png', 'image/png', await png(200, 100));
    await runBatch(visitor, 'optimize');
    const second = await runBatch(visitor, 'optimize');
    expect(await latest(visitor, 'optimize')).toMatchObject({ id: second.id, status: 'completed' });
    expect(await latest(visitor, 'archive')).toBeNull();
    expect(await latest(await newVisitor(testApp.app), 'optimize')).toBeNull();
    const unknown = await visitor.inject('GET', '/api/media/jobs/latest?kind=resize');
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 404 for a job that is not an archive and 400 for an unknown tool', async () => {
    const job = await runBatch(visitor, 'optimize');
    expect((await visitor.inject('GET', `/api/media/jobs/${job.id}/archive`)).statusCode).toBe(404);
    expect((await visitor.inject('POST', '/api/media/batch/compress', {})).statusCode).toBe(400);
  });
});
