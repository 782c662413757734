import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccounts } from '../../db/schema';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { GENERATED_ADMIN_EMAIL, bootstrapAdmin } from './admin-bootstrap.service';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminSettings, login } from './admin-test-client';

function capturingLog() {
  const warnings: string[] = [];
  const infos: string[] = [];
  return {
    warnings,
    infos,
    log: { warn: (line: string) => warnings.push(line), info: (line: string) => infos.push(line) },
  };
}

const passwordIn = (line: string) => /password (\S+) /.exec(line)?.[1];

describe.each(backends)('first admin on %s', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
  });
  afterAll(() => testApp.close());

  const hint = async () =>
    (await testApp.app.inject({ method: 'GET', url: '/api/admin/login' })).json();

  it('generates an account on first start and says so in the hint, without the password', async () => {
    expect(await hint()).toEqual({ generatedCredentials: true, email: GENERATED_ADMIN_EMAIL });
  });

  it('logs a random password once, from the one start whose insert wins', async () => {
    const existing = capturingLog();
    await bootstrapAdmin(testApp.app.db, testApp.config.admin, existing.log);
    expect(existing.warnings).toEqual([]);

    const passwords: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      await testApp.app.db.delete(adminAccounts);
      const starts = [capturingLog(), capturingLog()];
      await Promise.all(
        starts.map(({ log }) => bootstrapAdmin(testApp.app.db, testApp.config.admin, log)),
      );
      const lines = starts.flatMap(({ warnings }) => warnings);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(GENERATED_ADMIN_EMAIL);
      expect(lines[0]).toContain('shown once');
      passwords.push(passwordIn(lines[0] ?? '') ?? '');
    }
    expect(passwords[0]).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(passwords[1]).not.toBe(passwords[0]);

    const response = await login(testApp.app, {
      email: GENERATED_ADMIN_EMAIL,
      password: passwords[1],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().admin.email).toBe(GENERATED_ADMIN_EMAIL);
  });

  it('uses ADMIN_EMAIL / ADMIN_PASSWORD once set: removes the generated account, follows a new password', async () => {
    const configured = capturingLog();
    await bootstrapAdmin(testApp.app.db, adminSettings(), configured.log);
    expect(configured.warnings).toEqual([]);
    expect(configured.infos).toEqual([
      `Created the admin account ${ADMIN_EMAIL} from ADMIN_EMAIL.`,
    ]);
    expect(await hint()).toEqual({ generatedCredentials: false, email: null });
    expect((await login(testApp.app, {}, '192.0.2.10')).statusCode).toBe(200);

    const changed = 'a different passphrase';
    await bootstrapAdmin(testApp.app.db, adminSettings({ password: changed }), capturingLog().log);
    expect((await login(testApp.app, { password: changed }, '192.0.2.11')).statusCode).toBe(200);
    expect((await login(testApp.app, { password: ADMIN_PASSWORD }, '192.0.2.12')).statusCode).toBe(
      401,
    );
    const rows = await testApp.app.db.select().from(adminAccounts);
    expect(rows.map((row) => [row.email, row.generated])).toEqual([[ADMIN_EMAIL, false]]);
  });
});
