import {
  leaderboardResponseSchema,
  profileResponseSchema,
  progressResponseSchema,
  type LeaderboardRow,
} from '@appforge/shared/contracts/productivity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { publicLeaderboardId } from './display-names';
import {
  expectStatus,
  insertActivity,
  insertBuild,
  insertSession,
  SCRIPTED_PROGRESS,
  setProjectCode,
  signIn,
  type Person,
} from './productivity-test-kit';
import { daysBefore, utcDay } from './xp-rules';

describe.each(backends)('the Productivity Tracker API (%s)', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
  });
  afterAll(() => testApp.close());

  const today = utcDay(new Date());
  const at = (back: number, time: string) => new Date(`${daysBefore(today, back)}T${time}Z`);

  /** The history achievements.test.ts replays, written to the tables it is read from. */
  async function scriptedPerson(): Promise<Person> {
    const person = await signIn(testApp.app);
    const db = testApp.app.db;
    const [p1, p2, p3] = [
      await person.createProject('Habits'),
      await person.createProject('Recipes'),
      await person.createProject('Budget'),
    ];
    const build = (
      projectId: string,
      prompt: string,
      finishedAt: Date,
      ms: number,
      version?: number,
    ) =>
      insertBuild(db, {
        userId: person.id,
        projectId,
        prompt,
        ok: true,
        finishedAt,
        processingMs: ms,
        version,
      });
    await build(p1!.id, 'Build a habit tracker', at(3, '10:00:01.500'), 1_500, 1);
    await insertBuild(db, {
      userId: person.id,
      projectId: p1!.id,
      prompt: 'add dark mode',
      ok: false,
      finishedAt: at(3, '10:05:00'),
      processingMs: 3_000,
    });
    // An error on the version before the fix does not undo the fix.
    const runtimeError = (projectId: string, version: number, createdAt: Date) =>
      insertActivity(db, {
        userId: person.id,
        projectId,
        kind: 'runtime_error',
        version,
        createdAt,
      });
    await runtimeError(p1!.id, 1, at(2, '08:50:00'));
    await build(p1!.id, 'Fix issue: TypeError: items.map', at(2, '09:00:00'), 1_800, 2);
    await insertActivity(db, {
      userId: person.id,
      projectId: p1!.id,
      kind: 'export',
      version: 2,
      createdAt: at(2, '09:30:00'),
    });
    await build(p2!.id, 'Build a recipe app', at(1, '11:00:00'), 1_000, 1);
    await build(p2!.id, 'Fix issue: crash on save', at(1, '11:10:00'), 5_000, 2);
    await runtimeError(p2!.id, 2, at(1, '11:15:00'));
    await insertActivity(db, {
      userId: person.id,
      projectId: p2!.id,
      kind: 'restore',
      version: 3,
      createdAt: at(1, '12:00:00'),
    });
    await insertActivity(db, {
      userId: person.id,
      projectId: p2!.id,
      kind: 'preview_load',
      version: 3,
      createdAt: at(1, '12:01:00'),
    });
    await insertSession(db, {
      userId: person.id,
      startedAt: at(1, '13:00:00'),
      endedAt: at(1, '14:30:30'),
    });
    await build(p3!.id, 'Build a budget app', at(0, '00:00:01'), 900, 1);
    await setProjectCode(db, p1!.id, {
      frontend: { 'App.tsx': 'a\nb\nc\n', 'src/api.ts': 'x\ny', 'app.json': '{}\n' },
      backend: { 'README.md': '# API\n\nRun it.\n', 'src/server.ts': '' },
      dependencies: { frontend: [], backend: [] },
    });
    return person;
  }

  const profileOf = async (person: Person, userId = 'me') =>
    profileResponseSchema.parse(
      expectStatus(await person.send('GET', `/api/productivity/profile/${userId}`), 200),
    ).profile;
  const leaderboardOf = async (person: Person) =>
    leaderboardResponseSchema.parse(
      expectStatus(await person.send('GET', '/api/productivity/leaderboard'), 200),
    ).leaderboard;

  it('turns a scripted history into exact XP, level, streak, metrics and achievements', async () => {
    const person = await scriptedPerson();
    const profile = await profileOf(person);
    expect(profile).toMatchObject({ userId: 'me', readOnly: false, activeSession: null });
    expect(profile.currentLevel).toEqual({
      level: 3,
      experience: 220,
      totalExperienceForLevel: 300,
      experienceToNext: 80,
    });
    expect(profile.metrics).toEqual({
      streakDays: 4,
      successfulBuilds: 5,
      totalBuilds: 6,
      successRate: 5 / 6,
      avgBuildTimeMs: 2_040,
      testCoverage: null,
      totalCodeGenerated: 9,
      bugFixRate: 0.5,
      totalExperience: 520,
    });
    expect(profile.stats).toEqual({
      productivityScore: 78,
      totalProjects: 3,
      favoriteLanguages: [
        { language: 'Markdown', lines: 3 },
        { language: 'TypeScript (TSX)', lines: 3 },
        { language: 'TypeScript', lines: 2 },
        { language: 'JSON', lines: 1 },
      ],
    });
    const unlocked = Object.fromEntries(
      profile.achievements.filter((a) => a.unlockedAt).map((a) => [a.id, a.unlockedAt]),
    );
    expect(unlocked).toEqual({
      'first-build': at(3, '10:00:01.500').toISOString(),
      debugger: at(2, '09:00:00').toISOString(),
      shipper: at(2, '09:30:00').toISOString(),
      'warming-up': at(1, '11:00:00').toISOString(),
      'time-traveller': at(1, '12:00:00').toISOString(),
      explorer: at(0, '00:00:01').toISOString(),
    });
    expect(profile.badges).toHaveLength(6);
    expect(profile.activity).toHaveLength(30);
    expect(profile.activity.at(-1)).toEqual({
      date: today,
      builds: 1,
      successfulBuilds: 1,
      experience: 75,
    });
    expect(profile.activity.reduce((sum, day) => sum + day.experience, 0)).toBe(520);

    const { progress } = progressResponseSchema.parse(
      expectStatus(await person.send('GET', '/api/productivity/progress/me'), 200),
    );
    expect(
      Object.fromEntries(progress.map((item) => [item.achievement.id, item.progress])),
    ).toEqual(SCRIPTED_PROGRESS);
  });

  it('ranks the same experience, level, badges and streak on the leaderboard', async () => {
    const person = await scriptedPerson();
    const mine = (await leaderboardOf(person)).find((row) => row.isYou);
    expect(mine).toMatchObject({
      userId: publicLeaderboardId(person.id),
      experience: 520,
      level: 3,
      badgeCount: 6,
      streak: 4,
    } satisfies Partial<LeaderboardRow>);
  });

  it('shows each person only their own profile, and the leaderboard no account ids', async () => {
    const alice = await scriptedPerson();
    const bob = await signIn(testApp.app);
    const bobsView = await profileOf(bob);
    expect(bobsView.metrics).toMatchObject({ totalBuilds: 0, totalExperience: 0, streakDays: 0 });
    expect(bobsView.currentLevel.level).toBe(1);
    expect(bobsView.achievements.every((achievement) => achievement.unlockedAt === null)).toBe(
      true,
    );
    expect(bobsView.displayName).not.toBe((await profileOf(alice)).displayName);

    const board = await bob.send('GET', '/api/productivity/leaderboard');
    expect(board.body).not.toContain(alice.id);
    expect(board.body).not.toContain(bob.id);
    const rows = leaderboardResponseSchema.parse(board.json()).leaderboard;
    expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
    for (const row of rows) expect(row.userId).toMatch(/^(demo-user|[0-9a-f]{12})$/);
    expect(rows.find((row) => row.userId === publicLeaderboardId(alice.id))?.isYou).toBe(false);
    // Bob has done nothing yet: he is still shown, with his own name and no experience.
    expect(rows.filter((row) => row.isYou)).toEqual([
      expect.objectContaining({
        userId: publicLeaderboardId(bob.id),
        username: bobsView.displayName,
        experience: 0,
      }),
    ]);
    expect(rows.filter((row) => row.userId === 'demo-user')).toEqual([
      expect.objectContaining({ username: 'Demo User', isYou: false }),
    ]);
  });

  it('serves the read-only demo profile, the same on every read', async () => {
    const person = await signIn(testApp.app);
    const demo = await profileOf(person, 'demo-user');
    expect(demo).toMatchObject({
      userId: 'demo-user',
      displayName: 'Demo User',
      readOnly: true,
      activeSession: null,
    });
    expect(demo.metrics.totalBuilds).toBeGreaterThan(demo.metrics.successfulBuilds);
    expect(demo.metrics.streakDays).toBeGreaterThanOrEqual(12);
    expect(demo.badges.length).toBeGreaterThan(3);
    expect(demo.activity.reduce((sum, day) => sum + day.experience, 0)).toBe(
      demo.metrics.totalExperience,
    );
    expect(await profileOf(await signIn(testApp.app), 'demo-user')).toEqual(demo);
    const demoRow = (await leaderboardOf(person)).find((row) => row.userId === 'demo-user');
    expect(demoRow).toMatchObject({
      experience: demo.metrics.totalExperience,
      level: demo.currentLevel.level,
      badgeCount: demo.badges.length,
      streak: demo.metrics.streakDays,
    });
  });

  it('answers 400 for any other user id in the path', async () => {
    const person = await signIn(testApp.app);
    for (const url of [
      '/api/productivity/profile/alice',
      '/api/productivity/progress/' + person.id,
    ]) {
      expect(expectStatus(await person.send('GET', url), 400)).toMatchObject({
        error: 'validation_failed',
      });
    }
    expect(
      (await person.send('PATCH', '/api/productivity/profile/someone', { displayName: 'X' }))
        .statusCode,
    ).toBe(400);
  });
});
