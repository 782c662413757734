import {
  createMessageBodySchema,
  generateBodySchema,
  generateResponseSchema,
  messageSchema,
} from '@appforge/shared/contracts/messages';
import { projectIdParamsSchema } from '@appforge/shared/contracts/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { QueueLimitError } from '../chat/generation-intake';
import { projectNotFound } from '../projects/projects.routes';
import { createProjectsRepository } from '../projects/projects.repository';
import { insertMessage, listMessages } from './messages.repository';

const tags = ['chat'];

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const projects = createProjectsRepository(app.db);
  const assertOwned = async (id: string, userId: string) => {
    if (!(await projects.findOwned(id, userId))) throw projectNotFound();
  };

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
      await assertOwned(request.params.id, request.user.id);
      return listMessages(app.db, request.params.id);
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
      const projectId = request.params.id;
      await assertOwned(projectId, request.user.id);
      const message = await app.engine.bus.transaction(app.db, async (tx, emit) => {
        const stored = await insertMessage(tx, { projectId, ...request.body });
        emit({ kind: 'message', projectId, messageId: stored.id, message: stored });
        return stored;
      });
      return reply.status(201).send(message);
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
      await assertOwned(request.params.id, request.user.id);
      try {
        const { promptId, position } = await app.engine.intake.submit({
          userId: request.user.id,
          projectId: request.params.id,
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
