import type { ClientEvent } from '@appforge/shared/realtime-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, parseServerEvent, realtimeUrl } from './realtime';

const projectId = '6f0c1f0e-2d59-4b8e-9b57-8d1f5d3b8a11';
const promptId = '0b7f3a44-5f0e-4b8e-8a0c-2f1d5e6a7b8c';
const enqueued = { type: 'prompt_enqueued', projectId, data: { promptId, position: 2 } };

/** Just enough of a WebSocket for the client: the test opens, feeds and drops it. */
class FakeSocket {
  readyState: number = WebSocket.CONNECTING;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent) => void) | null = null;
  onclose: ((event: Partial<CloseEvent>) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = WebSocket.OPEN;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  drop(event: Partial<CloseEvent> = { code: 1006, reason: '' }) {
    this.readyState = WebSocket.CLOSED;
    this.onclose?.(event);
  }
}

function connect() {
  const sockets: FakeSocket[] = [];
  const calls = { events: vi.fn(), opens: vi.fn(), statuses: vi.fn() };
  const connection = connectRealtime(
    'ws://host/ws?projectId=p',
    { onEvent: calls.events, onOpen: calls.opens, onStatus: calls.statuses },
    {
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
      delay: (attempt) => 100 * (attempt + 1),
    },
  );
  return { connection, sockets, ...calls };
}

describe('realtimeUrl', () => {
  it('uses ws: beside http: and wss: beside https:, with the query encoded', () => {
    const http = { protocol: 'http:', host: 'localhost:5000' };
    expect(realtimeUrl({ projectId: 'a b' }, { location: http })).toBe(
      'ws://localhost:5000/ws?projectId=a+b',
    );
    expect(
      realtimeUrl({ room: 'x' }, { path: '/ws/admin', location: { ...http, protocol: 'https:' } }),
    ).toBe('wss://localhost:5000/ws/admin?room=x');
  });
});

describe('parseServerEvent', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('reads an envelope of the contract', () => {
    expect(parseServerEvent(JSON.stringify(enqueued))).toEqual(enqueued);
  });

  it('drops, and logs, what is not JSON or not an event of the contract', () => {
    expect(parseServerEvent('{oops')).toBeNull();
    expect(parseServerEvent(JSON.stringify({ type: 'dance', projectId, data: {} }))).toBeNull();
    expect(parseServerEvent(JSON.stringify({ ...enqueued, data: { promptId } }))).toBeNull();
    expect(console.error).toHaveBeenCalledTimes(3);
  });
});

describe('connectRealtime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reports the open socket and hands on each valid event', () => {
    const { sockets, events, opens, statuses } = connect();
    expect(sockets.map((socket) => socket.url)).toEqual(['ws://host/ws?projectId=p']);
    sockets[0]!.open();
    expect(opens).toHaveBeenCalledTimes(1);
    expect(statuses).toHaveBeenLastCalledWith({ connected: true, retryAt: null });
    sockets[0]!.receive(JSON.stringify(enqueued));
    sockets[0]!.receive('not json');
    expect(events.mock.calls).toEqual([[enqueued]]);
  });

  it('reconnects after a drop with growing waits, starting over once open again', () => {
    const { sockets, opens, statuses } = connect();
    sockets[0]!.open();
    sockets[0]!.drop();
    expect(statuses).toHaveBeenLastCalledWith({ connected: false, retryAt: Date.now() + 100 });
    vi.advanceTimersByTime(99);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    sockets[1]!.drop();
    expect(statuses).toHaveBeenLastCalledWith({ connected: false, retryAt: Date.now() + 200 });
    vi.advanceTimersByTime(200);
    sockets[2]!.open();
    expect(opens).toHaveBeenCalledTimes(2);
    sockets[2]!.drop();
    expect(statuses).toHaveBeenLastCalledWith({ connected: false, retryAt: Date.now() + 100 });
  });

  it('reconnects when the server closes the socket because it restarts (1012)', () => {
    const { sockets, opens, statuses } = connect();
    sockets[0]!.open();
    sockets[0]!.drop({ code: 1012, reason: 'Server restarting: reconnecting…', wasClean: true });
    expect(statuses).toHaveBeenLastCalledWith({ connected: false, retryAt: Date.now() + 100 });
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(opens).toHaveBeenCalledTimes(2);
    expect(statuses).toHaveBeenLastCalledWith({ connected: true, retryAt: null });
  });

  it('sends JSON only while open', () => {
    const { connection, sockets } = connect();
    const message: ClientEvent = {
      type: 'chat_message',
      projectId,
      data: { content: 'Build a recipe app', isUser: true, priority: 'high', metadata: {} },
    };
    expect(connection.send(message)).toBe(false);
    sockets[0]!.open();
    expect(connection.send(message)).toBe(true);
    expect(sockets[0]!.sent.map((data) => JSON.parse(data) as unknown)).toEqual([message]);
  });

  it('after close: no reconnect, no more events, nothing sent', () => {
    const { connection, sockets, events } = connect();
    sockets[0]!.open();
    const onmessage = sockets[0]!.onmessage;
    connection.close();
    expect(sockets[0]!.readyState).toBe(WebSocket.CLOSED);
    onmessage?.({ data: JSON.stringify(enqueued) } as MessageEvent);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    expect(events).not.toHaveBeenCalled();
    expect(connection.send(enqueued as unknown as ClientEvent)).toBe(false);
  });
});
