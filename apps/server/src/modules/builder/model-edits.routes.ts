import { projectIdParamsSchema } from '@appforge/shared/contracts/builder';
import { modelEditResultSchema, modelEditSchema } from '@appforge/shared/contracts/data-model';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The Data model view: one edit of the app's record types, fields, links or values per request. */
export const modelEditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/projects/:id/model-edits',
    {
      schema: {
        tags: ['projects'],
        summary: 'Change the data model (rename, retype, add or remove) as a new version',
        params: projectIdParamsSchema,
        body: modelEditSchema,
        response: { 200: modelEditResultSchema },
      },
    },
    async (request) => {
      const project = await app.authorize.projectOwner(request.user.id, request.params.id);
      return app.engine.modelEdits.apply(project, request.body);
    },
  );
};
