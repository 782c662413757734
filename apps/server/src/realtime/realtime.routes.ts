import websocket from '@fastify/websocket';
import {
  clientEventSchema,
  type ServerEvent,
  type SocketErrorCode,
} from '@appforge/shared/realtime-events';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { RawData } from 'ws';
import { z } from 'zod';
import { QueueLimitError } from '../modules/builder/chat.service';
import { HttpError } from '../plugins/errors';
import { findInvalidText, invalidTextMessage } from '../plugins/text-input';
import { refuseCrossOriginUpgrades } from '../plugins/same-origin';
import { createPromptRateLimiter } from './prompt-rate-limiter';
import { sizeLimitedServerOptions, socketErrorHandler } from './socket-size-limit';

/** Close codes in the 4000–4999 range that applications may define (RFC 6455 §7.4.2). */
export const CLOSE_CODES = {
  noSession: 4401,
  badRequest: 4400,
  unknownProject: 4404,
} as const;

const connectQuerySchema = z.object({ projectId: z.uuid() });

function parseJson(raw: RawData): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw.toString()) };
  } catch {
    return { ok: false };
  }
}

/**
 * The live socket at /ws?projectId=…: the session cookie says who, the project must be theirs.
 * A browser page of another origin is refused before the upgrade (the cookie would go with it).
 */
export async function realtimeRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  await app.register(websocket, {
    options: sizeLimitedServerOptions,
    errorHandler: socketErrorHandler,
  });
  const rateLimiter = createPromptRateLimiter();
  const onRequest = refuseCrossOriginUpgrades(config.allowedOrigins);

  app.get('/ws', { websocket: true, onRequest }, async (socket, request) => {
    const userId = app.sessionUserId(request);
    if (!userId) {
      socket.close(CLOSE_CODES.noSession, 'No session: open Appforge in the browser first.');
      return;
    }
    const query = connectQuerySchema.safeParse(request.query);
    if (!query.success) {
      socket.close(CLOSE_CODES.badRequest, 'Connect with ?projectId=<project id>.');
      return;
    }
    const { projectId } = query.data;
    // Messages that arrive while ownership is checked wait for it rather than being dropped.
    const early: RawData[] = [];
    const buffer = (raw: RawData) => early.push(raw);
    socket.on('message', buffer);
    try {
      await app.authorize.projectOwner(userId, projectId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      socket.close(CLOSE_CODES.unknownProject, 'Unknown project.');
      return;
    }
    const send = app.engine.hub.attach(socket, userId, projectId);
    const fail = (code: SocketErrorCode, message: string, target: string | null = projectId) =>
      send({ type: 'error', projectId: target, data: { code, message } } satisfies ServerEvent);

    const handle = async (raw: RawData) => {
      const parsed = parseJson(raw);
      if (!parsed.ok) return fail('invalid_json', 'The message is not valid JSON.');
      const type = (parsed.value as { type?: unknown } | null)?.type;
      if (type !== 'chat_message')
        return fail('unknown_type', `Unknown message type: ${String(type)}.`);
      const event = clientEventSchema.safeParse(parsed.value);
      if (!event.success) {
        const issue = event.error.issues[0];
        const where = issue?.path.join('.') ?? '';
        return fail(
          'validation_failed',
          `The message is invalid. ${where ? `${where}: ` : ''}${issue?.message ?? ''}`.trim(),
        );
      }
      const invalidText = findInvalidText(event.data.data, 'data');
      if (invalidText)
        return fail(
          'validation_failed',
          `The message is invalid. ${invalidTextMessage(invalidText)}`,
        );
      if (event.data.projectId !== projectId) {
        return fail(
          'wrong_project',
          'This socket belongs to another project; reconnect with its projectId.',
        );
      }
      if (!rateLimiter.allow(userId)) {
        return fail(
          'rate_limited',
          'Too many prompts: at most 30 a minute. Wait a moment and send again.',
        );
      }
      const { content, priority, metadata } = event.data.data;
      try {
        await app.engine.chat.submitPrompt({ userId, projectId, content, priority, metadata });
      } catch (error) {
        if (error instanceof QueueLimitError) return fail(error.code, error.message);
        request.log.error({ err: error }, 'chat message failed');
        return fail('internal', 'The message could not be queued. Please try again.');
      }
    };

    // One message at a time per socket, in arrival order.
    let queue: Promise<unknown> = Promise.resolve();
    const enqueue = (raw: RawData) => {
      queue = queue.then(() => handle(raw));
    };
    socket.off('message', buffer);
    socket.on('message', enqueue);
    early.forEach(enqueue);
  });
}
