import { describe, expect, it } from 'vitest';
import {
  countSuites,
  failedVitestTests,
  suiteOfVitestTest,
  summaryLines,
  type VitestReport,
} from './summary';

const vitest: VitestReport = {
  testResults: [
    {
      name: '/repo/packages/codegen/src/generate.test.ts',
      status: 'passed',
      assertionResults: [
        { fullName: 'generate builds an app', status: 'passed' },
        { fullName: 'generate reads PostgreSQL-free prompts', status: 'passed' },
      ],
    },
    {
      name: '/repo/apps/server/src/modules/health/health.routes.test.ts',
      status: 'failed',
      assertionResults: [
        { fullName: 'GET /api/health on pglite answers ok', status: 'passed' },
        { fullName: 'GET /api/health on postgres answers ok', status: 'failed' },
      ],
    },
    {
      name: '/repo/apps/server/src/realtime/cross-process.test.ts',
      status: 'skipped',
      assertionResults: [
        { fullName: 'two processes on one PostgreSQL share events', status: 'skipped' },
      ],
    },
    {
      name: '/repo/apps/server/src/broken.test.ts',
      status: 'failed',
      assertionResults: [],
    },
  ],
};

describe('the closing summary of npm test', () => {
  it('sorts server tests by the database they name, the rest as unit tests', () => {
    expect(suiteOfVitestTest('/r/apps/web/src/lib/theme.test.ts', 'theme on postgres')).toBe(
      'unit',
    );
    expect(suiteOfVitestTest('/r/apps/server/src/a.test.ts', 'session on pglite')).toBe(
      'integration on PGlite',
    );
    expect(suiteOfVitestTest('/r/apps/server/src/a.test.ts', 'the queue (postgres) x')).toBe(
      'integration on PostgreSQL',
    );
  });

  it('counts each suite, a file that failed before its tests as one failure', () => {
    const suites = countSuites(
      vitest,
      { stats: { expected: 40, unexpected: 1, flaky: 2, skipped: 3 } },
      {
        checks: [
          { name: 'expo export --platform android', passed: true, seconds: 30 },
          { name: 'tsc --noEmit', passed: false, seconds: 5 },
        ],
      },
    );
    expect(Object.fromEntries(suites)).toEqual({
      unit: { passed: 2, failed: 0, skipped: 0 },
      'integration on PGlite': { passed: 1, failed: 1, skipped: 0 },
      'integration on PostgreSQL': { passed: 0, failed: 1, skipped: 1 },
      browser: { passed: 42, failed: 1, skipped: 3 },
      'Expo toolchain': { passed: 1, failed: 1, skipped: 0 },
    });
  });

  it('names each failed test by its file, and a file that failed before its tests alone', () => {
    expect(failedVitestTests(vitest, '/repo/')).toEqual([
      'apps/server/src/modules/health/health.routes.test.ts › GET /api/health on postgres answers ok',
      'apps/server/src/broken.test.ts',
    ]);
    expect(failedVitestTests(null, '/repo/')).toEqual([]);
  });

  it('names every suite, says why one did not run, and ends with the plain totals', () => {
    const lines = summaryLines(countSuites(vitest, null, { checks: [], skipped: 'offline' }), {
      browser: 'Chromium not found',
      'Expo toolchain': 'the npm registry is unreachable',
    });
    expect(lines).toEqual([
      'suites: unit 2 passed · integration on PGlite 1 passed, 1 failed · ' +
        'integration on PostgreSQL 0 passed, 1 failed, 1 skipped · browser not run (Chromium not found) · ' +
        'Expo toolchain not run (the npm registry is unreachable)',
      'tests: 3 passed, 2 failed, 1 skipped',
    ]);
  });
});
