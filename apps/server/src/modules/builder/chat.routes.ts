import {
  createMessageBodySchema,
  generateBodySchema,
  generateResponseSchema,
  messageSchema,
} from '@appforge/shared/contracts/builder';
import { projectIdParamsSchema } from '@appforge/shared/contracts/builder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { QueueLimitError } from './chat.service';

const tags = ['chat'];

/** The chat over REST; each route: validate → authorize (owner) → chat service → present. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat } = app.engine;

  app.get(
    '/api/projects/:id/messages',
    {
      schema: {
        tags,
        summary: 'The project’s chat, oldest first',
        params: projectIdParamsSchema,
        response: { 200: z.array(messageSchema) },
      },
    },
    async (request) => {
      const project = await app.authorize.projectOwner(request.user.id, request.params.id);
      return chat.messages(project.id);
    },
  );

  app.post(
    '/api/projects/:id/messages',
    {
      schema: {
        tags,
        summary: 'Store a chat message without generating',
        params: projectIdParamsSchema,
        body: createMessageBodySchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const project = await app.authorize.projectOwner(request.user.id, request.params.id);
      return reply.status(201).send(await chat.post(project.id, request.body));
    },
  );

  app.post(
    '/api/projects/:id/generate',
    {
      schema: {
        tags,
        summary: 'Queue a generation, exactly as a chat message on the live socket does',
        params: projectIdParamsSchema,
        body: generateBodySchema,
        response: { 202: generateResponseSchema },
      },
    },
    async (request, reply) => {
      const project = await app.authorize.projectOwner(request.user.id, request.params.id);
      try {
        const { promptId, position } = await chat.submitPrompt({
          userId: request.user.id,
          projectId: project.id,
          content: request.body.prompt,
          priority: request.body.priority,
          metadata: {
            timestamp: new Date().toISOString(),
            userAgent: request.headers['user-agent']?.slice(0, 512),
          },
        });
        return reply.status(202).send({ promptId, position });
      } catch (error) {
        if (error instanceof QueueLimitError) throw new HttpError(429, error.code, error.message);
        throw error;
      }
    },
  );
};
