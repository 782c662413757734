import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findOwnedProject, type ProjectRow } from '../modules/builder/projects.repository';
import { HttpError } from './errors';

/**
 * The one place that decides who may touch what (ARCHITECTURE "Identity and access"): every route
 * and the socket call it before a service. A project that is not the caller's answers 404, the
 * same as one that does not exist, so ids of other people's projects reveal nothing.
 */
export interface Authorize {
  /** The project when `userId` owns it; otherwise 404. */
  projectOwner(userId: string, projectId: string): Promise<ProjectRow>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authorize: Authorize;
  }
}

export const projectNotFound = () => new HttpError(404, 'not_found', 'No such project.');

export const authorizePlugin = fp(
  async (app: FastifyInstance) => {
    const authorize: Authorize = {
      async projectOwner(userId, projectId) {
        const project = await findOwnedProject(app.db, projectId, userId);
        if (!project) throw projectNotFound();
        return project;
      },
    };
    app.decorate('authorize', authorize);
  },
  { name: 'authorize', dependencies: ['db'] },
);
