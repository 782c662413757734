import type { TruthReport } from '@appforge/shared/contracts/truth-report';
import { History } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { describeFailure } from '@/lib/api-error';
import { formatAbsoluteTime, formatDuration } from '@/lib/format-time';
import { useReportHistory } from '../api/get-report-history';
import { testsPassedText } from '../lib/headline-figures';
import { HISTORY_CHARTS, historySeries } from '../lib/history-series';
import { formatMs, formatRatio, orNotMeasured } from '../lib/report-format';
import { FigureValue } from './figure-list';
import { NO_REPORT_TEXT, TabSkeleton } from './report-states';
import { VerdictBadge } from './status-badges';

// recharts is large: it loads with the History tab, not with the dashboard.
const HistoryChart = lazy(() =>
  import('./history-chart').then((module) => ({ default: module.HistoryChart })),
);

const columns: Column<TruthReport>[] = [
  {
    header: 'Time',
    cell: (report) => (
      <time dateTime={report.timestamp} className="whitespace-nowrap">
        {formatAbsoluteTime(report.timestamp)}
      </time>
    ),
  },
  { header: 'Version', cell: (report) => <span className="tabular-nums">v{report.version}</span> },
  { header: 'Verdict', cell: (report) => <VerdictBadge verdict={report.verdict} /> },
  {
    header: 'Tests passed',
    cell: (report) => <FigureValue value={testsPassedText(report.tests)} />,
  },
  {
    header: 'p95',
    cell: (report) => <FigureValue value={orNotMeasured(report.performance.p95ApiMs, formatMs)} />,
  },
  {
    header: 'Coverage',
    cell: (report) => (
      <FigureValue value={orNotMeasured(report.tests.unit.coverage, formatRatio)} />
    ),
  },
  {
    header: 'Time to executable',
    cell: (report) => (
      <FigureValue value={orNotMeasured(report.kpis.timeToExecutableMs, formatDuration)} />
    ),
  },
];

/** One chart per figure across the reports, oldest to newest; the table above is its text. */
function HistoryCharts({ reports }: { reports: readonly TruthReport[] }) {
  const points = historySeries(reports);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {HISTORY_CHARTS.map((chart) => (
        <Card key={chart.key} role="figure" aria-label={`${chart.title} across reports`}>
          <CardHeader>
            <CardTitle className="text-sm">
              {chart.title}
              {chart.unit === 'tests' ? '' : ` (${chart.unit})`}
            </CardTitle>
            <CardDescription>Oldest report first</CardDescription>
          </CardHeader>
          <div className="h-48 px-2 pb-4" aria-hidden>
            <Suspense fallback={<Skeleton className="h-full rounded-card" />}>
              <HistoryChart points={points} series={chart} />
            </Suspense>
          </div>
        </Card>
      ))}
    </div>
  );
}

/** spec 02 §2 "History": the project's last ten reports, as a table and as charts. */
export function HistoryTab({ projectId }: { projectId: string | null }) {
  const history = useReportHistory(projectId);
  if (history.isPending) return <TabSkeleton label="Loading the history" />;
  if (history.isError) {
    return (
      <ErrorState
        title="Couldn't load the history"
        error={new Error(describeFailure(history.error))}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (history.data.length === 0) {
    return (
      <Card>
        <EmptyState icon={History} title="No reports yet" description={NO_REPORT_TEXT} />
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Reports</CardTitle>
          <CardDescription>The last {history.data.length} reports, newest first.</CardDescription>
        </CardHeader>
        <DataTable
          caption="Reports, newest first"
          columns={columns}
          rows={history.data}
          rowKey={(report) => report.id}
        />
      </Card>
      <HistoryCharts reports={history.data} />
    </div>
  );
}
