import { ChartDataTable } from '@/components/ui/chart-data-table';
import { ALL_SERIES, type ActivityDay } from '../lib/activity-series';
import { formatDay } from '../lib/productivity-format';

/** The charts' numbers for screen readers. */
export function ActivityTable({ days }: { days: readonly ActivityDay[] }) {
  return (
    <ChartDataTable
      caption="Activity per day"
      days={days}
      series={ALL_SERIES}
      formatDay={formatDay}
    />
  );
}
