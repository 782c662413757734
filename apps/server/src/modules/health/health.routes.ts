import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@appforge/shared/contracts/errors';
import { healthResponseSchema } from '@appforge/shared/contracts/health';
import { createDatabaseProbe } from './health.service';

/**
 * Load balancers probe this constantly, so it does as little as it can: the answer is checked and
 * serialized once, the probes are not timed in the metrics, and they share one logger rather than
 * each getting a child bound to its request id (only warnings and errors would be written, and a
 * probe has none to correlate).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (
  app,
  { version },
) => {
  const isDatabaseReachable = createDatabaseProbe(app.db);
  const healthy = healthResponseSchema.parse({ status: 'ok', database: app.dbKind, version });
  const healthyJson = JSON.stringify(healthy);
  const probeLog = app.log.child({ route: '/api/health' }, { level: 'warn' });
  app.get(
    '/api/health',
    {
      childLoggerFactory: () => probeLog,
      config: { requestMetrics: false },
      // The 200 answer is the one checked above; the 503 is a literal of the error contract.
      serializerCompiler: () => (data) => (data === healthy ? healthyJson : JSON.stringify(data)),
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
      return healthy;
    },
  );
};
