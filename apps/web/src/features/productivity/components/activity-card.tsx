import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { activityTotals, ALL_SERIES, hasActivity, type ActivityDay } from '../lib/activity-series';
import { ActivityTable } from './activity-table';

// recharts is large: it loads with the Statistics tab, not with the page.
const BuildsChart = lazy(() =>
  import('./activity-charts').then((module) => ({ default: module.BuildsChart })),
);
const ExperienceChart = lazy(() =>
  import('./activity-charts').then((module) => ({ default: module.ExperienceChart })),
);

const chartSkeleton = <Skeleton className="h-full rounded-card" />;

/** The last 30 days: totals, builds and XP per day drawn, and the numbers as a table. */
export function ActivityCard({ days }: { days: readonly ActivityDay[] }) {
  const titleId = useId();
  const totals = activityTotals(days);
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>Activity</CardTitle>
          <CardDescription>The last {days.length} days, per UTC day.</CardDescription>
        </CardHeader>
        {hasActivity(days) ? (
          <>
            <dl className="grid grid-cols-2 gap-4 px-5 pb-4 sm:grid-cols-3">
              {ALL_SERIES.map((series) => (
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
            <div aria-hidden className="grid gap-4 px-2 pb-4 sm:px-5 lg:grid-cols-2">
              <div className="h-56 min-w-0">
                <Suspense fallback={chartSkeleton}>
                  <BuildsChart days={days} />
                </Suspense>
              </div>
              <div className="h-56 min-w-0">
                <Suspense fallback={chartSkeleton}>
                  <ExperienceChart days={days} />
                </Suspense>
              </div>
            </div>
            <ActivityTable days={days} />
          </>
        ) : (
          <EmptyState
            icon={BarChart3}
            title="No builds yet"
            description="Describe an app in the builder to start: builds and XP per day show here."
            action={
              <Button asChild variant="outline">
                <Link to="/">Open the App Builder</Link>
              </Button>
            }
          />
        )}
      </section>
    </Card>
  );
}
