import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { createSessionService, LAST_SEEN_REFRESH_MS } from './session.service';

const LONG_AGO = new Date('2000-01-01T00:00:00Z');

describe.each(backends)('the session service on %s', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
  });
  afterAll(() => testApp.close());

  /** A service whose clock the test moves; the database keeps its own. */
  function serviceWithClock() {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const sessions = createSessionService(testApp.app.db, () => clock);
    return { sessions, advance: (ms: number) => (clock += ms) };
  }

  const lastSeenOf = async (id: string) =>
    (await testApp.app.db.select().from(users).where(eq(users.id, id)))[0]?.lastSeenAt;
  const setLastSeen = (id: string, at: Date) =>
    testApp.app.db.update(users).set({ lastSeenAt: at }).where(eq(users.id, id));

  it('stores nothing for a reader without a user, and a new user for a writer', async () => {
    const { sessions } = serviceWithClock();
    const before = await testApp.app.db.$count(users);
    expect(await sessions.resolve(null, false)).toBeNull();
    expect(await testApp.app.db.$count(users)).toBe(before);
    const created = await sessions.resolve(null, true);
    expect(created?.isNew).toBe(true);
    expect(await testApp.app.db.$count(users)).toBe(before + 1);
  });

  it('writes the last visit at most once per refresh interval', async () => {
    const { sessions, advance } = serviceWithClock();
    const created = await sessions.resolve(null, true);
    const id = String(created?.user.id);
    await setLastSeen(id, LONG_AGO);

    advance(LAST_SEEN_REFRESH_MS - 60_000);
    expect((await sessions.resolve(id, false))?.user.id).toBe(id);
    expect(await lastSeenOf(id)).toEqual(LONG_AGO);

    advance(2 * 60_000);
    expect((await sessions.resolve(id, false))?.isNew).toBe(false);
    expect((await lastSeenOf(id))?.getTime()).toBeGreaterThan(LONG_AGO.getTime());
  });

  it('brings back the user of a signed cookie whose row is gone, on a write only', async () => {
    const { sessions, advance } = serviceWithClock();
    const id = String((await sessions.resolve(null, true))?.user.id);
    await testApp.app.db.delete(users).where(eq(users.id, id));
    advance(LAST_SEEN_REFRESH_MS);

    expect(await sessions.resolve(id, false)).toBeNull();
    expect(await lastSeenOf(id)).toBeUndefined();
    const back = await sessions.resolve(id, true);
    expect(back).toMatchObject({ user: { id }, isNew: true });
    expect(await lastSeenOf(id)).toBeInstanceOf(Date);
  });

  it('ignores a cookie value that is not a user id', async () => {
    const { sessions } = serviceWithClock();
    expect(await sessions.resolve('not-a-uuid', false)).toBeNull();
    const created = await sessions.resolve('not-a-uuid', true);
    expect(created?.user.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
