import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@appforge/shared/contracts/errors';
import { healthResponseSchema } from '@appforge/shared/contracts/health';
import { createDatabaseProbe } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (
  app,
  { version },
) => {
  const isDatabaseReachable = createDatabaseProbe(app.db);
  app.get(
    '/api/health',
    {
      // Probed constantly by load balancers: not worth an access-log line each.
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      if (!(await isDatabaseReachable())) {
        return reply
          .status(503)
          .send({ error: 'database_unavailable', message: 'The database is not reachable.' });
      }
      return { status: 'ok' as const, database: app.dbKind, version };
    },
  );
};
