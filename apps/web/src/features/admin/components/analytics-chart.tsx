import type { AdminAnalytics } from '@appforge/shared/contracts/admin';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '@/lib/format';
import { ANALYTICS_SERIES } from '../lib/admin-figures';
import { formatDay, formatShortDay } from '../lib/admin-format';

const AXIS_TICK = { fill: '#94a3b8', fontSize: 12 };
// shared/DESIGN.md "Motion": the lines appear without drawing when motion is reduced.
const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * shared/DESIGN.md "Charts": dark grid, muted axes, tooltip on surface-raised. The totals above
 * the chart, each with its series colour, are the legend.
 */
export function AnalyticsChart({ days }: { days: AdminAnalytics['days'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
        <CartesianGrid stroke="#1e293b" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={formatShortDay}
          tick={AXIS_TICK}
          axisLine={false}
          tickLine={false}
          minTickGap={24}
        />
        <YAxis allowDecimals={false} tick={AXIS_TICK} axisLine={false} tickLine={false} />
        <Tooltip
          cursor={{ stroke: '#334155' }}
          contentStyle={{
            background: '#1e293b',
            border: '1px solid #334155',
            borderRadius: 8,
            color: '#f1f5f9',
            fontSize: 12,
          }}
          labelFormatter={(date) => formatDay(String(date))}
          formatter={(value) => formatNumber(Number(value))}
        />
        {ANALYTICS_SERIES.map((series) => (
          <Line
            key={series.key}
            type="monotone"
            dataKey={series.key}
            name={series.label}
            stroke={series.color}
            strokeWidth={2}
            dot={false}
            activeDot={{ r: 4 }}
            isAnimationActive={animate}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
