import {
  batchBodySchema,
  batchParamsSchema,
  latestMediaJobQuerySchema,
  latestMediaJobResponseSchema,
  mediaFileResponseSchema,
  mediaIdParamsSchema,
  mediaJobParamsSchema,
  mediaJobResponseSchema,
  mediaServeQuerySchema,
  optimizeBodySchema,
  variantParamsSchema,
  watermarkBodySchema,
} from '@appforge/shared/contracts/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { createMediaJobsService } from './media-jobs.service';
import { sendMedia, sendStored } from './media-serving';
import { createProcessingService } from './processing.service';

const tags = ['media'];

/**
 * The Media Center's processing (spec 02 §2 "Processing"): Auto-Optimize, Generate Thumbnails and
 * Apply Watermark on one of the caller's files, the processed copies, and the batch tools as jobs.
 */
export const processingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const processing = createProcessingService({
    db: app.db,
    storage: app.mediaStorage,
    requests: app.mediaRequests,
  });
  const jobs = createMediaJobsService({
    db: app.db,
    storage: app.mediaStorage,
    processing,
    tmpDir: config.media.tmpDir,
    log: app.log,
  });
  app.addHook('onClose', () => jobs.drain());
  // The bodies here are optional (formats default to WebP; only a watermark needs text): a POST
  // without one is validated as an empty object.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });

  app.post(
    '/api/media/:id/optimize',
    {
      schema: {
        tags,
        summary: 'Auto-Optimize: a WebP and/or AVIF copy of an image, the original kept',
        params: mediaIdParamsSchema,
        body: optimizeBodySchema,
        response: { 200: mediaFileResponseSchema },
      },
    },
    async (request) => {
      const file = await app.authorize.mediaFile(request.user.id, request.params.id);
      return { file: await processing.optimize(file, request.body.formats) };
    },
  );

  app.post(
    '/api/media/:id/thumbnail',
    {
      schema: {
        tags,
        summary: "Generate Thumbnails for one file (a video's first frame with ffmpeg)",
        params: mediaIdParamsSchema,
        response: { 200: mediaFileResponseSchema },
      },
    },
    async (request) => {
      const file = await app.authorize.mediaFile(request.user.id, request.params.id);
      return { file: await processing.thumbnail(file) };
    },
  );

  app.post(
    '/api/media/:id/watermark',
    {
      schema: {
        tags,
        summary: 'Apply Watermark: a copy of an image with the text at its bottom-right',
        params: mediaIdParamsSchema,
        body: watermarkBodySchema,
        response: { 200: mediaFileResponseSchema },
      },
    },
    async (request) => {
      const file = await app.authorize.mediaFile(request.user.id, request.params.id);
      return { file: await processing.watermark(file, request.body.text) };
    },
  );

  app.get(
    '/api/media/:id/variants/:variant',
    {
      schema: {
        tags,
        summary:
          'A processed copy (webp, avif or watermarked), served like the original (?download=1)',
        params: variantParamsSchema,
        querystring: mediaServeQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await app.authorize.mediaFile(request.user.id, request.params.id);
      const served = await processing.variant(file, request.params.variant);
      return sendMedia(reply, served, request.query.download === '1');
    },
  );

  app.post(
    '/api/media/batch/:kind',
    {
      schema: {
        tags,
        summary: 'Start a batch tool as a job (the running one when it is already under way)',
        params: batchParamsSchema,
        body: batchBodySchema,
        response: { 202: mediaJobResponseSchema },
      },
    },
    async (request, reply) => {
      const { job } = await jobs.start(request.user.id, request.params.kind, request.body.text);
      return reply.status(202).send({ job });
    },
  );

  app.get(
    '/api/media/jobs/latest',
    {
      schema: {
        tags,
        summary: "The caller's newest job of one batch tool (?kind=), or null",
        querystring: latestMediaJobQuerySchema,
        response: { 200: latestMediaJobResponseSchema },
      },
    },
    async (request) => ({ job: await jobs.latest(request.user.id, request.query.kind) }),
  );

  app.get(
    '/api/media/jobs/:jobId',
    {
      schema: {
        tags,
        summary: "A batch job's progress, with the files it skipped and why",
        params: mediaJobParamsSchema,
        response: { 200: mediaJobResponseSchema },
      },
    },
    async (request) => ({ job: await jobs.job(request.user.id, request.params.jobId) }),
  );

  app.get(
    '/api/media/jobs/:jobId/archive',
    {
      schema: {
        tags,
        summary: 'The zip of every original an Export Archive job made',
        params: mediaJobParamsSchema,
      },
    },
    async (request, reply) => {
      const { object, fileName } = await jobs.archive(request.user.id, request.params.jobId);
      return sendStored(reply, object, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${fileName}"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-cache',
      });
    },
  );
};
