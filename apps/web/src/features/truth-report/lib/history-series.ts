import type { TruthReport } from '@appforge/shared/contracts/truth-report';
import { testsTally } from './headline-figures';

/** One report as a point of the History charts. Null where the report did not measure it. */
export interface HistoryPoint {
  id: string;
  /** "v3": the version reported on, the x axis. */
  label: string;
  timestamp: string;
  p95Ms: number | null;
  coveragePercent: number | null;
  testsPassed: number;
  timeToExecutableS: number | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The history (newest first, as the server answers) as chart points, oldest → newest. */
export function historySeries(reports: readonly TruthReport[]): HistoryPoint[] {
  return [...reports].reverse().map((report) => ({
    id: report.id,
    label: `v${report.version}`,
    timestamp: report.timestamp,
    p95Ms: report.performance.p95ApiMs === null ? null : Math.round(report.performance.p95ApiMs),
    coveragePercent:
      report.tests.unit.coverage === null ? null : oneDecimal(report.tests.unit.coverage * 100),
    testsPassed: testsTally(report.tests).passed,
    timeToExecutableS:
      report.kpis.timeToExecutableMs === null
        ? null
        : oneDecimal(report.kpis.timeToExecutableMs / 1000),
  }));
}

type SeriesKey = 'p95Ms' | 'coveragePercent' | 'testsPassed' | 'timeToExecutableS';

/** The four History charts, in the chart palette's order (shared/DESIGN.md "Charts"). */
export const HISTORY_CHARTS: readonly {
  key: SeriesKey;
  title: string;
  unit: string;
  color: string;
}[] = [
  { key: 'p95Ms', title: 'API response p95', unit: 'ms', color: '#06b6d4' },
  { key: 'coveragePercent', title: 'Test coverage', unit: '%', color: '#10b981' },
  { key: 'testsPassed', title: 'Tests passed', unit: 'tests', color: '#8b5cf6' },
  { key: 'timeToExecutableS', title: 'Time to executable', unit: 's', color: '#f59e0b' },
];
