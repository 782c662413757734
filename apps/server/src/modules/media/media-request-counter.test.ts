import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaRequestCounts } from '../../db/schema';
import { newVisitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { createMediaRequestCounter } from './media-request-counter';

describe.each(backends)('media request counter (%s)', (backend) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(backend);
  });
  afterEach(() => testApp.close());

  async function userId() {
    const visitor = await newVisitor(testApp.app);
    const session = await visitor.inject('GET', '/api/session');
    return session.json<{ user: { id: string } }>().user.id;
  }

  const stored = async (id: string) =>
    testApp.app.db
      .select({ day: mediaRequestCounts.day, count: mediaRequestCounts.count })
      .from(mediaRequestCounts)
      .where(eq(mediaRequestCounts.userId, id))
      .orderBy(mediaRequestCounts.day);

  it('counts in memory, reports what is pending, and adds it to the stored count on flush', async () => {
    const id = await userId();
    const counter = createMediaRequestCounter(testApp.app.db, 60_000);
    counter.count(id, '2026-11-24');
    counter.count(id, '2026-11-25');
    counter.count(id, '2026-11-25');
    expect(counter.pendingSince(id, '2026-11-25')).toBe(2);
    expect(counter.pendingSince(id, '2026-11-01')).toBe(3);
    expect(await stored(id)).toEqual([]);

    await counter.flush();
    expect(counter.pendingSince(id, '2026-11-01')).toBe(0);
    counter.count(id, '2026-11-25');
    await counter.close();
    expect(await stored(id)).toEqual([
      { day: '2026-11-24', count: 1 },
      { day: '2026-11-25', count: 3 },
    ]);
  });

  it('keeps a count it could not write and writes it with the next flush', async () => {
    const id = await userId();
    const missingUser = '00000000-0000-4000-8000-000000000000';
    const counter = createMediaRequestCounter(testApp.app.db, 60_000);
    counter.count(missingUser, '2026-11-25');
    counter.count(id, '2026-11-25');
    await counter.flush();
    expect(counter.pendingSince(missingUser, '2026-11-25')).toBe(1);
    expect(await stored(id)).toEqual([{ day: '2026-11-25', count: 1 }]);
    await counter.close();
  });
});
