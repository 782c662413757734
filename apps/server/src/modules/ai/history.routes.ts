import { aiHistoryResponseSchema } from '@appforge/shared/contracts/ai';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createHistoryService } from './history.service';

const tags = ['ai'];

/** The AI dashboard's History tab: the caller's own past requests, and Clear Chat History. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const history = createHistoryService(app.db);

  app.get(
    '/api/ai/history',
    {
      schema: {
        tags,
        summary: "The caller's past code, UI and analysis requests, newest first",
        response: { 200: aiHistoryResponseSchema },
      },
    },
    async (request) => ({ history: await history.list(request.user.id) }),
  );

  app.delete(
    '/api/ai/history',
    {
      schema: {
        tags,
        summary: "Clear Chat History: removes the caller's entries",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await history.clear(request.user.id);
      return reply.status(204).send(null);
    },
  );
};
