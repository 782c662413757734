import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { adminRoutes } from './modules/admin/admin.routes';
import { aiRoutes } from './modules/ai/ai.routes';
import { historyRoutes } from './modules/ai/history.routes';
import { chatRoutes } from './modules/builder/chat.routes';
import { exportRoutes } from './modules/builder/export/export.routes';
import type { Generator } from './modules/builder/generation/generation-runner';
import { previewRoutes } from './modules/builder/preview/preview.routes';
import { modelEditsRoutes } from './modules/builder/model-edits.routes';
import { projectsRoutes } from './modules/builder/projects.routes';
import { queueRoutes } from './modules/builder/queue.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mediaRequestsPlugin } from './modules/media/media-request-counter';
import { mediaRoutes } from './modules/media/media.routes';
import { processingRoutes } from './modules/media/processing.routes';
import { uploadRoutes } from './modules/media/upload.routes';
import { pageBuilderRoutes } from './modules/page-builder/page-builder.routes';
import { productivityRoutes } from './modules/productivity/productivity.routes';
import { truthReportRoutes } from './modules/truth-report/truth-report.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { web3RpcRoutes } from './modules/web3/web3-rpc.routes';
import { web3Routes } from './modules/web3/web3.routes';
import { AccessLog } from './plugins/access-log';
import { authorizePlugin } from './plugins/authorize';
import { dbPlugin } from './plugins/db';
import { enginePlugin } from './plugins/engine';
import { errorsPlugin } from './plugins/errors';
import { mediaStoragePlugin } from './plugins/media-storage';
import { metricsPlugin } from './plugins/metrics';
import { web3ChainsPlugin } from './plugins/web3-chains';
import { openApiPlugin } from './plugins/openapi';
import { refuseCrossOriginChanges } from './plugins/same-origin';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { staticClientPlugin } from './plugins/static-client';
import { textInputPlugin } from './plugins/text-input';
import { realtimeRoutes } from './realtime/realtime.routes';

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;
/** How long one plugin may take to start before the server gives up. */
const PLUGIN_START_TIMEOUT_MS = 120_000;

/** Behind a load balancer a caller's request id is kept, so one id follows a request end to end. */
function requestIdFrom(header: string | string[] | undefined) {
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

export interface BuildOptions {
  /** Replaces the built-in code generator (tests slow it down or make it fail). */
  generator?: Generator;
  /** Sees every route as it is added, so the security tests cover each one the app serves. */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new AccessLog(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    // Opening and migrating the database is the slow plugin; on a busy machine it can take well
    // over Fastify's 10 s default, which would end a start-up that is only slow, not stuck.
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await app.register(securityPlugin, { config });
  await app.register(dbPlugin, { config });
  await app.register(metricsPlugin, { config });
  await app.register(mediaStoragePlugin, { config });
  await app.register(mediaRequestsPlugin);
  await app.register(web3ChainsPlugin, { config });
  await app.register(authorizePlugin);
  await app.register(openApiPlugin, { config });
  await app.register(enginePlugin, { config, generator: options.generator });

  await app.register(healthRoutes, { version: config.version });
  // The live preview needs no cookie (its random token is the key), so it sits outside the session;
  // with no cookie to ride on, a request from another origin (the QR code's phone) is harmless.
  await app.register(previewRoutes);
  // Cookies, sockets and rate limits are encapsulated in the scopes that use them, so health
  // probes and static files pay for none of their hooks.
  await app.register(async (sessionScope) => {
    await sessionScope.register(sessionPlugin, { config });
    // Everything else under /api: rate limited, and every caller identified by the session cookie.
    await sessionScope.register(async (api) => {
      api.addHook('onRequest', api.rateLimit());
      api.addHook('onRequest', refuseCrossOriginChanges(config.allowedOrigins));
      api.addHook('onRequest', api.identify);
      await api.register(sessionRoutes);
      await api.register(projectsRoutes);
      await api.register(modelEditsRoutes);
      await api.register(exportRoutes);
      await api.register(chatRoutes);
      await api.register(queueRoutes, { config });
      await api.register(aiRoutes, { config });
      await api.register(historyRoutes);
      await api.register(pageBuilderRoutes, { config });
      await api.register(uploadRoutes, { config });
      await api.register(mediaRoutes);
      await api.register(web3Routes, { config });
      await api.register(productivityRoutes);
      await api.register(truthReportRoutes, { config });
      await api.register(processingRoutes, { config });
    });
    // Rate limited too, but never identified: an admin call must not create an anonymous user.
    await sessionScope.register(async (adminApi) => {
      adminApi.addHook('onRequest', adminApi.rateLimit());
      adminApi.addHook('onRequest', refuseCrossOriginChanges(config.allowedOrigins));
      await adminApi.register(adminRoutes, { config });
    });
    // The same for a browser wallet's JSON-RPC calls, which carry no cookie. Not limited to this
    // origin: a wallet calls from its own (an extension, an app), and without a cookie a request
    // from another page can do nothing its sender could not do directly.
    await sessionScope.register(async (walletRpc) => {
      walletRpc.addHook('onRequest', walletRpc.rateLimit());
      await walletRpc.register(web3RpcRoutes);
    });
    await sessionScope.register(realtimeRoutes, { config });
  });

  await app.register(staticClientPlugin, { webDistDir: config.webDistDir });
  return app;
}
