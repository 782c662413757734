import {
  generateCodeBodySchema,
  generateCodeResponseSchema,
  generateUiBodySchema,
  generateUiResponseSchema,
} from '@appforge/shared/contracts/ai';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { createGenerationService } from './generation.service';
import { createHistoryService } from './history.service';

const tags = ['ai'];

/**
 * spec 02 §7 POST /api/ai/generate-code and /generate-ui. A request no engine can answer is still
 * a 200 with `success: false` and the reason (the dashboard's history shows it as a failure).
 */
export const generationRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const generation = createGenerationService({
    llm: config.llm,
    history: createHistoryService(app.db),
  });

  app.post(
    '/api/ai/generate-code',
    {
      schema: {
        tags,
        summary: 'Code for a request, in one of six languages, checked by its parser',
        body: generateCodeBodySchema,
        response: { 200: generateCodeResponseSchema },
      },
    },
    (request) => generation.generateCode(request.user.id, request.body),
  );

  app.post(
    '/api/ai/generate-ui',
    {
      schema: {
        tags,
        summary: 'A React, SwiftUI or Jetpack Compose component in the given theme',
        body: generateUiBodySchema,
        response: { 200: generateUiResponseSchema },
      },
    },
    (request) => generation.generateUi(request.user.id, request.body),
  );
};
