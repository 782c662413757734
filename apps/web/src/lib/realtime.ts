import {
  serverEventSchema,
  type ClientEvent,
  type ServerEvent,
} from '@appforge/shared/realtime-events';
import { reconnectDelay } from './reconnect-delay';

/** Whether the live socket is open; after a drop, when the next try to reconnect starts. */
export interface RealtimeStatus {
  connected: boolean;
  /** null while connected, before the first try and once closed. */
  retryAt: number | null;
}

export const DISCONNECTED: RealtimeStatus = { connected: false, retryAt: null };

export interface RealtimeHandlers {
  /** Every envelope the server sends that matches the contract (`serverEventSchema`). */
  onEvent: (event: ServerEvent) => void;
  /** The socket opened: the first time, and after each reconnect (events may have been missed). */
  onOpen?: () => void;
  onStatus?: (status: RealtimeStatus) => void;
}

export interface RealtimeOptions {
  createSocket?: (url: string) => WebSocket;
  /** How long to wait before reconnect try number `attempt` (0 for the first after a drop). */
  delay?: (attempt: number) => number;
}

export interface RealtimeConnection {
  /** Sends an event now; false when the socket is not open (nothing is queued). */
  send: (event: ClientEvent) => boolean;
  /** Closes the socket for good: no reconnect, no more handler calls. */
  close: () => void;
}

/** The server's live socket (`/ws` unless told), on this page's host, wss: when the page is https:. */
export function realtimeUrl(
  query: Record<string, string>,
  {
    path = '/ws',
    location = window.location,
  }: { path?: string; location?: Pick<Location, 'protocol' | 'host'> } = {},
) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}?${new URLSearchParams(query).toString()}`;
}

/** One socket message as a typed event; null (and a console line) when it is not JSON or off-contract. */
export function parseServerEvent(data: unknown): ServerEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(String(data));
  } catch (error) {
    console.error('Could not read a live message', error);
    return null;
  }
  const parsed = serverEventSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  console.error('A live message does not match the contract', parsed.error.issues);
  return null;
}

/**
 * Opens a live socket and keeps it open: after a drop it reconnects with backoff
 * (reconnect-delay.ts) until `close()`.
 */
export function connectRealtime(
  url: string,
  handlers: RealtimeHandlers,
  {
    createSocket = (target) => new WebSocket(target),
    delay = reconnectDelay,
  }: RealtimeOptions = {},
): RealtimeConnection {
  let socket: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      handlers.onStatus?.({ connected: true, retryAt: null });
      handlers.onOpen?.();
    };
    current.onmessage = (message: MessageEvent) => {
      if (closed) return;
      const event = parseServerEvent(message.data);
      if (event) handlers.onEvent(event);
    };
    current.onclose = () => {
      if (socket === current) socket = null;
      if (closed) return;
      const wait = delay(attempt);
      attempt += 1;
      handlers.onStatus?.({ connected: false, retryAt: Date.now() + wait });
      retryTimer = setTimeout(open, wait);
    };
  };
  open();

  return {
    send(event) {
      if (closed || !socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(event));
      return true;
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      socket?.close();
      socket = null;
    },
  };
}
