import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '@appforge/shared/contracts/session';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/session',
    {
      schema: {
        tags: ['session'],
        summary: 'The anonymous user behind this browser’s session cookie',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => ({ user: request.user }),
  );
};
