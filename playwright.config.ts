import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright's own browser download does not work on our machines.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFound = existsSync(chromiumPath);
if (!chromiumFound) {
  const hint = `Chromium not found at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH).`;
  if (process.env.E2E_REQUIRED === '1') throw new Error(`${hint} E2E_REQUIRED=1, so this fails.`);
  console.warn(`${hint} Skipping the browser end-to-end tests.`);
}

/** A port no other process holds now, so a second test run beside this one starts its own server. */
function freePort() {
  const script = `const server = require('node:net').createServer();
server.listen(0, '127.0.0.1', () => { console.log(server.address().port); server.close(); });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
// The config is read again in each worker process: they inherit the port chosen here.
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'appforge-e2e-'));
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: chromiumFound ? '**/*.spec.ts' : 'no-browser-available',
  // Built once: the servers the specs start themselves (e2e/builder-live, e2e/preview).
  globalSetup: chromiumFound ? './scripts/test/build-test-servers.ts' : undefined,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Ceilings, not waits: every step waits on what the page or server shows (a heading, the
  // socket's state, a "listening" line) and goes on the moment it appears. They are generous so
  // a busy 2-core machine, or a second test run beside this one, does not fail a slow step.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    // scripts/test.ts reads it for the closing summary of `npm test`.
    ...(process.env.E2E_JSON_REPORT
      ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const]
      : []),
  ],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer:
    process.env.E2E_BASE_URL || !chromiumFound
      ? undefined
      : {
          command: 'node apps/server/dist/main.js',
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          timeout: 60_000,
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: process.env.E2E_DATA_DIR,
            LOG_LEVEL: 'warn',
            // The admin account e2e/admin.spec.ts signs in with.
            ADMIN_EMAIL: 'admin@example.com',
            ADMIN_PASSWORD: 'e2e-admin-password',
          },
        },
});
