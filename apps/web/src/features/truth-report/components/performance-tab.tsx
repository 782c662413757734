import type { TruthReport } from '@appforge/shared/contracts/truth-report';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { describeFailure } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useResourceUsage } from '../api/get-resource-usage';
import { performanceFigures } from '../lib/gate-figures';
import { formatRatio } from '../lib/report-format';
import { NOT_MEASURED_HERE, resourceRows, type ResourceRow } from '../lib/resource-usage';
import { FigureList } from './figure-list';
import { NO_REPORT_TEXT } from './report-states';
import { GateStatusBadge } from './status-badges';

function ResourceMeter({ row }: { row: ResourceRow }) {
  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="text-foreground">{row.label}</span>
        <span className={cn('text-muted', row.used === null ? 'italic' : 'tabular-nums')}>
          {row.text}
        </span>
      </div>
      {row.share === null ? null : (
        <Progress
          value={row.share * 100}
          aria-label={`${row.label} used of the quota`}
          getValueLabel={() => `${row.text} (${formatRatio(row.share ?? 0)})`}
        />
      )}
    </li>
  );
}

/** spec 02 §2: the resource usage displays, measured this month against their quotas. */
function ResourceUsageCard() {
  const usage = useResourceUsage();
  const body = () => {
    if (usage.isPending) {
      return (
        <div role="status" aria-label="Loading resource usage">
          <Skeleton className="h-40" />
        </div>
      );
    }
    if (usage.isError) {
      return (
        <ErrorState
          title="Couldn't load the resource usage"
          error={new Error(describeFailure(usage.error))}
          onRetry={() => void usage.refetch()}
        />
      );
    }
    return (
      <ul aria-label="Resource usage" className="flex flex-col gap-4">
        {resourceRows(usage.data).map((row) => (
          <ResourceMeter key={row.key} row={row} />
        ))}
      </ul>
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Resource usage</CardTitle>
        <CardDescription>
          This month, against the quotas. A figure shows {NOT_MEASURED_HERE} when nothing here
          measures it.
        </CardDescription>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}

/** API p95 and the requests behind it, cold starts against their budgets, bundle sizes. */
function PerformanceCard({ report }: { report: TruthReport | null }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Response and start-up</CardTitle>
          {report ? <GateStatusBadge status={report.performance.status} /> : null}
        </div>
        <CardDescription>{report ? report.performance.summary : NO_REPORT_TEXT}</CardDescription>
      </CardHeader>
      {report ? (
        <CardContent>
          <FigureList
            figures={performanceFigures(report.performance)}
            label="Performance figures"
          />
        </CardContent>
      ) : null}
    </Card>
  );
}

export function PerformanceTab({ report }: { report: TruthReport | null }) {
  return (
    <div className="flex flex-col gap-4">
      <PerformanceCard report={report} />
      <ResourceUsageCard />
    </div>
  );
}
