import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { users } from '../../db/schema';
import { backends, cookiePair, createTestApp, type TestApp } from '../../test/test-app';

describe.each(backends)('session on %s', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
  });
  afterAll(() => testApp.close());

  const countUsers = () => testApp.app.db.$count(users);
  const inject = (method: 'GET' | 'HEAD' | 'POST', url: string, cookie?: string) =>
    testApp.app.inject({ method, url, headers: cookie ? { cookie } : {} });

  it('answers cookie-less reads as a person with no data, storing nothing', async () => {
    const before = await countUsers();
    const session = await inject('GET', '/api/session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: null });
    const projects = await inject('GET', '/api/projects');
    expect(projects.json()).toEqual([]);
    const head = await inject('HEAD', '/api/projects');
    expect(head.statusCode).toBe(200);
    const unknown = await inject('GET', `/api/projects/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    for (const response of [session, projects, head, unknown]) {
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await countUsers()).toBe(before);
  });

  it('creates the user and its signed httpOnly SameSite=Lax cookie on the first write', async () => {
    const before = await countUsers();
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'Pantry' },
    });
    expect(created.statusCode).toBe(201);
    const setCookie = String(created.headers['set-cookie']);
    expect(setCookie).toMatch(/^appforge_session=[^;]+\.[^;]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(await countUsers()).toBe(before + 1);

    const cookie = cookiePair(created.headers['set-cookie']);
    const session = await inject('GET', '/api/session', cookie);
    const userId = session.json().user.id;
    expect(session.headers['set-cookie']).toBeUndefined();
    for (let i = 0; i < 3; i += 1) {
      const again = await inject('POST', '/api/session', cookie);
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.json().user.id).toBe(userId);
    }
    const projects = await inject('GET', '/api/projects', cookie);
    expect(projects.json()).toEqual([expect.objectContaining({ id: created.json().id })]);
    expect(await countUsers()).toBe(before + 1);
  });

  it('gives two cookie-less writers two different users', async () => {
    const a = await inject('POST', '/api/session');
    const b = await inject('POST', '/api/session');
    expect(a.json().user.id).not.toBe(b.json().user.id);
  });

  it('treats a tampered cookie as no cookie', async () => {
    const first = await inject('POST', '/api/session');
    const [name, value] = String(cookiePair(first.headers['set-cookie'])).split('=');
    const otherId = '00000000-0000-4000-8000-000000000000';
    const forged = `${name}=${otherId}.${String(value).split('.')[1]}`;
    const read = await inject('GET', '/api/session', forged);
    expect(read.json()).toEqual({ user: null });
    expect(read.headers['set-cookie']).toBeUndefined();
    const write = await inject('POST', '/api/session', forged);
    expect(write.json().user.id).not.toBe(otherId);
    expect(write.headers['set-cookie']).toBeDefined();
  });
});

describe('session across a restart', () => {
  it('keeps the same user when the server restarts on the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'appforge-restart-'));
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      webDistDir: join(dataDir, 'no-web-build'),
    };
    try {
      const before = await buildApp(config);
      const first = await before.inject({ method: 'POST', url: '/api/session' });
      await before.close();

      const after = await buildApp(config);
      const cookie = cookiePair(first.headers['set-cookie']);
      const again = await after.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      await after.close();

      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.json().user.id).toBe(first.json().user.id);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
