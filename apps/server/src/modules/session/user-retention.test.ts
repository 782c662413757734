import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type AppConfig } from '../../config';
import { users } from '../../db/schema';
import { newVisitor, type Visitor } from '../../test/live-client';
import { backends, createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';
import { referencesToUsers } from './user-references';
import { startUserRetention } from './user-retention';
import { deleteAbandonedUsers } from './users.repository';

const RETENTION_DAYS = 30;

describe('the tables that hold a person’s data', () => {
  it('are read from the schema’s foreign keys to users', () => {
    const referencing = referencesToUsers().flatMap(({ table, columns }) =>
      columns.map(({ referencing: column }) => `${getTableConfig(table).name}.${column.name}`),
    );
    expect(referencing).toEqual(
      expect.arrayContaining([
        'projects.owner_id',
        'media_files.user_id',
        'productivity_profiles.user_id',
        'system_error_users.user_id',
        'web3_wallets.user_id',
      ]),
    );
    expect(referencing.length).toBeGreaterThanOrEqual(15);
  });
});

describe.each(backends)('inactive anonymous users on %s', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
  });
  afterAll(() => testApp.close());

  const userIdOf = async (visitor: Visitor) =>
    (await visitor.inject('GET', '/api/session')).json<{ user: { id: string } }>().user.id;
  const lastSeenDaysAgo = (ids: string[], days: number) =>
    testApp.app.db
      .update(users)
      .set({ lastSeenAt: sql`now() - make_interval(days => ${days}::int)` })
      .where(inArray(users.id, ids));
  const remaining = async (ids: string[]) =>
    (await testApp.app.db.select({ id: users.id }).from(users).where(inArray(users.id, ids)))
      .map((row) => row.id)
      .sort();

  it('are deleted once they own nothing and were last seen before the retention', async () => {
    const oldEmpty = await newVisitor(testApp.app);
    const oldWithProject = await newVisitor(testApp.app);
    const oldWithSession = await newVisitor(testApp.app);
    const recentEmpty = await newVisitor(testApp.app);
    await oldWithProject.createProject('Kept');
    const started = await oldWithSession.inject('POST', '/api/productivity/session/start', {
      userId: 'me',
      sessionType: 'coding',
    });
    expect(started.statusCode).toBe(200);
    const oldEmptyId = await userIdOf(oldEmpty);
    const oldWithProjectId = await userIdOf(oldWithProject);
    const oldWithSessionId = await userIdOf(oldWithSession);
    const recentEmptyId = await userIdOf(recentEmpty);
    const ids = [oldEmptyId, oldWithProjectId, oldWithSessionId, recentEmptyId];
    await lastSeenDaysAgo([oldEmptyId, oldWithProjectId, oldWithSessionId], RETENTION_DAYS + 1);
    await lastSeenDaysAgo([recentEmptyId], RETENTION_DAYS - 1);

    expect(await deleteAbandonedUsers(testApp.app.db, RETENTION_DAYS)).toBe(1);
    expect(await remaining(ids)).toEqual(
      [oldWithProjectId, oldWithSessionId, recentEmptyId].sort(),
    );

    const projects = await oldWithProject.inject('GET', '/api/projects');
    expect(projects.json()).toEqual([expect.objectContaining({ name: 'Kept' })]);
  });

  it('are looked for again on every tick of the sweep', async () => {
    const retention = await startUserRetention({
      db: testApp.app.db,
      retentionDays: RETENTION_DAYS,
      log: testApp.app.log,
      sweepEveryMs: 50,
    });
    try {
      const id = await userIdOf(await newVisitor(testApp.app));
      await lastSeenDaysAgo([id], RETENTION_DAYS + 1);
      const deadline = Date.now() + 20_000;
      while ((await remaining([id])).length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await remaining([id])).toEqual([]);
    } finally {
      await retention.stop();
    }
  });
});

describe.each(backends)('a server starting on %s', (backend) => {
  it('deletes the inactive anonymous users that own nothing before it serves', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'appforge-retention-'));
    const database = await createTestDatabase(backend);
    const config: AppConfig = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      databaseUrl: database.databaseUrl,
      pgliteDir: database.databaseUrl ? 'memory://' : join(dataDir, 'db'),
      webDistDir: join(dataDir, 'no-web-build'),
      workers: 0,
    };
    try {
      const first = await buildApp(config);
      const created = await first.inject({ method: 'POST', url: '/api/session' });
      const id = created.json<{ user: { id: string } }>().user.id;
      await first.db
        .update(users)
        .set({ lastSeenAt: sql`now() - make_interval(days => ${RETENTION_DAYS + 1}::int)` })
        .where(inArray(users.id, [id]));
      await first.close();

      const second = await buildApp(config);
      const left = await second.db.$count(users, inArray(users.id, [id]));
      await second.close();
      expect(left).toBe(0);
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
