import type { AdminAnalytics } from '@appforge/shared/contracts/admin';
import { ChartDataTable } from '@/components/ui/chart-data-table';
import { ANALYTICS_SERIES } from '../lib/admin-figures';
import { formatDay } from '../lib/admin-format';

/** The chart's numbers for screen readers. */
export function AnalyticsTable({ days }: { days: AdminAnalytics['days'] }) {
  return (
    <ChartDataTable
      caption="Platform activity per day"
      days={days}
      series={ANALYTICS_SERIES}
      formatDay={formatDay}
    />
  );
}
