import {
  generateBodySchema,
  historyQuerySchema,
  kpiStatusResponseSchema,
  latestResponseSchema,
  historyResponseSchema,
  projectQuerySchema,
  reportIdParamsSchema,
  reportResponseSchema,
  resourceUsageResponseSchema,
  runProgressResponseSchema,
  signatureDocumentSchema,
} from '@appforge/shared/contracts/truth-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { NOT_A_SESSION_HEADER } from '../builder/preview/preview.routes';
import { createTruthReportService, noProject } from './truth-report.service';

const tags = ['truth-report'];

/**
 * The Truth Report (spec 02 §2, §7): the release gates run on the latest version of the caller's
 * project (`?projectId=`, their own, else their most recently updated one), its history, the
 * KPIs and resource use, and the report's SBOM, signature and signed export.
 */
export const truthReportRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const service = createTruthReportService({
    db: app.db,
    settings: config.truthReport,
    dataDir: config.dataDir,
    llmConfigured: config.llm !== null,
    fetchPreview: async (url) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { [NOT_A_SESSION_HEADER]: '1' },
      });
      return {
        status: answer.statusCode,
        headers: Object.fromEntries(
          Object.entries(answer.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: answer.rawPayload,
      };
    },
  });
  const projectOf = (userId: string, projectId: string | undefined) =>
    app.authorize.projectOwnerOrLatest(userId, projectId);

  app.post(
    '/api/truth-report/generate',
    {
      schema: {
        tags,
        summary: "Run every gate on the project's latest version (the running report if one runs)",
        querystring: projectQuerySchema,
        body: generateBodySchema.optional(),
        response: { 200: reportResponseSchema },
      },
    },
    async (request) => {
      const project = await projectOf(request.user.id, request.query.projectId);
      if (!project) throw noProject();
      return { data: await service.generate(request.user.id, project) };
    },
  );

  app.get(
    '/api/truth-report/run',
    {
      schema: {
        tags,
        summary: "The running report's stage and progress, or null",
        querystring: projectQuerySchema,
        response: { 200: runProgressResponseSchema },
      },
    },
    async (request) => {
      const project = await projectOf(request.user.id, request.query.projectId);
      return { data: project ? service.progress(project) : null };
    },
  );

  app.get(
    '/api/truth-report/latest',
    {
      schema: {
        tags,
        summary: "The project's newest report, or null",
        querystring: projectQuerySchema,
        response: { 200: latestResponseSchema },
      },
    },
    async (request) => ({
      data: await service.latest(await projectOf(request.user.id, request.query.projectId)),
    }),
  );

  app.get(
    '/api/truth-report/history',
    {
      schema: {
        tags,
        summary: "The project's reports, newest first",
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema },
      },
    },
    async (request) => {
      const project = await projectOf(request.user.id, request.query.projectId);
      return { data: await service.history(project, request.query.limit) };
    },
  );

  app.get(
    '/api/truth-report/kpi-status',
    {
      schema: {
        tags,
        summary: 'The KPIs of spec 02 §9 over your last 30 days, each against its target',
        response: { 200: kpiStatusResponseSchema },
      },
    },
    async (request) => ({ data: { kpiStatus: await service.kpis(request.user.id) } }),
  );

  app.get(
    '/api/truth-report/resource-usage',
    {
      schema: {
        tags,
        summary: 'Measured use this month against the quotas; null where nothing measures it',
        response: { 200: resourceUsageResponseSchema },
      },
    },
    async (request) => ({ data: await service.resourceUsage(request.user.id) }),
  );

  app.get(
    '/api/truth-report/:id/sbom',
    {
      schema: {
        tags,
        summary: "The CycloneDX SBOM of the report's app",
        params: reportIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { row } = await service.download(request.user.id, request.params.id);
      return reply
        .header('content-type', 'application/vnd.cyclonedx+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="sbom-${row.report.buildId}.cdx.json"`)
        .send(JSON.stringify(row.sbom, null, 2));
    },
  );

  app.get(
    '/api/truth-report/:id/signature',
    {
      schema: {
        tags,
        summary: 'The ed25519 signature of the export zip the report ran on',
        params: reportIdParamsSchema,
        response: { 200: signatureDocumentSchema },
      },
    },
    async (request, reply) => {
      const { row, signature } = await service.download(request.user.id, request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="${row.report.buildId}.sig.json"`)
        .send(signature);
    },
  );

  app.get(
    '/api/truth-report/:id/artifact',
    { schema: { tags, summary: 'The signed export zip', params: reportIdParamsSchema } },
    async (request, reply) => {
      const { row } = await service.download(request.user.id, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${row.report.buildId}.zip"`)
        .header('cache-control', 'private, no-cache')
        .send(Buffer.from(row.artifact));
    },
  );
};
