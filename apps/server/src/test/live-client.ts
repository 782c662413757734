import type { AddressInfo } from 'node:net';
import type { ServerEvent } from '@appforge/shared/realtime-events';
import type { FastifyInstance } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import WebSocket from 'ws';
import { cookiePair } from './test-app';

export interface Visitor {
  cookie: string;
  inject(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<InjectResponse>;
  createProject(name?: string): Promise<{ id: string }>;
}

/** A browser's identity: a session cookie, and helpers that send it. */
export async function newVisitor(app: FastifyInstance): Promise<Visitor> {
  const session = await app.inject({ method: 'POST', url: '/api/session' });
  const cookie = cookiePair(session.headers['set-cookie']);
  if (!cookie) throw new Error('No session cookie issued.');
  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    cookie,
    inject,
    async createProject(name = 'Test app') {
      const response = await inject('POST', '/api/projects', { name, description: 'test' });
      if (response.statusCode !== 201)
        throw new Error(`create project: ${response.statusCode} ${response.body}`);
      return response.json<{ id: string }>();
    },
  };
}

export interface LiveClient {
  events: ServerEvent[];
  send(message: unknown): void;
  sendRaw(text: string): void;
  /** Resolves with the first event (after `from`) matching `predicate`. */
  waitFor(predicate: (event: ServerEvent) => boolean, timeoutMs?: number): Promise<ServerEvent>;
  close(): Promise<void>;
  socket: WebSocket;
}

export function wsUrl(app: FastifyInstance, projectId: string) {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws?projectId=${projectId}`;
}

export async function connect(url: string, cookie: string): Promise<LiveClient> {
  const socket = new WebSocket(url, { headers: { cookie } });
  const events: ServerEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (raw) => {
    events.push(JSON.parse(raw.toString()) as ServerEvent);
    waiters.forEach((check) => check());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    events,
    socket,
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (text) => socket.send(text),
    waitFor(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`Timed out; events so far: ${events.map((event) => event.type).join(', ')}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}

export const chatMessage = (
  projectId: string,
  content: string,
  priority?: 'high' | 'normal' | 'low',
) => ({
  type: 'chat_message',
  projectId,
  data: {
    content,
    isUser: true,
    ...(priority ? { priority } : {}),
    metadata: { timestamp: new Date().toISOString(), userAgent: 'vitest' },
  },
});
