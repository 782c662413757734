import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join, relative, sep } from 'node:path';
import { JEST_CONFIG } from '../packages/codegen/src/render/frontend/app-tests.ts';

/**
 * The generated apps' own tests (`npm test`: jest-expo, __tests__/App.test.tsx) run for a rotating
 * sample: SAMPLE_SIZE apps spread evenly over the corpus, shifted by one every day, so the whole
 * corpus is covered over a few weeks while each run stays about a minute.
 */

export const SAMPLE_SIZE = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The folders of today's sample among `appDirs` (sorted), and which day's sample it is. */
export function todaysSample(appDirs: string[], now = Date.now()) {
  const day = Math.floor(now / DAY_MS);
  const stride = Math.max(1, Math.ceil(appDirs.length / SAMPLE_SIZE));
  const start = day % stride;
  const sample = Array.from(
    { length: Math.min(SAMPLE_SIZE, appDirs.length) },
    (_, index) => appDirs[(start + index * stride) % appDirs.length]!,
  );
  return { day, sample };
}

interface JestResults {
  success: boolean;
  numTotalTests: number;
  numFailedTests: number;
}

/**
 * The apps' own jest settings (package.json's `jest`). The shared install sits under
 * node_modules/.cache, so the preset's "leave node_modules untransformed, but React Native and
 * Expo" patterns would also match the install's own path: they skip that first `.cache` level.
 */
function jestConfig(root: string) {
  const require = createRequire(join(root, 'package.json'));
  const preset = require(`${JEST_CONFIG.preset}/jest-preset.js`) as {
    transformIgnorePatterns: string[];
  };
  return {
    ...JEST_CONFIG,
    transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) =>
      pattern.replace('/node_modules/(?!', '/node_modules/(?!\\.cache/)(?!'),
    ),
  };
}

/**
 * Runs the own tests of `appDirs` with the packages installed under `root`; null when every app's
 * tests ran and passed, else why not. Jest ignores files under node_modules, where the checks keep
 * their apps, so each app is copied to a temporary folder beside a link to the shared install.
 */
export function runAppTests(root: string, appDirs: string[]): string | null {
  const work = mkdtempSync(join(tmpdir(), 'appforge-app-tests-'));
  try {
    symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));
    for (const dir of appDirs) {
      cpSync(dir, join(work, basename(dir)), {
        recursive: true,
        filter: (source) => relative(dir, source).split(sep)[0] !== 'node_modules',
      });
    }
    writeFileSync(join(work, 'jest.config.json'), JSON.stringify(jestConfig(root)));
    const results = join(work, 'results.json');
    const jest = spawnSync(
      process.execPath,
      [join(root, 'node_modules/jest/bin/jest.js'), '--ci', '--json', '--outputFile', results],
      { cwd: work, stdio: 'inherit', env: { ...process.env, CI: '1' } },
    );
    if (jest.error) return jest.error.message;
    const { success, numTotalTests, numFailedTests } = JSON.parse(
      readFileSync(results, 'utf8'),
    ) as JestResults;
    if (numTotalTests < appDirs.length * 2)
      return `${String(numTotalTests)} tests ran for ${String(appDirs.length)} apps`;
    return success && numFailedTests === 0
      ? null
      : `${String(numFailedTests)} of ${String(numTotalTests)} tests failed`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
