import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  findLiveSessionAdmin,
  type AdminPrincipal,
} from '../modules/admin/admin-sessions.repository';
import { bearerTokenFrom, hashSessionToken } from '../modules/admin/admin-token';
import { findOwnedFile, type MediaFileRow } from '../modules/media/media-files.repository';
import {
  findLatestOwnedProject,
  findOwnedProject,
  type ProjectRow,
} from '../modules/builder/projects.repository';
import { HttpError } from './errors';

/**
 * The one place that decides who may touch what (ARCHITECTURE "Identity and access"): every route
 * and the socket call it before a service. A project or media file that is not the caller's answers
 * 404, the same as one that does not exist, so ids of other people's things reveal nothing.
 */
export interface Authorize {
  /** The project when `userId` owns it; otherwise 404. */
  projectOwner(userId: string, projectId: string): Promise<ProjectRow>;
  /**
   * `projectId` when `userId` owns it (otherwise 404); without an id, their most recently updated
   * project, or null when they have none.
   */
  projectOwnerOrLatest(userId: string, projectId: string | undefined): Promise<ProjectRow | null>;
  /** The Media Center file when `userId` owns it; otherwise 404. */
  mediaFile(userId: string, fileId: string): Promise<MediaFileRow>;
  /** The admin of the request's live `Authorization: Bearer` session; otherwise 401. */
  admin(request: FastifyRequest): Promise<AdminPrincipal>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authorize: Authorize;
  }
}

export const projectNotFound = () => new HttpError(404, 'not_found', 'No such project.');
export const mediaFileNotFound = () => new HttpError(404, 'not_found', 'No such file.');

const adminUnauthorized = (message: string) => new HttpError(401, 'unauthorized', message);

export const authorizePlugin = fp(
  async (app: FastifyInstance) => {
    const authorize: Authorize = {
      async projectOwner(userId, projectId) {
        const project = await findOwnedProject(app.db, projectId, userId);
        if (!project) throw projectNotFound();
        return project;
      },
      async projectOwnerOrLatest(userId, projectId) {
        if (projectId !== undefined) return authorize.projectOwner(userId, projectId);
        return (await findLatestOwnedProject(app.db, userId)) ?? null;
      },
      async mediaFile(userId, fileId) {
        const file = await findOwnedFile(app.db, userId, fileId);
        if (!file) throw mediaFileNotFound();
        return file;
      },
      async admin(request) {
        const token = bearerTokenFrom(request.headers.authorization);
        if (!token) throw adminUnauthorized('Sign in as an administrator first.');
        const admin = await findLiveSessionAdmin(app.db, hashSessionToken(token));
        if (!admin) throw adminUnauthorized('Your admin session has ended; sign in again.');
        return admin;
      },
    };
    app.decorate('authorize', authorize);
  },
  { name: 'authorize', dependencies: ['db'] },
);
