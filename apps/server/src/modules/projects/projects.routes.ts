import {
  createProjectBodySchema,
  projectIdParamsSchema,
  projectSchema,
  projectVersionSchema,
  projectVersionSummarySchema,
  versionParamsSchema,
} from '@appforge/shared/contracts/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { createProjectsRepository, toProject } from './projects.repository';
import { createVersionsRepository } from './versions.repository';

const tags = ['projects'];

export const projectNotFound = () => new HttpError(404, 'not_found', 'No such project.');

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const projects = createProjectsRepository(app.db);
  const versions = createVersionsRepository(app.db);

  const ownedProject = async (id: string, userId: string) => {
    const row = await projects.findOwned(id, userId);
    if (!row) throw projectNotFound();
    return row;
  };

  app.get(
    '/api/projects',
    {
      schema: {
        tags,
        summary: 'Your projects, oldest first',
        response: { 200: z.array(projectSchema) },
      },
    },
    async (request) => (await projects.listByOwner(request.user.id)).map(toProject),
  );

  app.post(
    '/api/projects',
    {
      schema: {
        tags,
        summary: 'Create a project',
        body: createProjectBodySchema,
        response: { 201: projectSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(toProject(await projects.create(request.user.id, request.body))),
  );

  app.get(
    '/api/projects/:id',
    {
      schema: {
        tags,
        summary: 'One project',
        params: projectIdParamsSchema,
        response: { 200: projectSchema },
      },
    },
    async (request) => toProject(await ownedProject(request.params.id, request.user.id)),
  );

  app.get(
    '/api/projects/:id/versions',
    {
      schema: {
        tags,
        summary: 'Every generated version, newest first',
        params: projectIdParamsSchema,
        response: { 200: z.array(projectVersionSummarySchema) },
      },
    },
    async (request) => {
      await ownedProject(request.params.id, request.user.id);
      return versions.list(request.params.id);
    },
  );

  app.get(
    '/api/projects/:id/versions/:n',
    {
      schema: {
        tags,
        summary: 'One version with its code',
        params: versionParamsSchema,
        response: { 200: projectVersionSchema },
      },
    },
    async (request) => {
      await ownedProject(request.params.id, request.user.id);
      const version = await versions.find(request.params.id, request.params.n);
      if (!version)
        throw new HttpError(404, 'not_found', `Version ${request.params.n} does not exist.`);
      return version;
    },
  );

  app.post(
    '/api/projects/:id/versions/:n/restore',
    {
      schema: {
        tags,
        summary: 'Make an old version current again, as a new version',
        params: versionParamsSchema,
        response: { 200: projectSchema },
      },
    },
    async (request) => {
      await ownedProject(request.params.id, request.user.id);
      const restored = await versions.restore(app.engine.bus, request.params.id, request.params.n);
      if (!restored)
        throw new HttpError(404, 'not_found', `Version ${request.params.n} does not exist.`);
      return toProject(restored);
    },
  );
};
