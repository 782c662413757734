import {
  API_P95_BUDGET_MS,
  COLD_START_BUDGET_MS,
  type PerformanceGate,
  type TestCase,
  type TestsGate,
} from '@appforge/shared/contracts/truth-report';
import { bundleSizesMB } from './browser';
import type { BrowserOutcome, SandboxOutcome } from './gates/gate-input';

const tally = (cases: TestCase[]) => ({
  pass: cases.filter((item) => item.passed).length,
  fail: cases.filter((item) => !item.passed).length,
});
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

/** The generated app's own tests: sandboxed unit and API cases, screens rendered in Chromium. */
export function testsGate(sandbox: SandboxOutcome, browser: BrowserOutcome): TestsGate {
  const uiCases: TestCase[] = browser.screens.map((screen) => ({
    suite: 'ui',
    name: `${screen.platform === 'ios' ? 'iOS' : 'Android'}: ${screen.screen} renders`,
    passed: screen.rendered,
    ...(screen.error ? { message: screen.error } : {}),
  }));
  const cases = [...sandbox.cases, ...uiCases];
  const unit = tally(sandbox.cases);
  const ui = browser.available ? tally(uiCases) : null;
  const failed = unit.fail + (ui?.fail ?? 0);
  const ran = cases.length;
  const status = sandbox.error || failed > 0 ? 'fail' : ran === 0 ? 'not_measured' : 'pass';
  const parts = [
    `${unit.pass} of ${unit.pass + unit.fail} unit and API tests passed`,
    ui
      ? `${ui.pass} of ${ui.pass + ui.fail} screens rendered`
      : `screens not rendered: ${browser.reason}`,
    sandbox.coverage === null
      ? 'coverage not measured'
      : `${percent(sandbox.coverage)} of the app's functions ran`,
  ];
  return {
    status,
    summary: `${sandbox.error ? `${sandbox.error}. ` : ''}${parts.join('; ')}.`,
    unit: { ...unit, coverage: sandbox.coverage },
    ui,
    e2e: null,
    cases: [...cases].sort((a, b) => Number(a.passed) - Number(b.passed)),
  };
}

/** API p95 under a short load test, cold starts in Chromium, and what each platform downloads. */
export function performanceGate(sandbox: SandboxOutcome, browser: BrowserOutcome): PerformanceGate {
  const { ios, android } = browser.coldStartMs;
  const overBudget = [
    sandbox.p95ApiMs !== null && sandbox.p95ApiMs > API_P95_BUDGET_MS
      ? `API p95 ${sandbox.p95ApiMs} ms is over ${API_P95_BUDGET_MS} ms`
      : null,
    ios !== null && ios > COLD_START_BUDGET_MS.ios
      ? `iOS cold start ${ios} ms is over ${COLD_START_BUDGET_MS.ios} ms`
      : null,
    android !== null && android > COLD_START_BUDGET_MS.android
      ? `Android cold start ${android} ms is over ${COLD_START_BUDGET_MS.android} ms`
      : null,
  ].filter((line): line is string => line !== null);
  const measured = sandbox.p95ApiMs !== null || ios !== null || android !== null;
  return {
    status: overBudget.length > 0 ? 'review' : measured ? 'pass' : 'not_measured',
    summary:
      overBudget.length > 0
        ? `${overBudget.join('; ')}.`
        : measured
          ? 'Within budget: API p95, iOS and Android cold starts.'
          : 'Nothing could be measured: the app did not start.',
    p95ApiMs: sandbox.p95ApiMs,
    apiRequests: sandbox.apiRequests,
    iosColdStartMs: ios,
    androidColdStartMs: android,
    bundleSizeMB: bundleSizesMB(browser),
  };
}
