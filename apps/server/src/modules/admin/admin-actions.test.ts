import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { adminSettings, bearer, signIn } from './admin-test-client';
import { captureSystemError } from './system-errors.service';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface Row {
  id: string;
  status: string;
  userEmail: string;
  subject: string;
  message: string;
}

describe.each(backends)('admin actions on %s', (backend) => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp(backend, { admin: adminSettings() });
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  const get = async (url: string) =>
    (await testApp.app.inject({ method: 'GET', url, headers: bearer(token) })).json();
  const post = (url: string, payload?: object) =>
    testApp.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const firstWith = async (url: string, status: string): Promise<Row> => {
    const row = (await get(url)).find((item: Row) => item.status === status);
    if (!row) throw new Error(`No ${status} row in ${url}`);
    return row;
  };
  const latestActivity = async () => (await get('/api/admin/overview')).recentActivity[0];

  function expectInvalidState(response: Awaited<ReturnType<typeof post>>) {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'invalid_state', message: expect.any(String) });
  }

  it('sends a reminder for a past_due subscription only, and counts it', async () => {
    const pastDue = await firstWith('/api/admin/subscriptions', 'past_due');
    const before = (await get('/api/admin/overview')).stats.emailsSent;
    const response = await post(`/api/admin/subscriptions/${pastDue.id}/remind`);
    expect(response.statusCode).toBe(200);
    expect(response.json().lastReminderAt).not.toBeNull();
    expect((await get('/api/admin/overview')).stats.emailsSent).toBe(before + 1);
    expect(await latestActivity()).toMatchObject({
      adminName: 'Admin User',
      action: 'subscription.remind',
      summary: `Sent a payment reminder to ${pastDue.userEmail}`,
    });

    const active = await firstWith('/api/admin/subscriptions', 'active');
    expectInvalidState(await post(`/api/admin/subscriptions/${active.id}/remind`));
  });

  it('blocks a past_due subscription and unblocks it back to active', async () => {
    const pastDue = await firstWith('/api/admin/subscriptions', 'past_due');
    const blocked = await post(`/api/admin/subscriptions/${pastDue.id}/block`);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ id: pastDue.id, status: 'blocked' });
    expect(await latestActivity()).toMatchObject({
      action: 'subscription.block',
      summary: `Blocked the subscription of ${pastDue.userEmail}`,
    });
    expectInvalidState(await post(`/api/admin/subscriptions/${pastDue.id}/block`));
    expectInvalidState(await post(`/api/admin/subscriptions/${pastDue.id}/remind`));

    const unblocked = await post(`/api/admin/subscriptions/${pastDue.id}/unblock`);
    expect(unblocked.json()).toMatchObject({ id: pastDue.id, status: 'active' });
    expect((await latestActivity()).action).toBe('subscription.unblock');
    expectInvalidState(await post(`/api/admin/subscriptions/${pastDue.id}/unblock`));
  });

  it('assigns an open ticket to the signed-in admin or to the named person', async () => {
    const tickets: Row[] = (await get('/api/admin/tickets')).filter(
      (row: Row) => row.status === 'open',
    );
    const [mine, theirs] = tickets;
    if (!mine || !theirs) throw new Error('The seed has fewer than two open tickets.');
    const assigned = await post(`/api/admin/tickets/${mine.id}/assign`);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ status: 'in_progress', assignee: 'Admin User' });
    expect((await latestActivity()).summary).toBe(`Assigned “${mine.subject}” to Admin User`);

    const named = await post(`/api/admin/tickets/${theirs.id}/assign`, { assignee: 'Sam Patel' });
    expect(named.json()).toMatchObject({ status: 'in_progress', assignee: 'Sam Patel' });
    expectInvalidState(await post(`/api/admin/tickets/${mine.id}/assign`));
  });

  it('takes a system error from new through investigating to resolved', async () => {
    await captureSystemError(testApp.app.db, {
      type: 'preview_runtime',
      message: 'x is undefined',
    });
    const error = await firstWith('/api/admin/errors', 'new');
    expectInvalidState(await post(`/api/admin/errors/${error.id}/resolve`));

    const investigating = await post(`/api/admin/errors/${error.id}/investigate`);
    expect(investigating.json()).toMatchObject({ id: error.id, status: 'investigating' });
    expect(await latestActivity()).toMatchObject({
      action: 'system_error.investigate',
      summary: 'Started investigating “x is undefined”',
    });
    expectInvalidState(await post(`/api/admin/errors/${error.id}/investigate`));

    const resolved = await post(`/api/admin/errors/${error.id}/resolve`);
    expect(resolved.json()).toMatchObject({ id: error.id, status: 'resolved' });
    expect((await latestActivity()).action).toBe('system_error.resolve');
    expect((await get('/api/admin/overview')).stats.systemErrors).toBe(0);
  });

  it('answers 404 for an unknown id and writes nothing', async () => {
    const before = await latestActivity();
    for (const url of [
      `/api/admin/subscriptions/${UNKNOWN_ID}/remind`,
      `/api/admin/subscriptions/${UNKNOWN_ID}/block`,
      `/api/admin/subscriptions/${UNKNOWN_ID}/unblock`,
      `/api/admin/tickets/${UNKNOWN_ID}/assign`,
      `/api/admin/errors/${UNKNOWN_ID}/investigate`,
      `/api/admin/errors/${UNKNOWN_ID}/resolve`,
    ]) {
      const response = await post(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
    expect(await latestActivity()).toEqual(before);
  });
});
