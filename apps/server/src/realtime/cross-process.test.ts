import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessage, connect } from '../test/live-client';
import { startServer, type ServerProcess } from '../test/server-process';
import { createTestDatabase, type TestDatabase } from '../test/test-app';

const SECRET = 'cross-process-test-secret-0123456789abcdef';

describe.runIf(process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const start = async (workers: number) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'appforge-cross-'));
    dataDirs.push(dataDir);
    const env = {
      DATABASE_URL: database.databaseUrl,
      SESSION_SECRET: SECRET,
      WORKERS: String(workers),
    };
    const server = startServer(dataDir, { env });
    servers.push(server);
    return server.listening;
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    servers.forEach((server) => server.child.kill('SIGKILL'));
    await Promise.all(servers.map((server) => server.exited));
    await database.drop();
    dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it('streams the events of a job processed by process B to a socket on process A', async () => {
    const portA = await start(0);
    const portB = await start(1);
    const session = await fetch(`http://127.0.0.1:${portA}/api/session`, { method: 'POST' });
    const cookie = session.headers.get('set-cookie')?.split(';')[0] ?? '';
    const created = await fetch(`http://127.0.0.1:${portA}/api/projects`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Shared across processes' }),
    });
    const project = (await created.json()) as { id: string };

    const client = await connect(`ws://127.0.0.1:${portA}/ws?projectId=${project.id}`, cookie);
    client.send(chatMessage(project.id, 'Build a task manager app'));
    await client.waitFor((event) => event.type === 'prompt_completed', 30_000);
    // Over NOTIFY's 8000-byte payload limit: the message travels as a reference and still arrives.
    const long = `Make it purple ${'é'.repeat(7000)}`;
    client.send(chatMessage(project.id, long));
    await client.waitFor(
      (event) => event.type === 'chat_message' && event.data.content === long,
      30_000,
    );
    // …and its job ends (on either process) before both are asked for the project.
    const ended = () =>
      client.events.filter(
        (event) => event.type === 'prompt_completed' || event.type === 'prompt_failed',
      ).length;
    await client.waitFor(() => ended() >= 2, 30_000);
    await client.close();

    const types = client.events.map((event) => event.type);
    for (const type of [
      'prompt_processing',
      'progress_update',
      'code_update',
      'prompt_completed',
    ]) {
      expect(types, types.join(', ')).toContain(type);
    }
    // Both processes read one database: B answers the version A's socket saw being saved.
    const versionFrom = async (port: number) => {
      const answer = await fetch(`http://127.0.0.1:${port}/api/projects/${project.id}`, {
        headers: { cookie },
      });
      return ((await answer.json()) as { currentVersion: number }).currentVersion;
    };
    const codeUpdates = types.filter((type) => type === 'code_update').length;
    expect(await versionFrom(portB)).toBe(codeUpdates);
    expect(await versionFrom(portA)).toBe(codeUpdates);
  }, 120_000);
});
