import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../apps/server/src/test/server-process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `npm run backup` / `npm run restore` as a person would: the script in its own process. */
function runScript(name: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [join(root, `scripts/backup/${name}.ts`), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** A database of its own on the test server, dropped by `drop`. */
async function createDatabase(adminUrl: string) {
  const name = `appforge_backup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** What a person made on the first server, to be read back from the restored one. */
interface Made {
  cookie: string;
  projectId: string;
  project: { name: string; currentVersion: number; generatedCode: unknown };
  messages: unknown[];
  mediaId: string;
  mediaBytes: Buffer;
}

async function makeData(port: number): Promise<Made> {
  const base = `http://127.0.0.1:${port}`;
  const created = await fetch(`${base}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Backed up' }),
  });
  expect(created.status).toBe(201);
  const cookie = created.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { id: projectId } = (await created.json()) as { id: string };
  const generate = await fetch(`${base}/api/projects/${projectId}/generate`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'a recipe app' }),
  });
  expect(generate.status).toBe(202);
  const { promptId } = (await generate.json()) as { promptId: string };
  await waitForGeneration(base, cookie, promptId);
  const project = await readJson<Made['project']>(base, cookie, `/api/projects/${projectId}`);
  expect(project.currentVersion).toBe(1);

  const mediaBytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(mediaBytes)], { type: 'image/png' }), 'pixel.png');
  const upload = await fetch(`${base}/api/media/upload`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const uploaded = (await upload.json()) as { files: { id: string }[] };
  expect(uploaded.files).toHaveLength(1);

  // The prompt and the assistant's reply.
  const messages = await readJson<unknown[]>(base, cookie, `/api/projects/${projectId}/messages`);
  expect(messages.length).toBeGreaterThanOrEqual(2);
  return {
    cookie,
    projectId,
    project,
    messages,
    mediaId: uploaded.files[0]!.id,
    mediaBytes,
  };
}

/** Polls the person's queue until the generation has finished and its reply is in the chat. */
async function waitForGeneration(base: string, cookie: string, promptId: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const queue = await readJson<{
      userItems: { id: string; status: string; error: string | null }[];
    }>(base, cookie, '/api/queue');
    const item = queue.userItems.find((candidate) => candidate.id === promptId);
    if (item?.status === 'completed') return;
    if (item?.status === 'failed') throw new Error(`the generation failed: ${item.error}`);
    if (Date.now() > deadline) throw new Error(`the generation is still ${item?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function readJson<T>(base: string, cookie: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The restored server answers the same cookie with the same project, chat and file. */
async function expectSameData(port: number, made: Made) {
  const base = `http://127.0.0.1:${port}`;
  expect(await readJson(base, made.cookie, `/api/projects/${made.projectId}`)).toMatchObject(
    made.project,
  );
  expect(await readJson(base, made.cookie, `/api/projects/${made.projectId}/messages`)).toEqual(
    made.messages,
  );
  const file = await fetch(`${base}/api/media/${made.mediaId}`, {
    headers: { cookie: made.cookie },
  });
  expect(file.status).toBe(200);
  expect(Buffer.from(await file.arrayBuffer()).equals(made.mediaBytes)).toBe(true);
}

/** A graceful stop, as a person's Ctrl-C or an orchestrator's SIGTERM; its log tells why not. */
async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output().slice(-3000)).toBe(0);
}

describe('backup and restore of the embedded database and DATA_DIR', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'appforge-backup-'));
  const original = join(workDir, 'original');
  const restored = join(workDir, 'restored');
  const archive = join(workDir, 'backup.tar.gz');
  const running: ServerProcess[] = [];
  let made: Made;

  beforeAll(async () => {
    const server = startServer(original);
    running.push(server);
    made = await makeData(await server.listening);

    const refused = await runScript('backup', [archive], { DATA_DIR: original });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`an Appforge server is running on ${original}: stop it first`);
    expect(existsSync(archive)).toBe(false);

    await stop(server);
  }, 120_000);
  afterAll(() => {
    running.forEach((server) => server.child.kill('SIGKILL'));
    rmSync(workDir, { recursive: true, force: true });
  });

  it('archives DATA_DIR once the server has stopped, readable by its owner alone', async () => {
    const backup = await runScript('backup', [archive], { DATA_DIR: original });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(existsSync(join(original, 'db.lock'))).toBe(false);
  }, 60_000);

  it('restores into a fresh DATA_DIR, where a new server serves the same data to the same cookie', async () => {
    const restore = await runScript('restore', [archive], { DATA_DIR: restored });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(readdirSync(restored).sort()).toEqual(readdirSync(original).sort());

    const server = startServer(restored);
    running.push(server);
    await expectSameData(await server.listening, made);
    await stop(server);
  }, 120_000);

  it('refuses to restore over a DATA_DIR that holds data unless --force', async () => {
    const refused = await runScript('restore', [archive], { DATA_DIR: original });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Pass --force to replace them with the backup.');

    const forced = await runScript('restore', [archive, '--force'], { DATA_DIR: original });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    const server = startServer(original);
    running.push(server);
    await expectSameData(await server.listening, made);
    await stop(server);
  }, 120_000);

  it('refuses a PostgreSQL restore of an embedded backup, and a file that is no backup', async () => {
    const wrongDatabase = await runScript('restore', [archive], {
      DATA_DIR: join(workDir, 'elsewhere'),
      DATABASE_URL: 'postgres://127.0.0.1:1/none',
    });
    expect(wrongDatabase.code).toBe(1);
    expect(wrongDatabase.stderr).toContain('unset DATABASE_URL');

    const notABackup = await runScript('restore', [join(original, 'session-secret')], {
      DATA_DIR: join(workDir, 'elsewhere'),
    });
    expect(notABackup.code).toBe(1);
    expect(notABackup.stderr).toContain('is not an Appforge backup');
  }, 60_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('backup and restore on PostgreSQL (pg_dump / pg_restore)', () => {
  const running: ServerProcess[] = [];
  const databases: { url: string; drop(): Promise<void> }[] = [];
  let workDir: string;
  let archive: string;
  let made: Made;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'appforge-backup-pg-'));
    archive = join(workDir, 'backup.tar.gz');
    const source = await createDatabase(adminUrl!);
    databases.push(source);
    const server = startServer(join(workDir, 'original'), { env: { DATABASE_URL: source.url } });
    running.push(server);
    made = await makeData(await server.listening);
    // A PostgreSQL backup is taken while the server runs: pg_dump reads one consistent snapshot.
    const backup = await runScript('backup', [archive], {
      DATA_DIR: join(workDir, 'original'),
      DATABASE_URL: source.url,
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    await stop(server);
  }, 120_000);
  afterAll(async () => {
    running.forEach((server) => server.child.kill('SIGKILL'));
    await Promise.all(databases.map((database) => database.drop()));
    rmSync(workDir, { recursive: true, force: true });
  });

  it('restores into a new database and DATA_DIR, refusing to overwrite them unless --force', async () => {
    const target = await createDatabase(adminUrl!);
    databases.push(target);
    const env = { DATA_DIR: join(workDir, 'restored'), DATABASE_URL: target.url };
    const restore = await runScript('restore', [archive], env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    const again = await runScript('restore', [archive], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/the database in DATABASE_URL has \d+ tables/);
    const forced = await runScript('restore', [archive, '--force'], env);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);

    const server = startServer(env.DATA_DIR, { env: { DATABASE_URL: target.url } });
    running.push(server);
    await expectSameData(await server.listening, made);
    await stop(server);
  }, 120_000);
});
