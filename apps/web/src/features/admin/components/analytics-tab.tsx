import { lazy, Suspense } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { ANALYTICS_DAYS, useAdminAnalytics } from '../api/get-analytics';
import { ANALYTICS_SERIES, analyticsTotals } from '../lib/admin-figures';
import { describeFailure } from '@/lib/api-error';
import { formatDay } from '../lib/admin-format';
import { AnalyticsTable } from './analytics-table';

// recharts is large: it loads with the Analytics tab, not with the dashboard.
const AnalyticsChart = lazy(() =>
  import('./analytics-chart').then((module) => ({ default: module.AnalyticsChart })),
);

const chartSkeleton = <Skeleton className="h-full rounded-card" />;

/** spec 02 §2 "Analytics": real platform counts per day, drawn and as a table. */
export function AnalyticsTab() {
  const analytics = useAdminAnalytics();
  if (analytics.isPending) {
    return (
      <div role="status" aria-label="Loading analytics">
        <Skeleton className="h-96 rounded-card" />
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <ErrorState
        title="Couldn't load analytics"
        error={new Error(describeFailure(analytics.error))}
        onRetry={() => void analytics.refetch()}
      />
    );
  }
  const { days } = analytics.data;
  const totals = analyticsTotals(days);
  const period =
    days.length > 0
      ? `${formatDay(days[0]!.date)} – ${formatDay(days[days.length - 1]!.date)}, per UTC day`
      : `The last ${ANALYTICS_DAYS} days`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Platform activity</CardTitle>
        <CardDescription>{period}</CardDescription>
      </CardHeader>
      <dl className="grid grid-cols-2 gap-4 px-5 pb-4 sm:grid-cols-4">
        {ANALYTICS_SERIES.map((series) => (
          <div key={series.key} className="flex flex-col gap-0.5">
            <dt className="flex items-center gap-2 text-xs text-muted">
              <span
                aria-hidden
                className="size-2 rounded-full"
                style={{ background: series.color }}
              />
              {series.label}
            </dt>
            <dd className="text-xl font-semibold text-foreground tabular-nums">
              {formatNumber(totals[series.key])}
            </dd>
          </div>
        ))}
      </dl>
      <div className="h-72 px-2 pb-4 sm:px-5" aria-hidden>
        <Suspense fallback={chartSkeleton}>
          <AnalyticsChart days={days} />
        </Suspense>
      </div>
      <AnalyticsTable days={days} />
    </Card>
  );
}
