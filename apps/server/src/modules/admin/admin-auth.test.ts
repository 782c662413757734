import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, cookiePair, createTestApp, type TestApp } from '../../test/test-app';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminSettings,
  bearer,
  login,
  signIn,
} from './admin-test-client';

describe.each(backends)('admin sign-in on %s', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend, { admin: adminSettings() });
  });
  afterAll(() => testApp.close());

  const overview = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/api/admin/overview', headers });

  it('answers a token, the admin record and its expiry for the right credentials', async () => {
    const before = Date.now();
    const response = await login(testApp.app, { email: ADMIN_EMAIL.toUpperCase() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      admin: { name: 'Admin User', role: 'Administrator', email: ADMIN_EMAIL },
      message: 'Welcome back, Admin User!',
    });
    expect(body.token).toMatch(/^[\w-]{43,}$/);
    const ttl = Date.parse(body.expiresAt) - before;
    expect(ttl).toBeGreaterThan(479 * 60_000);
    expect(ttl).toBeLessThan(481 * 60_000);
    expect((await overview(bearer(body.token))).statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown email with 401 and a message', async () => {
    for (const credentials of [{ password: 'not the password' }, { email: 'who@example.com' }]) {
      const response = await login(testApp.app, credentials, '198.51.100.7');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        error: 'invalid_credentials',
        message: 'Invalid email or password.',
      });
    }
  });

  it('answers an invalid body with the usual 400 validation error', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('revokes the token on the server at logout', async () => {
    const token = await signIn(testApp.app);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect((await overview(bearer(token))).statusCode).toBe(401);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('says there are no generated credentials when ADMIN_EMAIL is set', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/login' });
    expect(response.json()).toEqual({ generatedCredentials: false, email: null });
  });

  it('records sign-in and sign-out in the activity', async () => {
    const token = await signIn(testApp.app);
    const activity = (await overview(bearer(token))).json().recentActivity;
    expect(activity[0]).toMatchObject({
      adminName: 'Admin User',
      action: 'admin.login',
      summary: 'Admin User signed in',
    });
    expect(activity.map((entry: { action: string }) => entry.action)).toContain('admin.logout');
  });

  it('does not take a session cookie for an admin', async () => {
    const session = await testApp.app.inject({ method: 'POST', url: '/api/session' });
    const cookie = cookiePair(session.headers['set-cookie']) ?? '';
    const response = await overview({ cookie });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });
});

describe.each(backends)('admin session expiry on %s', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend, { admin: adminSettings({ sessionTtlMs: 1500 }) });
  });
  afterAll(() => testApp.close());

  it('stops accepting a token once its lifetime is over', async () => {
    const token = await signIn(testApp.app);
    const call = () =>
      testApp.app.inject({ method: 'GET', url: '/api/admin/tickets', headers: bearer(token) });
    expect((await call()).statusCode).toBe(200);
    await sleep(1700);
    const expired = await call();
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe('unauthorized');
  });
});

describe.each(backends)('admin sign-in throttling on %s', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend, { admin: adminSettings() });
  });
  afterAll(() => testApp.close());

  const fail = (email: string, address: string) =>
    login(testApp.app, { email, password: 'wrong password' }, address);

  function expectLockedOut(response: Awaited<ReturnType<typeof login>>) {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(240);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(response.json()).toMatchObject({ success: false, error: 'too_many_attempts' });
    expect(response.json().message).toMatch(/Try again in 5 minutes/);
  }

  it('locks an email out after 5 failures within the window, from any address', async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect((await fail(ADMIN_EMAIL, `192.0.2.${i}`)).statusCode).toBe(401);
    }
    expectLockedOut(await login(testApp.app, {}, '192.0.2.99'));
  });

  it('locks an address out after 5 failures, whatever the emails', async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect((await fail(`guess${i}@example.com`, '198.51.100.20')).statusCode).toBe(401);
    }
    expectLockedOut(await fail('fresh@example.com', '198.51.100.20'));
    expect((await fail('fresh@example.com', '198.51.100.21')).statusCode).toBe(401);
  });

  it('starts the count of an email afresh after a successful sign-in', async () => {
    const email = 'second@example.com';
    const other = await createTestApp(backend, {
      admin: adminSettings({ email, password: ADMIN_PASSWORD }),
    });
    try {
      const attempt = (password: string, address: string) =>
        login(other.app, { email, password }, address);
      for (let i = 1; i <= 4; i += 1) {
        expect((await attempt('wrong', `203.0.113.${i}`)).statusCode).toBe(401);
      }
      expect((await attempt(ADMIN_PASSWORD, '203.0.113.50')).statusCode).toBe(200);
      for (let i = 5; i <= 8; i += 1) {
        expect((await attempt('wrong', `203.0.113.${i}`)).statusCode).toBe(401);
      }
      expect((await attempt(ADMIN_PASSWORD, '203.0.113.51')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
