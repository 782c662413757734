import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { backends, cookiePair, createTestApp, type TestApp } from '../../test/test-app';

describe.each(backends)('session on %s', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
  });
  afterAll(() => testApp.close());

  it('issues a signed httpOnly SameSite=Lax cookie once, then keeps the same user', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/session' });
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^appforge_session=[^;]+\.[^;]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const userId = first.json().user.id;

    const cookie = cookiePair(first.headers['set-cookie']);
    for (let i = 0; i < 3; i += 1) {
      const again = await testApp.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie },
      });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.json().user.id).toBe(userId);
    }
  });

  it('gives two cookie-less clients two different users', async () => {
    const a = await testApp.app.inject({ method: 'GET', url: '/api/session' });
    const b = await testApp.app.inject({ method: 'GET', url: '/api/session' });
    expect(a.json().user.id).not.toBe(b.json().user.id);
  });

  it('treats a tampered cookie as no cookie', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/session' });
    const [name, value] = String(cookiePair(first.headers['set-cookie'])).split('=');
    const otherId = '00000000-0000-4000-8000-000000000000';
    const forged = `${name}=${otherId}.${String(value).split('.')[1]}`;
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: forged },
    });
    expect(response.json().user.id).not.toBe(otherId);
    expect(response.headers['set-cookie']).toBeDefined();
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
      const first = await before.inject({ method: 'GET', url: '/api/session' });
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
