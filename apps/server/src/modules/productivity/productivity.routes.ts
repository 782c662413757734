import {
  displayNameBodySchema,
  leaderboardResponseSchema,
  ME,
  profileResponseSchema,
  progressResponseSchema,
  sessionEndBodySchema,
  sessionEndResponseSchema,
  sessionStartBodySchema,
  sessionStartResponseSchema,
  userIdParamsSchema,
} from '@appforge/shared/contracts/productivity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import { createProductivityService } from './productivity.service';

const tags = ['productivity'];

/**
 * Only `me` may be changed: the demo user is read-only (spec 02 §6), and naming anyone else is
 * refused rather than looked up.
 */
function ownOnly(userId: string, message: string) {
  if (userId !== ME) throw new HttpError(403, 'forbidden', message);
}

/**
 * The Developer Productivity Tracker's API (spec 02 §7), inside the identified /api scope:
 * profiles and progress of `me` or the demo user, the leaderboard, the caller's coding sessions
 * and leaderboard name. Each route: validate → authorize → one service call → present.
 */
export const productivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const productivity = createProductivityService({ db: app.db });

  app.get(
    '/api/productivity/profile/:userId',
    {
      schema: {
        tags,
        summary: 'Level, metrics, stats, achievements and activity of `me` or `demo-user`',
        params: userIdParamsSchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => ({
      profile: await productivity.profile(request.user.id, request.params.userId),
    }),
  );

  app.patch(
    '/api/productivity/profile/:userId',
    {
      schema: {
        tags,
        summary: 'Choose the name the leaderboard shows for you',
        params: userIdParamsSchema,
        body: displayNameBodySchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => {
      ownOnly(request.params.userId, 'The demo profile is read-only.');
      return { profile: await productivity.rename(request.user.id, request.body.displayName) };
    },
  );

  app.get(
    '/api/productivity/progress/:userId',
    {
      schema: {
        tags,
        summary: 'Every achievement with its progress in percent',
        params: userIdParamsSchema,
        response: { 200: progressResponseSchema },
      },
    },
    async (request) => ({
      progress: await productivity.progress(request.user.id, request.params.userId),
    }),
  );

  app.get(
    '/api/productivity/leaderboard',
    {
      schema: {
        tags,
        summary:
          'Everyone with activity by experience (public ids and names only), and the demo user',
        response: { 200: leaderboardResponseSchema },
      },
    },
    async (request) => ({ leaderboard: await productivity.leaderboard(request.user.id) }),
  );

  app.post(
    '/api/productivity/session/start',
    {
      schema: {
        tags,
        summary: 'Start your coding session (409 when one is running)',
        body: sessionStartBodySchema,
        response: { 200: sessionStartResponseSchema },
      },
    },
    async (request) => {
      ownOnly(request.body.userId, 'You can only start your own coding session.');
      return productivity.startSession(request.user.id, request.body.sessionType);
    },
  );

  app.post(
    '/api/productivity/session/end',
    {
      schema: {
        tags,
        summary: 'End your coding session: its length and the experience it earned',
        body: sessionEndBodySchema,
        response: { 200: sessionEndResponseSchema },
      },
    },
    async (request) => {
      ownOnly(request.body.userId, 'You can only end your own coding session.');
      return productivity.endSession(request.user.id);
    },
  );
};
