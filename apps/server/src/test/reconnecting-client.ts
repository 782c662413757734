import type { ServerEvent } from '@appforge/shared/realtime-events';
import WebSocket from 'ws';

/** An event as one socket saw it: `connection` counts the socket's opens (1, then 2 after a reconnect …). */
export interface SeenEvent {
  connection: number;
  event: ServerEvent;
}

/** Reconnect tries wait 50 ms, 100 ms, 200 ms … at most 1 s (the web client's cap is 2 s). */
const RETRY_BASE_MS = 50;
const RETRY_MAX_MS = 1000;

export interface ReconnectingClientOptions {
  cookie: string;
  /** Runs each time a connection other than the first opens (the browser reads the state again then). */
  onReconnect?: () => void;
  /** Runs for every event, after it is kept in `seen`. */
  onEvent?: (event: ServerEvent) => void;
}

/**
 * A browser's live socket on `url`: after every drop it opens a new connection, as the web client
 * does, and keeps what it saw across connections.
 */
export function reconnectingClient(
  url: string,
  { cookie, onReconnect, onEvent }: ReconnectingClientOptions,
) {
  const seen: SeenEvent[] = [];
  const closes: { code: number; reason: string }[] = [];
  let connections = 0;
  let attempt = 0;
  let socket: WebSocket | undefined;
  let stopped = false;
  let resolveFirstOpen: () => void = () => {};
  const firstOpen = new Promise<void>((resolve) => (resolveFirstOpen = resolve));

  const open = () => {
    const current = new WebSocket(url, { headers: { cookie } });
    socket = current;
    let opened = false;
    current.on('open', () => {
      opened = true;
      attempt = 0;
      connections += 1;
      if (connections === 1) resolveFirstOpen();
      else onReconnect?.();
    });
    current.on('message', (raw) => {
      const event = JSON.parse(raw.toString()) as ServerEvent;
      seen.push({ connection: connections, event });
      onEvent?.(event);
    });
    // A failed try ends in 'close' as well, which schedules the next one.
    current.on('error', () => {});
    current.on('close', (code, reason) => {
      if (opened) closes.push({ code, reason: reason.toString() });
      if (stopped) return;
      setTimeout(open, Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt));
      attempt += 1;
    });
  };
  open();

  return {
    seen,
    closes,
    firstOpen,
    connections: () => connections,
    isOpen: () => socket?.readyState === WebSocket.OPEN,
    send: (message: unknown) => socket?.send(JSON.stringify(message)),
    stop() {
      stopped = true;
      socket?.terminate();
    },
  };
}

export type ReconnectingClient = ReturnType<typeof reconnectingClient>;

const promptIdOf = (event: ServerEvent) =>
  event.type !== 'error' && 'promptId' in event.data ? event.data.promptId : undefined;

/**
 * What breaks the order of one prompt's events on a socket: processing, then progress that never
 * goes down, then completed or failed, and nothing after that. A second processing starts a retry
 * (progress starts over); after a reconnect events may have been missed, so the next one may be
 * any step that does not go back.
 */
export function promptOrderProblems(seen: SeenEvent[]): string[] {
  const problems: string[] = [];
  const prompts = new Map<
    string,
    { connection: number; attemptSeen: boolean; progress: number; finished: boolean }
  >();
  for (const { connection, event } of seen) {
    const promptId = promptIdOf(event);
    if (!promptId) continue;
    // First seen after a reconnect: its processing may have gone by while the socket was away.
    const state = prompts.get(promptId) ?? {
      connection,
      attemptSeen: connection > 1,
      progress: 0,
      finished: false,
    };
    prompts.set(promptId, state);
    const what = `${promptId}: ${event.type}`;
    if (state.finished) problems.push(`${what} after the prompt finished`);
    const resumed = state.connection !== connection;
    state.connection = connection;
    if (resumed) state.attemptSeen = true;
    switch (event.type) {
      case 'prompt_processing':
        state.attemptSeen = true;
        state.progress = 0;
        break;
      case 'progress_update':
        if (!state.attemptSeen) problems.push(`${what} before prompt_processing`);
        if (event.data.progress < state.progress)
          problems.push(`${what} went back from ${state.progress} to ${event.data.progress}`);
        state.progress = event.data.progress;
        break;
      case 'prompt_completed':
      case 'prompt_failed':
        if (!state.attemptSeen) problems.push(`${what} before prompt_processing`);
        state.finished = true;
        break;
      default:
        break;
    }
  }
  return problems;
}
