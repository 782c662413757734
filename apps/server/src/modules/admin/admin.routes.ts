import {
  adminAnalyticsSchema,
  adminIdParamsSchema,
  adminOverviewSchema,
  analyticsQuerySchema,
  assignTicketBodySchema,
  subscriptionSchema,
  systemErrorSchema,
  ticketSchema,
} from '@appforge/shared/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { createAdminActionsService } from './admin-actions.service';
import { createAdminAuthService } from './admin-auth.service';
import { adminAuthRoutes } from './admin-auth.routes';
import { bootstrapAdmin } from './admin-bootstrap.service';
import { createAdminDashboardService } from './admin-dashboard.service';

const tags = ['admin'];
const params = adminIdParamsSchema;

/**
 * The admin area (spec 02 "Admin dashboard"). Every route but sign-in starts with
 * `app.authorize.admin`, which answers 401 without a live bearer session.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  await bootstrapAdmin(app.db, config.admin, app.log);
  await app.register(adminAuthRoutes, { auth: createAdminAuthService(app.db, config.admin) });
  const dashboard = createAdminDashboardService(app.db);
  const actions = createAdminActionsService(app.db);

  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags,
        summary: 'Summary figures, platform counts and recent admin activity',
        response: { 200: adminOverviewSchema },
      },
    },
    async (request) => {
      await app.authorize.admin(request);
      return dashboard.overview();
    },
  );

  app.get(
    '/api/admin/subscriptions',
    { schema: { tags, summary: 'Subscriptions', response: { 200: z.array(subscriptionSchema) } } },
    async (request) => {
      await app.authorize.admin(request);
      return dashboard.subscriptions();
    },
  );

  app.get(
    '/api/admin/tickets',
    {
      schema: {
        tags,
        summary: 'Support tickets, newest first',
        response: { 200: z.array(ticketSchema) },
      },
    },
    async (request) => {
      await app.authorize.admin(request);
      return dashboard.tickets();
    },
  );

  app.get(
    '/api/admin/errors',
    {
      schema: {
        tags,
        summary: 'Captured platform errors grouped by type and message, last seen first',
        response: { 200: z.array(systemErrorSchema) },
      },
    },
    async (request) => {
      await app.authorize.admin(request);
      return dashboard.systemErrors();
    },
  );

  app.get(
    '/api/admin/analytics',
    {
      schema: {
        tags,
        summary: 'New users, projects and generations per UTC day, oldest first',
        querystring: analyticsQuerySchema,
        response: { 200: adminAnalyticsSchema },
      },
    },
    async (request) => {
      await app.authorize.admin(request);
      return dashboard.analytics(request.query.days);
    },
  );

  const subscriptionAction = (path: string, summary: string, run: typeof actions.block) =>
    app.post(
      `/api/admin/subscriptions/:id/${path}`,
      { schema: { tags, summary, params, response: { 200: subscriptionSchema } } },
      async (request) => run(await app.authorize.admin(request), request.params.id),
    );
  subscriptionAction('remind', 'Send a payment reminder (past_due only)', actions.remind);
  subscriptionAction('block', 'Block a past_due subscription', actions.block);
  subscriptionAction('unblock', 'Reactivate a blocked subscription', actions.unblock);

  app.post(
    '/api/admin/tickets/:id/assign',
    {
      schema: {
        tags,
        summary: 'Assign an open ticket (to the signed-in admin unless named)',
        params,
        body: assignTicketBodySchema.nullish(),
        response: { 200: ticketSchema },
      },
    },
    async (request) =>
      actions.assignTicket(
        await app.authorize.admin(request),
        request.params.id,
        request.body?.assignee,
      ),
  );

  const errorAction = (path: string, summary: string, run: typeof actions.resolveError) =>
    app.post(
      `/api/admin/errors/:id/${path}`,
      { schema: { tags, summary, params, response: { 200: systemErrorSchema } } },
      async (request) => run(await app.authorize.admin(request), request.params.id),
    );
  errorAction('investigate', 'Start investigating a new error', actions.investigateError);
  errorAction('resolve', 'Mark an error under investigation as resolved', actions.resolveError);
};
