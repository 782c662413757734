import { analyzeBodySchema, analyzeResponseSchema } from '@appforge/shared/contracts/ai';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyze } from './analysis/analysis.service';
import { analysisRecord } from './analysis-record';
import { createHistoryService } from './history.service';

/**
 * spec 02 §2 Analysis: 'Analyze Performance' and 'Find Issues'. A file that cannot be analysed
 * is still a 200, with `success: false` and the reason.
 */
export const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const history = createHistoryService(app.db);
  app.post(
    '/api/ai/analyze',
    {
      schema: {
        tags: ['ai'],
        summary:
          'Findings in pasted code: syntax errors, lint and type problems, or performance patterns',
        body: analyzeBodySchema,
        response: { 200: analyzeResponseSchema },
      },
    },
    async (request) => {
      const result = await analyze(request.body);
      await history.record(request.user.id, analysisRecord(request.body, result));
      return result;
    },
  );
};
