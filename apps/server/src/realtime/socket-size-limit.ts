import type { WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import WebSocket from 'ws';

/** The largest message a client may send on the live socket (a prompt is far smaller). */
export const MAX_MESSAGE_BYTES = 64 * 1024;

/** RFC 6455 §7.4.1: "a message that is too big for it to process". */
export const MESSAGE_TOO_BIG = 1009;

export const MESSAGE_TOO_BIG_REASON = `Message too large: the limit is ${MAX_MESSAGE_BYTES / 1024} KiB. Send a shorter message.`;

/**
 * ws refuses a message over `maxPayload` as soon as its frame header says how long it is (nothing
 * of it is buffered) and closes with 1009 but no reason, which leaves the person with a dropped
 * connection and no idea why. The server's sockets are of this class (ws's `WebSocket` option),
 * so that close says why; every other close keeps the reason it was given.
 */
export class SizeLimitedWebSocket extends WebSocket {
  override close(code?: number, reason?: string | Buffer) {
    super.close(
      code,
      code === MESSAGE_TOO_BIG && reason === undefined ? MESSAGE_TOO_BIG_REASON : reason,
    );
  }
}

type ServerOptions = NonNullable<WebsocketPluginOptions['options']>;

/** The ws options of the live socket's server. */
export const sizeLimitedServerOptions: ServerOptions = {
  maxPayload: MAX_MESSAGE_BYTES,
  // @fastify/websocket types this option as the whole ws module, which no subclass can match.
  WebSocket: SizeLimitedWebSocket as unknown as ServerOptions['WebSocket'],
};

/**
 * @fastify/websocket's error handler, except for an oversized message: ws has already started
 * the closing handshake (with the reason above), which the default handler's `terminate()` would
 * cut short; it is the client's mistake, not the server's, so it is logged as a warning.
 */
export function socketErrorHandler(
  this: FastifyInstance,
  error: Error,
  socket: WebSocket,
  request: FastifyRequest,
  _reply: FastifyReply,
) {
  if ((error as NodeJS.ErrnoException).code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
    request.log.warn(
      { limit: MAX_MESSAGE_BYTES },
      'closed a socket that sent an oversized message',
    );
    return;
  }
  request.log.error(error);
  socket.terminate();
}
