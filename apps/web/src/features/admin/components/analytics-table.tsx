import type { AdminAnalytics } from '@appforge/shared/contracts/admin';
import { formatNumber } from '@/lib/format';
import { ANALYTICS_SERIES } from '../lib/admin-figures';
import { formatDay } from '../lib/admin-format';

/** The chart's numbers for screen readers (shared/DESIGN.md "Charts": a text alternative). */
export function AnalyticsTable({ days }: { days: AdminAnalytics['days'] }) {
  return (
    // sr-only on the wrapper: a table grows to its content whatever its width, and would widen the page.
    <div className="sr-only">
      <table>
        <caption>Platform activity per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {ANALYTICS_SERIES.map((series) => (
              <th key={series.key} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              {ANALYTICS_SERIES.map((series) => (
                <td key={series.key}>{formatNumber(day[series.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
