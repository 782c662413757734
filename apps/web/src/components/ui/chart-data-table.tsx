import { formatNumber } from '@/lib/format';

export interface ChartSeries<Key extends string> {
  key: Key;
  label: string;
}

export interface ChartDataTableProps<Key extends string> {
  caption: string;
  days: readonly ({ date: string } & Record<Key, number>)[];
  series: readonly ChartSeries<Key>[];
  formatDay: (date: string) => string;
}

/** A chart's numbers for screen readers, a row per day (shared/DESIGN.md "Charts": a text alternative). */
export function ChartDataTable<Key extends string>({
  caption,
  days,
  series,
  formatDay,
}: ChartDataTableProps<Key>) {
  return (
    // sr-only on the wrapper: a table grows to its content whatever its width, and would widen the page.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {series.map((item) => (
              <th key={item.key} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              {series.map((item) => (
                <td key={item.key}>{formatNumber(day[item.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
