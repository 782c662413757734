import {
  MEDIA_MAX_FILE_BYTES,
  MEDIA_MAX_FILES_PER_UPLOAD,
  mediaListResponseSchema,
} from '@appforge/shared/contracts/media';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newVisitor, type Visitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { testVideo } from './processing/processing-test-files';
import {
  asCookie,
  jpegImage,
  multipartBody,
  pngImage,
  pngOfExactly,
  sendUpload,
  storedKeys,
  tempFiles,
  tinyPdf,
  uploaded,
} from './media-test-kit';

describe.each(backends)('Media upload (%s)', (backend) => {
  let testApp: TestApp;
  let visitor: Visitor;
  beforeEach(async () => {
    testApp = await createTestApp(backend);
    visitor = await newVisitor(testApp.app);
  });
  afterEach(() => testApp.close());

  const upload = (parts: Parameters<typeof uploaded>[2]) =>
    uploaded(testApp.app, visitor.cookie, parts);

  /** Nothing refused is kept anywhere, and the server still answers. */
  async function expectNothingKept() {
    expect(await storedKeys(testApp)).toEqual([]);
    expect(await tempFiles(testApp)).toEqual([]);
    const list = await asCookie(testApp.app, visitor.cookie).get('/api/media');
    expect(list.statusCode).toBe(200);
    expect(mediaListResponseSchema.parse(list.json()).files).toEqual([]);
  }

  it('stores images, a PDF and videos checked by content, with thumbnails for images', async () => {
    const [png, jpeg, webm] = await Promise.all([
      pngImage(640, 480),
      jpegImage(),
      testVideo('webm'),
    ]);
    const answer = await upload([
      { name: 'holiday.png', content: png, type: 'image/png' },
      { name: 'portrait.jpg', content: jpeg, type: 'image/jpeg' },
      { name: 'brochure.pdf', content: tinyPdf(), type: 'application/pdf' },
      { name: 'clip.webm', content: webm },
    ]);
    expect(answer).toMatchObject({ success: true, partial: false, rejected: [] });
    const [image, photo, pdf, video] = answer.files;
    expect(image).toMatchObject({
      originalName: 'holiday.png',
      mimeType: 'image/png',
      kind: 'image',
      size: png.length,
      width: 640,
      height: 480,
      thumbnailStatus: 'ready',
      thumbnailUrl: `/api/media/${image!.id}/thumbnail`,
      url: `/api/media/${image!.id}`,
    });
    expect(photo).toMatchObject({ mimeType: 'image/jpeg', thumbnailStatus: 'ready' });
    expect(pdf).toMatchObject({
      mimeType: 'application/pdf',
      kind: 'document',
      thumbnailUrl: null,
    });
    expect(pdf!.thumbnailStatus).toBe('unavailable');
    expect(video).toMatchObject({ mimeType: 'video/webm', kind: 'video', thumbnailStatus: 'none' });
    const userId = (await testApp.app.db.query.users.findFirst())!.id;
    expect(await storedKeys(testApp)).toEqual(
      [
        ...answer.files.map((file) => `${userId}/${file.id}/original`),
        `${userId}/${image!.id}/thumbnail.webp`,
        `${userId}/${photo!.id}/thumbnail.webp`,
      ].sort(),
    );
    expect(await tempFiles(testApp)).toEqual([]);
  });

  it('refuses text with a .jpg name, a script named .png, HTML and SVG with a script', async () => {
    const answer = await upload([
      { name: 'photo.jpg', content: 'just some words, no picture here', type: 'image/jpeg' },
      { name: 'run.png', content: '#!/bin/sh\nrm -rf ~\n', type: 'image/png' },
      { name: 'page.html', content: '<!doctype html><script>alert(1)</script>', type: 'text/html' },
      {
        name: 'logo.svg',
        content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        type: 'image/svg+xml',
      },
    ]);
    expect(answer).toMatchObject({ success: false, partial: false, files: [] });
    expect(answer.rejected.map(({ originalName, code }) => [originalName, code])).toEqual([
      ['photo.jpg', 'unsupported_type'],
      ['run.png', 'unsupported_type'],
      ['page.html', 'unsupported_type'],
      ['logo.svg', 'unsupported_type'],
    ]);
    expect(answer.rejected[0]!.reason).toContain('JPEG, PNG, GIF, WebP, MP4, WebM, PDF');
    await expectNothingKept();
  });

  it('refuses content that contradicts its declared type, and accepts undeclared content', async () => {
    const png = await pngImage();
    const answer = await upload([
      { name: 'a.png', content: png, type: 'image/jpeg' },
      { name: 'b.png', content: png, type: 'text/html' },
      { name: 'c.png', content: png, type: 'application/octet-stream' },
      { name: 'd.png', content: png, type: 'IMAGE/PNG; charset=binary' },
    ]);
    expect(answer).toMatchObject({ success: false, partial: true });
    expect(answer.rejected.map(({ originalName, code }) => [originalName, code])).toEqual([
      ['a.png', 'type_mismatch'],
      ['b.png', 'type_mismatch'],
    ]);
    expect(answer.rejected[0]!.reason).toBe(
      'It was sent as image/jpeg but its content is image/png.',
    );
    expect(answer.files.map((file) => [file.originalName, file.mimeType])).toEqual([
      ['c.png', 'image/png'],
      ['d.png', 'image/png'],
    ]);
    expect(await tempFiles(testApp)).toEqual([]);
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte while streaming, keeping none of it', async () => {
    const [exact, over] = await Promise.all([
      pngOfExactly(MEDIA_MAX_FILE_BYTES),
      pngOfExactly(MEDIA_MAX_FILE_BYTES + 1),
    ]);
    const refused = await upload([{ name: 'big.png', content: over, type: 'image/png' }]);
    expect(refused.rejected).toEqual([
      { originalName: 'big.png', code: 'too_large', reason: 'It is larger than the 10MB maximum.' },
    ]);
    await expectNothingKept();

    const accepted = await upload([{ name: 'limit.png', content: exact, type: 'image/png' }]);
    expect(accepted.files).toMatchObject([
      { originalName: 'limit.png', size: MEDIA_MAX_FILE_BYTES },
    ]);
    const served = await asCookie(testApp.app, visitor.cookie).get(accepted.files[0]!.url);
    expect(served.rawPayload.equals(exact)).toBe(true);
  });

  it('keeps only the last segment of path names and drops control characters', async () => {
    const png = await pngImage();
    const answer = await upload([
      { name: '../../etc/passwd.png', content: png, type: 'image/png' },
      { name: '..\\..\\windows\\win.png', content: png, type: 'image/png' },
      { name: 'bad\u0007na\u0001me\u202e.png', content: png, type: 'image/png' },
      { name: `${'x'.repeat(300)}.png`, content: png, type: 'image/png' },
      { name: '   ', content: png, type: 'image/png' },
    ]);
    expect(answer.files.map((file) => file.originalName)).toEqual([
      'passwd.png',
      'win.png',
      'badname.png',
      `${'x'.repeat(196)}.png`,
      'file',
    ]);
    const userId = (await testApp.app.db.query.users.findFirst())!.id;
    for (const key of await storedKeys(testApp)) expect(key.startsWith(`${userId}/`)).toBe(true);
  });

  it('stores the first 20 of 50 files and refuses the other 30 by name', async () => {
    const png = await pngImage(32, 32);
    const parts = Array.from({ length: 50 }, (_, index) => ({
      name: `img-${index}.png`,
      content: png,
      type: 'image/png',
    }));
    const answer = await upload(parts);
    expect(answer.success).toBe(false);
    expect(answer.partial).toBe(true);
    expect(answer.files.map((file) => file.originalName)).toEqual(
      parts.slice(0, MEDIA_MAX_FILES_PER_UPLOAD).map((part) => part.name),
    );
    expect(answer.rejected).toHaveLength(30);
    expect(answer.rejected.every((item) => item.code === 'too_many_files')).toBe(true);
    expect(answer.rejected[0]!.originalName).toBe('img-20.png');
    expect(await tempFiles(testApp)).toEqual([]);
  });

  it('refuses a request past the parser caps as a whole, keeping none of it', async () => {
    const png = await pngImage(16, 16);
    const parts = Array.from({ length: 61 }, (_, index) => ({
      name: `${index}.png`,
      content: png,
    }));
    const response = await sendUpload(testApp.app, visitor.cookie, parts);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'too_many_files' });
    await expectNothingKept();
  });

  it('refuses an empty file; answers 400 to bodies not multipart, malformed or cut short, and to no files', async () => {
    const empty = await upload([{ name: 'nothing.png', content: '', type: 'image/png' }]);
    expect(empty.rejected).toMatchObject([{ originalName: 'nothing.png', code: 'empty' }]);

    const json = await visitor.inject('POST', '/api/media/upload', { files: [] });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'not_multipart' });
    const xml = await testApp.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { cookie: visitor.cookie, 'content-type': 'application/xml' },
      payload: '<files/>',
    });
    expect(xml.json()).toMatchObject({ error: 'not_multipart' });

    const { body } = multipartBody([{ name: 'cut.png', content: await pngImage() }]);
    for (const [contentType, payload] of [
      ['multipart/form-data', body],
      ['multipart/form-data; boundary=elsewhere', body],
    ] as const) {
      const malformed = await testApp.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        headers: { cookie: visitor.cookie, 'content-type': contentType },
        payload,
      });
      expect(malformed.statusCode, malformed.body).toBe(400);
      expect(malformed.json()).toMatchObject({ error: 'invalid_multipart' });
    }
    const { body: whole, contentType } = multipartBody([
      { name: 'first.png', content: await pngImage(), type: 'image/png' },
      { name: 'cut.png', content: await pngImage(), type: 'image/png' },
    ]);
    const cutShort = await testApp.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { cookie: visitor.cookie, 'content-type': contentType },
      payload: whole.subarray(0, whole.length - 200),
    });
    expect(cutShort.statusCode, cutShort.body).toBe(400);
    expect(cutShort.json()).toMatchObject({ error: 'invalid_multipart' });

    const none = await sendUpload(testApp.app, visitor.cookie, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: 'no_files' });
    await expectNothingKept();
  });
});
