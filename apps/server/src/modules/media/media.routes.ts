import {
  mediaIdParamsSchema,
  mediaListResponseSchema,
  mediaServeQuerySchema,
  mediaStatsSchema,
} from '@appforge/shared/contracts/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMediaService } from './media.service';
import { sendMedia } from './media-serving';

const tags = ['media'];

/**
 * The Media Center's gallery (spec 02 §2, §5): the caller's files, each served with its stored
 * type, its thumbnail, deleting, and the stats cards' figures. Anyone else's file answers 404.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = createMediaService({
    db: app.db,
    storage: app.mediaStorage,
    requests: app.mediaRequests,
  });

  app.get(
    '/api/media',
    {
      schema: {
        tags,
        summary: "The caller's files, newest first",
        response: { 200: mediaListResponseSchema },
      },
    },
    async (request) => ({ files: await media.list(request.user.id) }),
  );

  app.get(
    '/api/media/stats',
    {
      schema: {
        tags,
        summary: 'Counts by kind, storage, bandwidth saved, processing time, requests served',
        response: { 200: mediaStatsSchema },
      },
    },
    async (request) => media.stats(request.user.id),
  );

  app.get(
    '/api/media/:id',
    {
      schema: {
        tags,
        summary: 'The file as uploaded, with its own type (?download=1: as an attachment)',
        params: mediaIdParamsSchema,
        querystring: mediaServeQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await app.authorize.mediaFile(request.user.id, request.params.id);
      return sendMedia(reply, await media.original(file), request.query.download === '1');
    },
  );

  app.get(
    '/api/media/:id/thumbnail',
    {
      schema: {
        tags,
        summary: "The file's WebP thumbnail",
        params: mediaIdParamsSchema,
        querystring: mediaServeQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await app.authorize.mediaFile(request.user.id, request.params.id);
      return sendMedia(reply, await media.thumbnail(file), request.query.download === '1');
    },
  );

  app.delete(
    '/api/media/:id',
    {
      schema: {
        tags,
        summary: 'Delete the file, its thumbnail and every processed copy',
        params: mediaIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await app.authorize.mediaFile(request.user.id, request.params.id);
      await media.remove(file);
      return reply.status(204).send();
    },
  );
};
