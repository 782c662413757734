import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { backends, cookiePair, createTestApp, type TestApp } from '../test/test-app';
import { CLOSE_CODES } from './realtime.routes';

function closeCodeOf(url: string, cookie?: string) {
  return new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(url, { headers: cookie ? { cookie } : {} });
    socket.on('close', (code) => resolve(code));
    socket.on('error', reject);
  });
}

describe.each(backends)('the live socket on %s', (backend) => {
  let testApp: TestApp;
  let base: string;
  let cookie: string | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}/ws`;
    const session = await testApp.app.inject({ method: 'POST', url: '/api/session' });
    cookie = cookiePair(session.headers['set-cookie']);
  });
  afterAll(() => testApp.close());

  it('closes a connection without a session cookie', async () => {
    expect(await closeCodeOf(`${base}?projectId=${crypto.randomUUID()}`)).toBe(
      CLOSE_CODES.noSession,
    );
  });

  it('closes a connection without a valid projectId', async () => {
    expect(await closeCodeOf(`${base}?projectId=nope`, cookie)).toBe(CLOSE_CODES.badRequest);
  });

  it('closes with 4404 for a project the user does not have', async () => {
    expect(await closeCodeOf(`${base}?projectId=${crypto.randomUUID()}`, cookie)).toBe(4404);
  });
});
