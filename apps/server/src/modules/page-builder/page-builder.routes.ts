import {
  buildJobParamsSchema,
  buildJobResponseSchema,
  downloadQuerySchema,
  generatePageBodySchema,
  generatePageResponseSchema,
  latestBuildJobResponseSchema,
  pageBuilderQuerySchema,
  pagesResponseSchema,
  pageTypeParamsSchema,
  validationResponseSchema,
} from '@appforge/shared/contracts/page-builder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { createBuildAllService } from './build-all.service';
import { createPageBuilderService } from './page-builder.service';

const tags = ['page-builder'];

/**
 * The Page Builder (spec 02 §2, §7): pages for the caller's project, `?projectId=` (their own,
 * else 404) or their most recently updated one.
 */
export const pageBuilderRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const pages = createPageBuilderService({ db: app.db, llm: config.llm });
  const builds = createBuildAllService({ db: app.db, pages, log: app.log });
  app.addHook('onClose', () => builds.drain());
  const projectOf = (userId: string, projectId: string | undefined) =>
    app.authorize.projectOwnerOrLatest(userId, projectId);

  app.get(
    '/api/page-builder/pages',
    {
      schema: {
        tags,
        summary: "The project's generated pages with their metadata, scores and completed jobs",
        querystring: pageBuilderQuerySchema,
        response: { 200: pagesResponseSchema },
      },
    },
    async (request) => {
      const project = await projectOf(request.user.id, request.query.projectId);
      return pages.list(request.user.id, project);
    },
  );

  app.get(
    '/api/page-builder/validate',
    {
      schema: {
        tags,
        summary: 'Validation summary: valid and invalid pages, the overall score and every issue',
        querystring: pageBuilderQuerySchema,
        response: { 200: validationResponseSchema },
      },
    },
    async (request) => {
      const project = await projectOf(request.user.id, request.query.projectId);
      return pages.validate(request.user.id, project);
    },
  );

  app.post(
    '/api/page-builder/generate/:pageType',
    {
      schema: {
        tags,
        summary: 'Write (or rewrite) one page for the project, honouring customRequirements',
        params: pageTypeParamsSchema,
        querystring: pageBuilderQuerySchema,
        body: generatePageBodySchema,
        response: { 200: generatePageResponseSchema },
      },
    },
    async (request) => {
      const project = await projectOf(request.user.id, request.query.projectId);
      const { customRequirements } = request.body;
      const page = await pages.generate(
        request.user.id,
        project,
        request.params.pageType,
        customRequirements,
      );
      return { page };
    },
  );

  app.post(
    '/api/page-builder/build-all',
    {
      schema: {
        tags,
        summary: 'Start writing all 12 pages as a job (the running one when a build is under way)',
        querystring: pageBuilderQuerySchema,
        response: { 202: buildJobResponseSchema },
      },
    },
    async (request, reply) => {
      const project = await projectOf(request.user.id, request.query.projectId);
      const { job } = await builds.start(request.user.id, project);
      return reply.status(202).send({ job });
    },
  );

  app.get(
    '/api/page-builder/jobs/latest',
    {
      schema: {
        tags,
        summary: "The project's newest Build All job, so a reloaded page can follow it",
        querystring: pageBuilderQuerySchema,
        response: { 200: latestBuildJobResponseSchema },
      },
    },
    async (request) => {
      const project = await projectOf(request.user.id, request.query.projectId);
      return { job: await builds.latest(request.user.id, project) };
    },
  );

  app.get(
    '/api/page-builder/jobs/:jobId',
    {
      schema: {
        tags,
        summary: "A Build All job's progress",
        params: buildJobParamsSchema,
        response: { 200: buildJobResponseSchema },
      },
    },
    async (request) => ({ job: await builds.job(request.user.id, request.params.jobId) }),
  );

  app.get(
    '/api/page-builder/download',
    {
      schema: {
        tags,
        summary: 'One page (?pageType=) or every generated page as a static site zip',
        querystring: downloadQuerySchema,
      },
    },
    async (request, reply) => {
      const project = await projectOf(request.user.id, request.query.projectId);
      const { fileName, zip } = await pages.download(
        request.user.id,
        project,
        request.query.pageType,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-cache')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
};
