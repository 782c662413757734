import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mediaListResponseSchema } from '@appforge/shared/contracts/media';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaFiles } from '../../db/schema';
import { newVisitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import {
  asCookie,
  multipartBody,
  noisePng,
  pngImage,
  storedKeys,
  tempFiles,
  uploaded,
} from './media-test-kit';

describe.each(backends)('An interrupted media upload (%s)', (backend) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(backend);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => testApp.close());

  it('keeps nothing of a request cut off mid-file, not even its finished files', async () => {
    const { app } = testApp;
    const visitor = await newVisitor(app);
    const [first, second] = await Promise.all([pngImage(200, 200), noisePng(2 * 1024 * 1024)]);
    const { body, contentType } = multipartBody([
      { name: 'first.png', content: first, type: 'image/png' },
      { name: 'second.png', content: second, type: 'image/png' },
    ]);
    const { port } = app.server.address() as AddressInfo;
    const sending = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/media/upload',
      headers: {
        cookie: visitor.cookie,
        'content-type': contentType,
        'content-length': body.length,
      },
    });
    const closed = new Promise<void>((resolve) => sending.on('close', resolve));
    sending.on('error', () => undefined);
    // The first file whole, then half of the second.
    sending.write(body.subarray(0, first.length + (body.length - first.length) / 2));

    // The first file was stored and the second is streaming into a temp file when the client goes.
    await vi.waitFor(
      async () => {
        expect((await storedKeys(testApp)).some((key) => key.endsWith('/original'))).toBe(true);
        expect(await tempFiles(testApp)).toHaveLength(1);
      },
      { timeout: 10_000, interval: 20 },
    );
    sending.destroy();
    await closed;

    await vi.waitFor(
      async () => {
        expect(await tempFiles(testApp)).toEqual([]);
        expect(await storedKeys(testApp)).toEqual([]);
        expect(await app.db.select().from(mediaFiles)).toEqual([]);
      },
      { timeout: 10_000, interval: 20 },
    );

    // The server is fine: the next upload and list work.
    const again = await uploaded(app, visitor.cookie, [
      { name: 'again.png', content: first, type: 'image/png' },
    ]);
    expect(again.success).toBe(true);
    const list = await asCookie(app, visitor.cookie).get('/api/media');
    expect(
      mediaListResponseSchema.parse(list.json()).files.map((file) => file.originalName),
    ).toEqual(['again.png']);
  });
});
