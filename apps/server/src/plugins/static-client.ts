import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundBody } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and
 * index.html for any other page path so the client router decides (its own 404 included).
 * Unknown /api paths answer JSON.
 */
export const staticClientPlugin = fp<{ webDistDir: string }>(
  async (app: FastifyInstance, { webDistDir }) => {
    const hasClient = existsSync(join(webDistDir, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        setHeaders: (reply, path) => {
          reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'web client not built; serving the API only');
    }

    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (hasClient && isPage && !isApi && !request.url.startsWith('/ws')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send(notFoundBody(request.method, request.url));
    });
  },
  { name: 'static-client' },
);
