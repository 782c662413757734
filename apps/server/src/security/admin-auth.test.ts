import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions } from '../db/schema';
import { adminSettings, bearer, signIn } from '../modules/admin/admin-test-client';
import { hashSessionToken } from '../modules/admin/admin-token';
import { backends, type TestApp } from '../test/test-app';
import { plausibleRequest, type Caller } from './fuzz-requests';
import { createRecordingApp, newPerson, type CollectedRoute } from './security-test-kit';

/** Signing in and its hint are the admin routes meant for callers without a session. */
const OPEN_ADMIN_ROUTES = new Set(['GET /api/admin/login', 'POST /api/admin/login']);

const anonymous: Caller = {
  cookie: undefined,
  adminToken: undefined,
  projectId: undefined,
  mediaFileId: undefined,
};

const isLogout = (route: CollectedRoute) => route.url === '/api/admin/logout';

/** Another letter in the same place: well-formed, but not a token the server issued. */
function tampered(token: string) {
  const last = token.at(-1) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -1)}${last}`;
}

describe.each(backends)(
  'every admin route refuses a caller without a live session (%s)',
  (backend) => {
    let testApp: TestApp;
    let adminRoutes: CollectedRoute[];
    let personCookie: string;
    beforeAll(async () => {
      const recorded = await createRecordingApp(backend, { admin: adminSettings() });
      testApp = recorded.testApp;
      adminRoutes = recorded.routes
        .filter(
          (route) =>
            route.url.startsWith('/api/admin/') &&
            !OPEN_ADMIN_ROUTES.has(`${route.method} ${route.url}`),
        )
        // Signing out ends the session the other calls use, so it goes last.
        .sort((a, b) => Number(isLogout(a)) - Number(isLogout(b)));
      personCookie = (await newPerson(testApp.app)).cookie;
    });
    afterAll(() => testApp.close());

    /** Each admin route with well-formed input, so only the credentials decide the answer. */
    async function callEach(headers: Record<string, string>) {
      const answers = [];
      for (const route of adminRoutes) {
        const request = plausibleRequest(route, anonymous);
        const response = await testApp.app.inject({
          ...request,
          headers: { ...request.headers, ...headers },
        });
        answers.push({ route: `${route.method} ${route.url}`, response });
      }
      return answers;
    }

    async function expectAllUnauthorized(headers: Record<string, string>) {
      for (const { route, response } of await callEach(headers)) {
        expect(response.statusCode, `${route}: ${response.body}`).toBe(401);
        expect(response.json(), route).toEqual({
          error: 'unauthorized',
          message: expect.any(String),
        });
      }
    }

    async function expireSession(token: string) {
      await testApp.app.db
        .update(adminSessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(adminSessions.tokenHash, hashSessionToken(token)));
    }

    it('finds the admin routes in the app itself', () => {
      const names = adminRoutes.map((route) => `${route.method} ${route.url}`);
      expect(names).toEqual(
        expect.arrayContaining([
          'GET /api/admin/overview',
          'POST /api/admin/logout',
          'POST /api/admin/tickets/:id/assign',
          'POST /api/admin/errors/:id/resolve',
        ]),
      );
    });

    it('lets a live session through, so the refusals below are the credentials’ doing', async () => {
      const token = await signIn(testApp.app);
      const answers = await callEach(bearer(token));
      for (const { route, response } of answers) {
        expect(response.statusCode, `${route}: ${response.body}`).not.toBe(401);
      }
    });

    it('answers 401 without a token, or with a person’s session cookie instead', async () => {
      await expectAllUnauthorized({});
      await expectAllUnauthorized({ cookie: personCookie });
    });

    it('answers 401 to forged tokens: malformed, random, or a real one altered', async () => {
      const live = await signIn(testApp.app);
      for (const authorization of [
        'Bearer',
        'Bearer short',
        `Basic ${Buffer.from('owner@example.com:password').toString('base64')}`,
        `Bearer ${randomBytes(32).toString('base64url')}`,
        `Bearer ${tampered(live)}`,
        `Bearer ${hashSessionToken(live)}`,
      ]) {
        await expectAllUnauthorized({ authorization });
      }
    });

    it('answers 401 to a token whose session expired or was signed out', async () => {
      const expired = await signIn(testApp.app);
      await expireSession(expired);
      await expectAllUnauthorized(bearer(expired));

      const signedOut = await signIn(testApp.app);
      const logout = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: bearer(signedOut),
      });
      expect(logout.statusCode).toBe(204);
      await expectAllUnauthorized(bearer(signedOut));
    });
  },
);
