/** What the runners' JSON reports say, counted by suite for the line `npm test` ends with. */

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export type SuiteName =
  'unit' | 'integration on PGlite' | 'integration on PostgreSQL' | 'browser' | 'Expo toolchain';

/** The parts of Vitest's JSON report read here. */
export interface VitestReport {
  testResults: {
    name: string;
    status: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

/** The parts of Playwright's JSON report read here. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/** One step of the Expo toolchain check (scripts/expo-toolchain/check.ts) and how long it took. */
export interface ToolchainCheck {
  name: string;
  passed: boolean;
  seconds: number;
}

/** What the Expo toolchain check wrote: its steps, or why it was skipped. */
export interface ExpoToolchainReport {
  checks: ToolchainCheck[];
  skipped?: string;
}

const empty = (): Counts => ({ passed: 0, failed: 0, skipped: 0 });

/**
 * The server's tests are integration tests: they run the app or its processes against a
 * database. Those that name PostgreSQL (the `backends` of test-app.ts, "two processes on one
 * PostgreSQL") ran against it; the rest against PGlite. Everything else is a unit test.
 */
export function suiteOfVitestTest(file: string, fullName: string): SuiteName {
  if (!/(^|\/)apps\/server\//.test(file)) return 'unit';
  return /postgres/i.test(fullName) ? 'integration on PostgreSQL' : 'integration on PGlite';
}

function add(counts: Counts, status: string) {
  if (status === 'passed') counts.passed += 1;
  else if (status === 'failed') counts.failed += 1;
  else counts.skipped += 1;
}

export function countSuites(
  vitest: VitestReport | null,
  playwright: PlaywrightReport | null,
  expo: ExpoToolchainReport | null = null,
) {
  const suites = new Map<SuiteName, Counts>(
    (
      [
        'unit',
        'integration on PGlite',
        'integration on PostgreSQL',
        'browser',
        'Expo toolchain',
      ] as const
    ).map((name) => [name, empty()]),
  );
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults) {
      add(suites.get(suiteOfVitestTest(file.name, test.fullName))!, test.status);
    }
    // A file that failed before any of its tests ran (an import or a hook) counts as one failure.
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      suites.get(suiteOfVitestTest(file.name, ''))!.failed += 1;
    }
  }
  if (playwright) {
    const { expected, unexpected, flaky, skipped } = playwright.stats;
    Object.assign(suites.get('browser')!, {
      passed: expected + flaky,
      failed: unexpected,
      skipped,
    });
  }
  for (const check of expo?.checks ?? []) {
    add(suites.get('Expo toolchain')!, check.passed ? 'passed' : 'failed');
  }
  return suites;
}

/**
 * Each Vitest test that failed, as "file › test" with the file relative to the repository, so
 * the end of a long run names what to look at (a file that failed before its tests, by itself).
 */
export function failedVitestTests(vitest: VitestReport | null, root: string) {
  const names: string[] = [];
  for (const file of vitest?.testResults ?? []) {
    const path = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') names.push(path);
    names.push(...failed.map((test) => `${path} › ${test.fullName}`));
  }
  return names;
}

const describeCounts = ({ passed, failed, skipped }: Counts) =>
  [`${passed} passed`, failed ? `${failed} failed` : '', skipped ? `${skipped} skipped` : '']
    .filter(Boolean)
    .join(', ');

/**
 * The two closing lines: each suite with its counts (or why it did not run), then the totals in
 * the plain "N passed, N failed" form.
 */
export function summaryLines(
  suites: Map<SuiteName, Counts>,
  notRun: Partial<Record<SuiteName, string>>,
) {
  const parts = [...suites].map(([name, counts]) =>
    notRun[name] ? `${name} not run (${notRun[name]})` : `${name} ${describeCounts(counts)}`,
  );
  const total = [...suites.values()].reduce(
    (sum, counts) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
      skipped: sum.skipped + counts.skipped,
    }),
    empty(),
  );
  return [
    `suites: ${parts.join(' · ')}`,
    `tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`,
  ];
}
