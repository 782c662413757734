import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@appforge/shared/contracts/session';
import type { AppConfig } from '../config';
import { createSessionService, guestUser } from '../modules/session/session.service';
import { startUserRetention } from '../modules/session/user-retention';

export const SESSION_COOKIE = 'appforge_session';
/** Browsers cap cookie lifetime at 400 days. */
const SESSION_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/**
 * Methods that only read: answered without storing a user. Every other method may store
 * something of the caller's, so it is the one that creates the user and sets the cookie.
 */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser;
    /**
     * True when the caller has no stored user and only reads: `user` is then a throw-away
     * identity that owns nothing, so every read answers as for a person with no data.
     */
    isGuest: boolean;
  }
  interface FastifyInstance {
    /**
     * Attaches `request.user`. A caller without a user gets one, and its cookie, on the first
     * request that is not a read; reads alone store nothing.
     */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The user id carried by a request's verified session cookie, if any (for the socket upgrade). */
    sessionUserId(request: FastifyRequest): string | null;
  }
}

/** SESSION_SECRET when given; otherwise one generated on first start and kept in DATA_DIR. */
function loadOrCreateSecret(config: AppConfig): string {
  if (config.sessionSecret) return config.sessionSecret;
  const path = join(config.dataDir, 'session-secret');
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(path, 'utf8').trim();
}

export const sessionPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    await app.register(cookie, { secret: loadOrCreateSecret(config) });
    const sessions = createSessionService(app.db);

    app.decorateRequest('user', null as unknown as SessionUser);
    app.decorateRequest('isGuest', false);

    app.decorate('sessionUserId', (request: FastifyRequest) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return null;
      const unsigned = request.unsignCookie(raw);
      return unsigned.valid ? unsigned.value : null;
    });

    app.decorate('identify', async (request, reply) => {
      const resolved = await sessions.resolve(
        app.sessionUserId(request),
        !READ_METHODS.has(request.method),
      );
      if (!resolved) {
        request.user = guestUser();
        request.isGuest = true;
        return;
      }
      const { user, isNew } = resolved;
      request.user = user;
      if (isNew) {
        reply.setCookie(SESSION_COOKIE, user.id, {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          path: '/',
          maxAge: SESSION_MAX_AGE_SECONDS,
        });
      }
    });

    const retention = await startUserRetention({
      db: app.db,
      retentionDays: config.anonymousUserRetentionDays,
      log: app.log,
    });
    app.addHook('onClose', () => retention.stop());
  },
  { name: 'session', dependencies: ['db'] },
);
