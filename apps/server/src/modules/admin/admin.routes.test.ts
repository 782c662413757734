import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, generationJobs } from '../../db/schema';
import { backends, cookiePair, createTestApp, type TestApp } from '../../test/test-app';
import { hashSessionToken, newSessionToken } from './admin-token';
import { adminSettings, bearer, signIn } from './admin-test-client';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every admin route that needs a session, with a request it would otherwise accept. */
const protectedRoutes: [method: 'GET' | 'POST', url: string][] = [
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/subscriptions'],
  ['GET', '/api/admin/tickets'],
  ['GET', '/api/admin/errors'],
  ['GET', '/api/admin/analytics?days=30'],
  ['POST', `/api/admin/subscriptions/${SOME_ID}/remind`],
  ['POST', `/api/admin/subscriptions/${SOME_ID}/block`],
  ['POST', `/api/admin/subscriptions/${SOME_ID}/unblock`],
  ['POST', `/api/admin/tickets/${SOME_ID}/assign`],
  ['POST', `/api/admin/errors/${SOME_ID}/investigate`],
  ['POST', `/api/admin/errors/${SOME_ID}/resolve`],
  ['POST', '/api/admin/logout'],
];

describe.each(backends)('admin access on %s', (backend) => {
  let testApp: TestApp;
  const refusedHeaders: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    testApp = await createTestApp(backend, { admin: adminSettings() });
    const expired = await signIn(testApp.app);
    await testApp.app.db
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.tokenHash, hashSessionToken(expired)));
    const session = await testApp.app.inject({ method: 'POST', url: '/api/session' });
    Object.assign(refusedHeaders, {
      'no header': {},
      'a malformed header': { authorization: 'Basic YWRtaW46YWRtaW4=' },
      'a forged token': bearer(newSessionToken()),
      'an expired token': bearer(expired),
      'a session cookie only': { cookie: cookiePair(session.headers['set-cookie']) ?? '' },
    });
  });
  afterAll(() => testApp.close());

  it.each(protectedRoutes)(
    '%s %s answers 401 without a live admin session',
    async (method, url) => {
      for (const [name, headers] of Object.entries(refusedHeaders)) {
        const response = await testApp.app.inject({ method, url, headers });
        expect(response.statusCode, name).toBe(401);
        expect(response.json(), name).toEqual({
          error: 'unauthorized',
          message: expect.any(String),
        });
      }
    },
  );

  it('does not create an anonymous user for an admin call', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/login' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe.each(backends)('admin dashboard data on %s', (backend) => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp(backend, { admin: adminSettings() });
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  const get = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('lists the seeded sample subscriptions and tickets across every status', async () => {
    const subscriptions = await get('/api/admin/subscriptions');
    expect(subscriptions.length).toBeGreaterThanOrEqual(8);
    expect(new Set(subscriptions.map((row: { status: string }) => row.status))).toEqual(
      new Set(['active', 'past_due', 'blocked', 'cancelled']),
    );
    expect(subscriptions.every((row: { sample: boolean }) => row.sample)).toBe(true);
    const tickets = await get('/api/admin/tickets');
    expect(new Set(tickets.map((row: { status: string }) => row.status))).toEqual(
      new Set(['open', 'in_progress', 'resolved', 'closed']),
    );
    expect(new Set(tickets.map((row: { priority: string }) => row.priority))).toEqual(
      new Set(['urgent', 'high', 'medium', 'low']),
    );
  });

  it('computes the overview from the tables', async () => {
    const cookieless = await testApp.app.inject({ method: 'POST', url: '/api/session' });
    expect(cookieless.statusCode).toBe(200);
    const [overview, subscriptions, tickets] = await Promise.all([
      get('/api/admin/overview'),
      get('/api/admin/subscriptions'),
      get('/api/admin/tickets'),
    ]);
    type Row = { status: string; amount: number; remindersSent: number };
    const active = subscriptions.filter((row: Row) => row.status === 'active');
    expect(overview.stats).toEqual({
      totalUsers: 1,
      activeSubscriptions: active.length,
      monthlyRevenue: active.reduce((sum: number, row: Row) => sum + row.amount, 0),
      pendingTickets: tickets.filter((row: Row) => ['open', 'in_progress'].includes(row.status))
        .length,
      resolvedTickets: tickets.filter((row: Row) => ['resolved', 'closed'].includes(row.status))
        .length,
      systemErrors: 0,
      paymentIssues: subscriptions.filter((row: Row) => row.status === 'past_due').length,
      emailsSent: subscriptions.reduce((sum: number, row: Row) => sum + row.remindersSent, 0),
    });
    expect(overview.platform).toEqual({
      users: 1,
      projects: 0,
      generations: 0,
      failedGenerations: 0,
    });
    expect(overview.subscriptionsAreSample).toBe(true);
  });

  it('answers one row per UTC day, oldest first, with today’s real counts', async () => {
    const session = await testApp.app.inject({ method: 'POST', url: '/api/session' });
    const cookie = cookiePair(session.headers['set-cookie']) ?? '';
    const project = await testApp.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: { name: 'Plant diary' },
    });
    expect(project.statusCode).toBe(201);
    const job = {
      projectId: project.json().id,
      userId: session.json().user.id,
      prompt: 'a plant diary',
      priority: 'normal' as const,
      priorityRank: 1,
    };
    await testApp.app.db.insert(generationJobs).values([
      { ...job, status: 'failed' },
      { ...job, status: 'completed' },
      { ...job, status: 'failed', createdAt: sql`now() - interval '3 days'` },
    ]);

    const { days } = await get('/api/admin/analytics?days=7');
    expect(days).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(days.at(-1).date).toBe(today);
    for (let i = 1; i < days.length; i += 1) {
      expect(Date.parse(days[i].date) - Date.parse(days[i - 1].date)).toBe(86_400_000);
    }
    const { platform } = await get('/api/admin/overview');
    expect(days.at(-1)).toEqual({
      date: today,
      users: platform.users,
      projects: 1,
      generations: 2,
      failedGenerations: 1,
    });
    expect(days.at(-4)).toMatchObject({ users: 0, generations: 1, failedGenerations: 1 });
    expect(days.slice(0, -1).every((day: { users: number }) => day.users === 0)).toBe(true);
    expect((await get('/api/admin/analytics')).days).toHaveLength(30);
  });

  it('refuses an analytics range outside 7–90 days', async () => {
    for (const days of [6, 91]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/analytics?days=${days}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
