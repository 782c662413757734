import {
  adminLoginBodySchema,
  adminLoginHintSchema,
  adminLoginRejectedSchema,
  adminLoginResponseSchema,
} from '@appforge/shared/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminAuthService } from './admin-auth.service';
import { bearerTokenFrom } from './admin-token';

const tags = ['admin'];

/** Sign-in, its hint and sign-out: the only admin routes that work without a session. */
export const adminAuthRoutes: FastifyPluginAsyncZod<{ auth: AdminAuthService }> = async (
  app,
  { auth },
) => {
  app.post(
    '/api/admin/login',
    {
      schema: {
        tags,
        summary: 'Sign in as an administrator; answers a bearer token',
        body: adminLoginBodySchema,
        response: {
          200: adminLoginResponseSchema,
          401: adminLoginRejectedSchema,
          429: adminLoginRejectedSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await auth.login(request.body, request.ip);
      if (outcome.ok) return outcome.response;
      const { status, retryAfterSeconds, body } = outcome.rejection;
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      return reply.status(status).send(body);
    },
  );

  app.get(
    '/api/admin/login',
    {
      schema: {
        tags,
        summary: 'What the sign-in page may say about credentials (never a password)',
        response: { 200: adminLoginHintSchema },
      },
    },
    () => auth.hint(),
  );

  app.post(
    '/api/admin/logout',
    {
      schema: {
        tags,
        summary: 'End this admin session on the server',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const admin = await app.authorize.admin(request);
      // authorize.admin has just accepted this header, so it holds a token.
      await auth.logout(admin, bearerTokenFrom(request.headers.authorization) ?? '');
      return reply.status(204).send(null);
    },
  );
};
