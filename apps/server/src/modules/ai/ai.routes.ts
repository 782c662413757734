import { aiAgentsResponseSchema } from '@appforge/shared/contracts/ai';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { listAgents } from './ai.service';

export const aiRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/api/ai/agents',
    {
      schema: {
        tags: ['ai'],
        summary:
          'Who turns prompts into apps: the built-in generator and the configured language model',
        response: { 200: aiAgentsResponseSchema },
      },
    },
    async () => ({ agents: listAgents(config.llm) }),
  );
};
