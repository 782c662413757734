import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { AppConfig } from '../config';

const RATE_LIMIT_WINDOW = '1 minute';

/**
 * JSON answers are never rendered as documents, so they get the compact set OWASP recommends for
 * REST APIs instead of a page's full policy (a kilobyte of headers on every call).
 */
const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-site',
};

function isJsonApi(url: string) {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Security headers for every response. The CSP is what the built SPA needs: its own scripts only;
 * inline styles because Radix positions popovers with style attributes; sockets to this host.
 * The middleware is built once here: @fastify/helmet rebuilds it (and re-parses the CSP) on every
 * request, which cost a third of /api/health's throughput in bench:http.
 */
export const securityPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    const applySecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          frameSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Lets the sandboxed preview frames load their bundles from this origin.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (isJsonApi(request.url)) {
        reply.headers(API_SECURITY_HEADERS);
        done();
      } else {
        applySecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
          done(error instanceof Error ? error : undefined),
        );
      }
    });
    // Registered without `global`: scopes opt in with `app.addHook('onRequest', app.rateLimit())`.
    await app.register(rateLimit, {
      global: false,
      max: config.rateLimitMax,
      timeWindow: RATE_LIMIT_WINDOW,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'rate_limited',
        message: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s.`,
      }),
    });
  },
  { name: 'security' },
);
