import type { AddressInfo } from 'node:net';
import type { ServerEvent } from '@appforge/shared/realtime-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newVisitor } from '../test/live-client';
import { backends, createTestApp, type TestApp } from '../test/test-app';
import { MAX_MESSAGE_BYTES, MESSAGE_TOO_BIG, MESSAGE_TOO_BIG_REASON } from './socket-size-limit';

const ALLOWED = 'https://appforge.example.com';

type Handshake =
  | { kind: 'open'; socket: WebSocket }
  | { kind: 'refused'; status: number; body: string }
  | { kind: 'closed'; code: number };

/** Opens the socket as a browser on `origin` would (no Origin: as a non-browser client). */
function handshake(url: string, cookie: string, origin?: string) {
  return new Promise<Handshake>((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie, ...(origin ? { origin } : {}) } });
    socket.on('open', () => resolve({ kind: 'open', socket }));
    socket.on('close', (code) => resolve({ kind: 'closed', code }));
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ kind: 'refused', status: response.statusCode ?? 0, body }),
      );
    });
    socket.on('error', reject);
  });
}

function closed(socket: WebSocket) {
  return new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
}

function nextEvent(socket: WebSocket) {
  return new Promise<ServerEvent>((resolve) =>
    socket.once('message', (raw: Buffer) => resolve(JSON.parse(raw.toString()) as ServerEvent)),
  );
}

/** A chat_message whose JSON text is exactly `bytes` long (its content too long for the contract). */
function chatMessageOfExactly(projectId: string, bytes: number) {
  const shell = JSON.stringify({ type: 'chat_message', projectId, data: { content: '' } });
  const text = JSON.stringify({
    type: 'chat_message',
    projectId,
    data: { content: 'x'.repeat(bytes - shell.length) },
  });
  expect(Buffer.byteLength(text)).toBe(bytes);
  return text;
}

describe.each(backends)('the live socket’s guards on %s', (backend) => {
  let testApp: TestApp;
  let ownOrigin: string;
  let url: string;
  let cookie: string;
  const open: WebSocket[] = [];

  async function opened(origin?: string) {
    const result = await handshake(url, cookie, origin);
    if (result.kind !== 'open') throw new Error(`expected the socket to open: ${result.kind}`);
    open.push(result.socket);
    return result.socket;
  }

  beforeAll(async () => {
    testApp = await createTestApp(backend, { allowedOrigins: [ALLOWED] });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    ownOrigin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    const visitor = await newVisitor(testApp.app);
    const { id } = await visitor.createProject();
    cookie = visitor.cookie;
    url = `${ownOrigin.replace('http:', 'ws:')}/ws?projectId=${id}`;
  });
  afterAll(async () => {
    open.forEach((socket) => socket.terminate());
    await testApp?.close();
  });

  it('opens for its own origin, an allowed origin, and clients that send no Origin', async () => {
    for (const origin of [ownOrigin, ALLOWED, undefined]) {
      const socket = await opened(origin);
      expect(socket.readyState, String(origin)).toBe(WebSocket.OPEN);
    }
  });

  it('answers 403 before the upgrade to a page of another origin, cookie or not', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:1']) {
      const result = await handshake(url, cookie, origin);
      expect(result, origin).toMatchObject({ kind: 'refused', status: 403 });
      const body = JSON.parse((result as { body: string }).body) as Record<string, string>;
      expect(body.error).toBe('cross_origin');
      expect(body.message).toContain('ALLOWED_ORIGINS');
    }
  });

  it(`closes with ${MESSAGE_TOO_BIG} and says why when a message is over ${MAX_MESSAGE_BYTES} bytes`, async () => {
    const socket = await opened(ownOrigin);
    const projectId = new URL(url).searchParams.get('projectId')!;
    // At the limit the message is read (and refused by the contract); the socket stays open.
    const answer = nextEvent(socket);
    socket.send(chatMessageOfExactly(projectId, MAX_MESSAGE_BYTES));
    expect(await answer).toMatchObject({ type: 'error', data: { code: 'validation_failed' } });
    expect(socket.readyState).toBe(WebSocket.OPEN);

    const closing = closed(socket);
    socket.send(chatMessageOfExactly(projectId, MAX_MESSAGE_BYTES + 1));
    const { code, reason } = await closing;
    expect(code).toBe(MESSAGE_TOO_BIG);
    expect(reason).toBe(MESSAGE_TOO_BIG_REASON);
    expect(reason).toMatch(/too large.*64 KiB/);
  });
});
