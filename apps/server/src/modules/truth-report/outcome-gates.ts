import {
  API_P95_BUDGET_MS,
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

/**
 * API p95 under a short load test, and what each platform downloads. Cold starts need an iOS or
 * Android device or emulator, which this server has not: they are not measured. The first render
 * of each platform's web preview in headless Chromium is timed, and said as what it is in the
 * summary, not judged against a device's cold start budget.
 */
export function performanceGate(sandbox: SandboxOutcome, browser: BrowserOutcome): PerformanceGate {
  const { ios, android } = browser.coldStartMs;
  const p95 = sandbox.p95ApiMs;
  const api =
    p95 === null
      ? 'API p95 not measured: the app did not start'
      : p95 > API_P95_BUDGET_MS
        ? `API p95 ${p95} ms is over ${API_P95_BUDGET_MS} ms`
        : `API p95 ${p95} ms is within ${API_P95_BUDGET_MS} ms`;
  const renders =
    ios !== null && android !== null
      ? ` The web preview's first render in headless Chromium took ${ios} ms (iOS look) and ${android} ms (Android look).`
      : '';
  return {
    status: p95 === null ? 'not_measured' : p95 > API_P95_BUDGET_MS ? 'review' : 'pass',
    summary: `${api}. Cold starts not measured: they need an iOS or Android device or emulator.${renders}`,
    p95ApiMs: p95,
    apiRequests: sandbox.apiRequests,
    iosColdStartMs: null,
    androidColdStartMs: null,
    bundleSizeMB: bundleSizesMB(browser),
  };
}
