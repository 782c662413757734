import {
  createProjectBodySchema,
  projectIdParamsSchema,
  projectSchema,
  projectVersionSchema,
  projectVersionSummarySchema,
  runtimeErrorReportSchema,
  versionParamsSchema,
} from '@appforge/shared/contracts/builder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { presentProject } from './projects.service';

const tags = ['projects'];

const versionNotFound = (n: number) =>
  new HttpError(404, 'not_found', `Version ${n} does not exist.`);

/** Projects and versions; each route: validate → authorize (owner) → service → present. */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { projects } = app.engine;

  app.get(
    '/api/projects',
    {
      schema: {
        tags,
        summary: 'Your projects, oldest first',
        response: { 200: z.array(projectSchema) },
      },
    },
    (request) => projects.list(request.user.id),
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
      reply.status(201).send(await projects.create(request.user.id, request.body)),
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
    async (request) =>
      presentProject(await app.authorize.projectOwner(request.user.id, request.params.id)),
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
      const project = await app.authorize.projectOwner(request.user.id, request.params.id);
      return projects.versions(project.id);
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
      const project = await app.authorize.projectOwner(request.user.id, request.params.id);
      const version = await projects.version(project.id, request.params.n);
      if (!version) throw versionNotFound(request.params.n);
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
      const project = await app.authorize.projectOwner(request.user.id, request.params.id);
      const restored = await projects.restore(project, request.params.n);
      if (!restored) throw versionNotFound(request.params.n);
      return restored;
    },
  );

  app.post(
    '/api/projects/:id/runtime-errors',
    {
      schema: {
        tags,
        summary: 'Report an error a phone preview threw (listed under the admins’ System Errors)',
        params: projectIdParamsSchema,
        body: runtimeErrorReportSchema,
        response: { 202: z.object({ recorded: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const project = await app.authorize.projectOwner(request.user.id, request.params.id);
      await projects.reportRuntimeError(project, request.body);
      return reply.status(202).send({ recorded: true });
    },
  );
};
