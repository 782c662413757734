import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessLog } from './access-log';

describe('the access log', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog() });
  app.get('/things/:id', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('broken on purpose');
  });
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('writes one line per request, when it completes, with the request and its status', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/things/7?full=1' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/things/7?full=1' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('still writes the completion line of a request that failed', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/broken' });
    expect(lines.map((line) => line.msg)).toContain('request completed');
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({
      res: { statusCode: 500 },
    });
  });
});
