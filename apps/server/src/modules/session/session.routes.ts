import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sessionResponseSchema,
  startedSessionResponseSchema,
} from '@appforge/shared/contracts/session';

const tags = ['session'];

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/session',
    {
      schema: {
        tags,
        summary:
          'The anonymous user behind this browser’s session cookie, or null before its first write',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => ({ user: request.isGuest ? null : request.user }),
  );

  // Being a write, the session plugin has created the user (and its cookie) before this runs.
  app.post(
    '/api/session',
    {
      schema: {
        tags,
        summary: 'The browser’s anonymous user, created with its session cookie when it has none',
        response: { 200: startedSessionResponseSchema },
      },
    },
    async (request) => ({ user: request.user }),
  );
};
