import {
  leaderboardResponseSchema,
  profileResponseSchema,
  sessionEndResponseSchema,
  sessionStartResponseSchema,
} from '@appforge/shared/contracts/productivity';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { publicLeaderboardId } from './display-names';
import { expectStatus, signIn } from './productivity-test-kit';

describe.each(backends)('coding sessions and leaderboard names (%s)', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
  });
  afterAll(() => testApp.close());

  const start = { userId: 'me', sessionType: 'coding' };

  it('starts a session once, ends it once, and pays its whole minutes', async () => {
    const person = await signIn(testApp.app);
    const started = sessionStartResponseSchema.parse(
      expectStatus(await person.send('POST', '/api/productivity/session/start', start), 200),
    );
    expect(started.session.sessionType).toBe('coding');
    expect(
      expectStatus(await person.send('POST', '/api/productivity/session/start', start), 409),
    ).toEqual({ error: 'session_running', message: 'A coding session is already running.' });
    const profile = profileResponseSchema.parse(
      (await person.send('GET', '/api/productivity/profile/me')).json(),
    ).profile;
    expect(profile.activeSession).toEqual(started.session);

    // Started 61 minutes ago, as if the person had been coding for an hour.
    await testApp.app.db.execute(
      sql`update coding_sessions set started_at = now() - interval '61 minutes 30 seconds'
        where user_id = ${person.id} and ended_at is null`,
    );
    const ended = sessionEndResponseSchema.parse(
      expectStatus(
        await person.send('POST', '/api/productivity/session/end', { userId: 'me' }),
        200,
      ),
    );
    expect(ended.experienceGained).toBe(61);
    // The answer's times are whole milliseconds; the duration is measured in microseconds.
    const measured = Date.parse(ended.session.endedAt) - Date.parse(ended.session.startedAt);
    expect(Math.abs(ended.session.durationMs - measured)).toBeLessThanOrEqual(1);
    expect(
      expectStatus(
        await person.send('POST', '/api/productivity/session/end', { userId: 'me' }),
        409,
      ),
    ).toEqual({ error: 'no_session', message: 'No coding session is running.' });
    const after = profileResponseSchema.parse(
      (await person.send('GET', '/api/productivity/profile/me')).json(),
    ).profile;
    expect(after.activeSession).toBeNull();
    expect(after.metrics.totalExperience).toBe(61);
    // A session that crossed midnight (UTC) was active on both days.
    const utcDays = new Set(
      [ended.session.startedAt, ended.session.endedAt].map((at) =>
        new Date(at).toISOString().slice(0, 10),
      ),
    );
    expect(after.metrics.streakDays).toBe(utcDays.size);
  });

  it('lets only one of two concurrent starts through', async () => {
    const person = await signIn(testApp.app);
    const answers = await Promise.all(
      [1, 2].map(() => person.send('POST', '/api/productivity/session/start', start)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses sessions for the demo user or anyone else, and an unknown session type', async () => {
    const person = await signIn(testApp.app);
    for (const userId of ['demo-user', person.id, 'someone']) {
      expect(
        expectStatus(
          await person.send('POST', '/api/productivity/session/start', { ...start, userId }),
          403,
        ),
      ).toEqual({ error: 'forbidden', message: 'You can only start your own coding session.' });
      expect(
        expectStatus(await person.send('POST', '/api/productivity/session/end', { userId }), 403),
      ).toMatchObject({ error: 'forbidden' });
    }
    expect(
      expectStatus(
        await person.send('POST', '/api/productivity/session/start', {
          ...start,
          sessionType: 'meeting',
        }),
        400,
      ),
    ).toMatchObject({ error: 'validation_failed' });
  });

  it('keeps the name a person picks, and shows it on the leaderboard', async () => {
    const person = await signIn(testApp.app);
    const generated = profileResponseSchema.parse(
      (await person.send('GET', '/api/productivity/profile/me')).json(),
    ).profile.displayName;
    expect(generated).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);

    const renamed = profileResponseSchema.parse(
      expectStatus(
        await person.send('PATCH', '/api/productivity/profile/me', { displayName: '  Ada L.  ' }),
        200,
      ),
    ).profile;
    expect(renamed.displayName).toBe('Ada L.');
    await person.send('POST', '/api/productivity/session/start', start);
    const { leaderboard } = leaderboardResponseSchema.parse(
      (await person.send('GET', '/api/productivity/leaderboard')).json(),
    );
    expect(leaderboard.find((row) => row.isYou)).toMatchObject({
      userId: publicLeaderboardId(person.id),
      username: 'Ada L.',
    });
  });

  it('refuses an empty, too long or control-character name, and the demo profile', async () => {
    const person = await signIn(testApp.app);
    const rename = (displayName: string, userId = 'me') =>
      person.send('PATCH', `/api/productivity/profile/${userId}`, { displayName });
    for (const [name, message] of [
      ['', 'at least one character'],
      ['   ', 'at least one character'],
      ['x'.repeat(41), 'at most 40 characters'],
      ['bad\u0007name', 'control characters'],
    ] as const) {
      const body = expectStatus<{ error: string; message: string }>(await rename(name), 400);
      expect(body.error).toBe('validation_failed');
      expect(body.message).toContain(message);
    }
    expect(expectStatus(await rename('Demo', 'demo-user'), 403)).toEqual({
      error: 'forbidden',
      message: 'The demo profile is read-only.',
    });
  });
});
