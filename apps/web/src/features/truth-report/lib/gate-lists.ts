import type { StaticAnalysisGate, TestCase } from '@appforge/shared/contracts/truth-report';
import { formatRatio, NOT_MEASURED, problemCount } from './report-format';

/** The test cases with the failures first, each group in the order the run gave. */
export const failuresFirst = (cases: readonly TestCase[]): TestCase[] => [
  ...cases.filter((testCase) => !testCase.passed),
  ...cases.filter((testCase) => testCase.passed),
];

export interface CheckRow {
  name: string;
  text: string;
  ok: boolean | null;
}

/** The static checks, those with problems first: "ok", "3 problems" or "not measured". */
export function checkRows(checks: StaticAnalysisGate['checks']): CheckRow[] {
  const rows = Object.entries(checks).map(([name, result]): CheckRow => {
    if (result === 'ok') return { name, text: 'ok', ok: true };
    if (result === 'not_measured') return { name, text: NOT_MEASURED, ok: null };
    return result === 0
      ? { name, text: 'ok', ok: true }
      : { name, text: problemCount(result), ok: false };
  });
  const rank = (row: CheckRow) => (row.ok === false ? 0 : row.ok === null ? 2 : 1);
  return rows.sort((a, b) => rank(a) - rank(b));
}

/** A screen's change since the previous report: a share of its pixels, or no baseline yet. */
export const screenDiffText = (diffRatio: number | null) =>
  diffRatio === null ? 'no baseline yet' : `${formatRatio(diffRatio)} of pixels changed`;
