import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Close codes in the 4000–4999 range that applications may define (RFC 6455 §7.4.2). */
export const CLOSE_CODES = {
  noSession: 4401,
  badRequest: 4400,
  unknownProject: 4404,
} as const;

const connectQuerySchema = z.object({ projectId: z.uuid() });

/**
 * The live socket at /ws?projectId=…, identified by the session cookie. Project rooms arrive with
 * the builder engine; until a project exists every projectId is unknown to its caller.
 */
export async function realtimeRoutes(app: FastifyInstance) {
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });

  app.get('/ws', { websocket: true }, (socket, request) => {
    if (!app.sessionUserId(request)) {
      socket.close(CLOSE_CODES.noSession, 'No session: open Appforge in the browser first.');
      return;
    }
    const query = connectQuerySchema.safeParse(request.query);
    if (!query.success) {
      socket.close(CLOSE_CODES.badRequest, 'Connect with ?projectId=<project id>.');
      return;
    }
    socket.close(CLOSE_CODES.unknownProject, 'Unknown project.');
  });
}
