import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  countSuites,
  failedVitestTests,
  summaryLines,
  type ExpoToolchainReport,
  type PlaywrightReport,
  type SuiteName,
  type VitestReport,
} from './test/summary.ts';

// `npm test`: builds, runs every suite (a failing one does not stop the others, so one run shows
// everything that is wrong), then ends with one line naming each suite and its counts, so a
// suite that did not run is seen, and the totals.
const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'appforge-test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');
const expoReport = join(reports, 'expo-toolchain.json');

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status === 0;

const readReport = <T>(path: string): T | null =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;

if (!run('npm', ['run', '--silent', 'build'])) {
  console.error('test: the build failed, so no suite ran.');
  process.exit(1);
}
const vitestPassed = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const playwrightPassed = run('npx', ['playwright', 'test', '--pass-with-no-tests'], {
  E2E_JSON_REPORT: playwrightReport,
});
// Last and alone: Metro and tsc take both cores for a minute, which would slow the suites above.
const expoPassed = run(process.execPath, ['scripts/expo-toolchain/check.ts'], {
  EXPO_TOOLCHAIN_JSON_REPORT: expoReport,
});

const vitest = readReport<VitestReport>(vitestReport);
const playwright = readReport<PlaywrightReport>(playwrightReport);
const expo = readReport<ExpoToolchainReport>(expoReport);
rmSync(reports, { recursive: true, force: true });

const notRun: Partial<Record<SuiteName, string>> = {};
if (!vitest) {
  for (const suite of ['unit', 'integration on PGlite', 'integration on PostgreSQL'] as const) {
    notRun[suite] = 'Vitest stopped before reporting';
  }
} else if (!process.env.TEST_DATABASE_URL) {
  notRun['integration on PostgreSQL'] = 'TEST_DATABASE_URL is not set';
}
if (!expo) notRun['Expo toolchain'] = 'the check stopped before reporting';
else if (expo.skipped) notRun['Expo toolchain'] = expo.skipped;
if (!playwright) notRun.browser = 'Playwright stopped before reporting';
else if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  notRun.browser = 'Chromium not found';
}

const suites = countSuites(vitest, playwright, expo);
const failedNames = failedVitestTests(vitest, root);
if (failedNames.length > 0)
  console.log(`\nfailed:\n${failedNames.map((name) => `  ${name}`).join('\n')}`);
console.log(`\n${summaryLines(suites, notRun).join('\n')}`);
const failed = [...suites.values()].some((counts) => counts.failed > 0);
const allPassed = vitestPassed && playwrightPassed && expoPassed && vitest && playwright && expo;
process.exit(allPassed && !failed ? 0 : 1);
