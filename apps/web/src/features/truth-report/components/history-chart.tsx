import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { HISTORY_CHARTS, HistoryPoint } from '../lib/history-series';

const AXIS_TICK = { fill: '#94a3b8', fontSize: 12 };
// shared/DESIGN.md "Motion": the lines appear without drawing when motion is reduced.
const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface HistoryChartProps {
  points: readonly HistoryPoint[];
  series: (typeof HISTORY_CHARTS)[number];
}

/**
 * One figure across reports (shared/DESIGN.md "Charts": dark grid, muted axes, tooltip on
 * surface-raised). A report that did not measure the figure leaves a gap in the line.
 */
export function HistoryChart({ points, series }: HistoryChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
        <CartesianGrid stroke="#1e293b" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} axisLine={false} tickLine={false} />
        <YAxis tick={AXIS_TICK} axisLine={false} tickLine={false} width={48} />
        <Tooltip
          cursor={{ stroke: '#334155' }}
          contentStyle={{
            background: '#1e293b',
            border: '1px solid #334155',
            borderRadius: 8,
            color: '#f1f5f9',
            fontSize: 12,
          }}
          formatter={(value) => `${String(value)} ${series.unit}`}
        />
        <Line
          type="monotone"
          dataKey={series.key}
          name={series.title}
          stroke={series.color}
          strokeWidth={2}
          dot={{ r: 3 }}
          activeDot={{ r: 4 }}
          isAnimationActive={animate}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
