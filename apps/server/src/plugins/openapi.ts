import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';

/** OpenAPI generated from the routes' zod schemas; browsable at /api/docs. */
export const openApiPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Appforge API',
          description: 'Projects, chat-driven code generation and the platform areas of Appforge.',
          version: config.version,
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
