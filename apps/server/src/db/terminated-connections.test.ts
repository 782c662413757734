import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// PostgreSQL may close connections at any time (a restart, a failover, an administrator). The
// pool must drop the dead ones and carry on; an unheard 'error' event would end the process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('connections PostgreSQL terminates', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('postgres');
  });
  afterAll(() => testApp.close());

  it('are replaced: the API keeps answering from the same data', async () => {
    const { app, config } = testApp;
    const session = await app.inject({ method: 'POST', url: '/api/session' });
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const created = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: { name: 'Survivor' },
    });
    expect(created.statusCode).toBe(201);

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const database = new URL(config.databaseUrl!).pathname.slice(1);
    const { rows } = await admin.query<{ killed: boolean }>(
      'select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);

    // The idle connections' errors arrive asynchronously; give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const listed = await app.inject({ method: 'GET', url: '/api/projects', headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ name: string }[]>().map((project) => project.name)).toContain('Survivor');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // The LISTEN connection was dropped too: it is opened again, and events flow once more.
    const heard: string[] = [];
    const unsubscribe = app.engine.bus.subscribe((event) => void heard.push(event.kind));
    await expect
      .poll(
        async () => {
          await app.engine.bus.publish(app.db, [{ kind: 'job_enqueued' }]);
          return heard.length;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBeGreaterThan(0);
    unsubscribe();
  });
});
