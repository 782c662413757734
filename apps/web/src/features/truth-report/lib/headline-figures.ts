import {
  API_P95_BUDGET_MS,
  COLD_START_BUDGET_MS,
  type TestsGate,
  type TruthReport,
} from '@appforge/shared/contracts/truth-report';
import { formatCount, formatMs, formatRatio, NOT_MEASURED, orNotMeasured } from './report-format';

/** A labelled figure of a report: its value already formatted, "not measured" when null. */
export interface Figure {
  label: string;
  value: string;
  /** Context under the value: a budget, a target, where it comes from. */
  sub?: string;
  /** Ids and hashes read in the monospace face. */
  mono?: boolean;
}

type PassFail = { pass: number; fail: number };

/** Passed and run tests across the suites that ran (unit always; UI and e2e when measured). */
export function testsTally(tests: TestsGate): { passed: number; total: number } {
  const suites = [tests.unit, tests.ui, tests.e2e].filter((suite): suite is PassFail => !!suite);
  return {
    passed: suites.reduce((sum, suite) => sum + suite.pass, 0),
    total: suites.reduce((sum, suite) => sum + suite.pass + suite.fail, 0),
  };
}

const passedOf = (suite: PassFail) =>
  `${formatCount(suite.pass)}/${formatCount(suite.pass + suite.fail)}`;

/** "12 of 14": the tests-passed headline, also a history column. */
export function testsPassedText(tests: TestsGate): string {
  const { passed, total } = testsTally(tests);
  return `${formatCount(passed)} of ${formatCount(total)}`;
}

/**
 * spec 02 §2: the latest report's four headline figures — tests passed, API response p95, test
 * coverage and iOS cold start — each "not measured" when the report could not measure it.
 */
export function headlineFigures({ tests, performance }: TruthReport): Figure[] {
  const suites = [
    `Unit ${passedOf(tests.unit)}`,
    `UI ${tests.ui ? passedOf(tests.ui) : NOT_MEASURED}`,
    `E2E ${tests.e2e ? passedOf(tests.e2e) : NOT_MEASURED}`,
  ];
  const requests =
    performance.apiRequests === null ? '' : ` · ${formatCount(performance.apiRequests)} requests`;
  return [
    { label: 'Tests passed', value: testsPassedText(tests), sub: suites.join(' · ') },
    {
      label: 'API response p95',
      value: orNotMeasured(performance.p95ApiMs, formatMs),
      sub: `Budget ${formatMs(API_P95_BUDGET_MS)}${requests}`,
    },
    {
      label: 'Test coverage',
      value: orNotMeasured(tests.unit.coverage, formatRatio),
      sub: 'Measured by the unit tests',
    },
    {
      label: 'iOS cold start',
      value: orNotMeasured(performance.iosColdStartMs, formatMs),
      sub: `Budget ${formatMs(COLD_START_BUDGET_MS.ios)}`,
    },
  ];
}
