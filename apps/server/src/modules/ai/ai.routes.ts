import { aiAgentsResponseSchema } from '@appforge/shared/contracts/ai';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { listAgents } from './ai.service';
import { analysisRoutes } from './analysis.routes';
import { generationRoutes } from './generation.routes';

export const aiRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/api/ai/agents',
    {
      schema: {
        tags: ['ai'],
        summary:
          'The built-in engines (apps, code, UI, analysis) and the configured language model',
        response: { 200: aiAgentsResponseSchema },
      },
    },
    async () => ({ agents: listAgents(config.llm) }),
  );

  await app.register(analysisRoutes);
  await app.register(generationRoutes, { config });
};
