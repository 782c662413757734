import { autonomousStatusSchema, queueSnapshotSchema } from '@appforge/shared/contracts/builder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';

export const queueRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  app.get(
    '/api/queue',
    {
      schema: {
        tags: ['queue'],
        summary: 'Queue figures and your requests (the queue_stats event’s shape)',
        response: { 200: queueSnapshotSchema },
      },
    },
    (request) => app.engine.queueSnapshot(request.user.id),
  );

  app.get(
    '/api/autonomous/status',
    {
      schema: {
        tags: ['queue'],
        summary: 'Whether generation is set up and running here',
        response: { 200: autonomousStatusSchema },
      },
    },
    async () => ({
      // Migrations ran before the server accepted requests, and the built-in generator needs no setup.
      setupComplete: true,
      autonomousMode: app.engine.workersRunning(),
      // Generations are not counted or capped; only the number waiting at once is (MAX_PENDING_PER_USER).
      generationLimits: 'unlimited',
      secretsConfigured: config.secretsConfigured,
    }),
  );
};
