import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { insertAnonymousUser } from '../session/users.repository';
import { adminSettings, bearer, signIn } from './admin-test-client';
import { captureSystemError } from './system-errors.service';

interface Group {
  id: string;
  type: string;
  message: string;
  count: number;
  status: string;
  affectedUsers: number;
  firstOccurred: string;
  lastOccurred: string;
}

describe.each(backends)('captured system errors on %s', (backend) => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp(backend, { admin: adminSettings() });
    testApp.app.get('/api/test/admin-crash', async () => {
      throw new Error('the disk is on fire');
    });
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  const groups = async (): Promise<Group[]> =>
    (
      await testApp.app.inject({ method: 'GET', url: '/api/admin/errors', headers: bearer(token) })
    ).json();
  const groupOf = async (message: string) =>
    (await groups()).find((group) => group.message === message);

  it('groups occurrences by type and message, counting them and their distinct users', async () => {
    const db = testApp.app.db;
    const [ana, ben] = [await insertAnonymousUser(db), await insertAnonymousUser(db)];
    const failed = { type: 'generation_failed' as const, message: '  Could not parse the app  ' };
    await captureSystemError(db, { ...failed, userId: ana.id });
    await captureSystemError(db, { ...failed, userId: ana.id });
    await captureSystemError(db, { ...failed, userId: ben.id });
    await captureSystemError(db, { ...failed, userId: null });
    await captureSystemError(db, { type: 'preview_runtime', message: 'Could not parse the app' });

    // Two captures in a row may share a timestamp, so the groups are compared by type.
    const matching = (await groups())
      .filter((g) => g.message === 'Could not parse the app')
      .sort((a, b) => a.type.localeCompare(b.type));
    expect(matching.map((g) => [g.type, g.count, g.affectedUsers, g.status])).toEqual([
      ['generation_failed', 4, 2, 'new'],
      ['preview_runtime', 1, 0, 'new'],
    ]);
    const generation = matching[0];
    expect(Date.parse(generation?.lastOccurred ?? '')).toBeGreaterThanOrEqual(
      Date.parse(generation?.firstOccurred ?? ''),
    );
  });

  it('keeps at most 500 characters of a message', async () => {
    const long = `Stack overflow ${'x'.repeat(600)}`;
    await captureSystemError(testApp.app.db, { type: 'preview_runtime', message: long });
    expect(await groupOf(long.slice(0, 500))).toMatchObject({ count: 1 });
  });

  it('reopens a resolved group as new when it happens again', async () => {
    const occurrence = { type: 'preview_runtime' as const, message: 'setState on unmounted' };
    await captureSystemError(testApp.app.db, occurrence);
    const group = await groupOf(occurrence.message);
    for (const step of ['investigate', 'resolve']) {
      await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/errors/${group?.id}/${step}`,
        headers: bearer(token),
      });
    }
    await captureSystemError(testApp.app.db, occurrence);
    expect(await groupOf(occurrence.message)).toMatchObject({ count: 2, status: 'new' });
  });

  it('records every 5xx answer as a server error with its route', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/test/admin-crash?x=1',
      });
      expect(response.statusCode).toBe(500);
    }
    const message = 'GET /api/test/admin-crash: the disk is on fire';
    await vi.waitFor(async () =>
      expect(await groupOf(message)).toMatchObject({ type: 'server_error', count: 2 }),
    );
    expect((await groups())[0]?.message).toBe(message);
  });
});
