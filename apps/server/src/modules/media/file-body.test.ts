import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_BODY_CHUNK_BYTES, writeFileBody } from './file-body';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('writeFileBody', () => {
  let dir: string;
  let server: Server;
  let base: string;
  /** Each request names a file and the size to announce; every finished write is recorded. */
  const finished: Promise<void>[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'appforge-file-body-'));
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const path = join(dir, url.searchParams.get('file') ?? '');
      const done = (async () => {
        const file = await open(path);
        try {
          const size = Number(url.searchParams.get('size') ?? (await file.stat()).size);
          response.writeHead(200, { 'content-length': size });
          await writeFileBody(response, file, size);
        } finally {
          await file.close();
        }
      })();
      finished.push(done);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = async (query: string) => {
    const response = await fetch(`${base}/?${query}`);
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };

  it('sends a file of several reads byte for byte, and no body to HEAD', async () => {
    const content = randomBytes(FILE_BODY_CHUNK_BYTES * 2 + 12_345);
    await writeFile(join(dir, 'large.bin'), content);
    const { response, body } = await get('file=large.bin');
    expect(response.status).toBe(200);
    expect(sha256(body)).toBe(sha256(content));

    const head = await fetch(`${base}/?file=large.bin`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(content.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('never mixes the bytes of responses that share its reused buffers', async () => {
    const files = await Promise.all(
      ['a', 'b', 'c'].map(async (name, index) => {
        const content = randomBytes(FILE_BODY_CHUNK_BYTES + index * 700_001);
        await writeFile(join(dir, `${name}.bin`), content);
        return { name, hash: sha256(content) };
      }),
    );
    const requests = Array.from({ length: 24 }, (_, index) => files[index % files.length]!);
    const served = await Promise.all(requests.map((file) => get(`file=${file.name}.bin`)));
    served.forEach(({ body }, index) => expect(sha256(body)).toBe(requests[index]!.hash));
    // A short file (the last bytes of a reused buffer are stale) still sends only its own bytes.
    await writeFile(join(dir, 'short.bin'), 'short');
    expect((await get('file=short.bin')).body.toString()).toBe('short');
  });

  it('cuts the response off when the file holds less than it announced', async () => {
    await writeFile(join(dir, 'shrunk.bin'), randomBytes(1000));
    await expect(get('file=shrunk.bin&size=5000')).rejects.toThrow();
  });

  it('stops, without waiting forever, when the client goes away mid-file', async () => {
    await writeFile(join(dir, 'huge.bin'), randomBytes(FILE_BODY_CHUNK_BYTES * 8));
    const before = finished.length;
    const client = httpRequest(`${base}/?file=huge.bin`);
    client.end();
    const [response] = (await once(client, 'response')) as [NodeJS.ReadableStream];
    await once(response, 'data');
    client.destroy();
    await finished[before];
    const after = await get('file=short.bin');
    expect(after.body.toString()).toBe('short');
  });
});
