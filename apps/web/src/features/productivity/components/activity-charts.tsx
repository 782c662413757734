import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '@/lib/format';
import { BUILD_SERIES, EXPERIENCE_SERIES, type ActivityDay } from '../lib/activity-series';
import { formatDay } from '../lib/productivity-format';

const AXIS_TICK = { fill: '#94a3b8', fontSize: 12 };
const TOOLTIP_STYLE = {
  background: '#1e293b',
  border: '1px solid #334155',
  borderRadius: 8,
  color: '#f1f5f9',
  fontSize: 12,
};
// shared/DESIGN.md "Motion": the charts appear without animating when motion is reduced.
const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const MARGIN = { top: 8, right: 8, bottom: 0, left: -20 };

function chartAxes() {
  return (
    <>
      <CartesianGrid stroke="#1e293b" vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={formatDay}
        tick={AXIS_TICK}
        axisLine={false}
        tickLine={false}
        minTickGap={24}
      />
      <YAxis allowDecimals={false} tick={AXIS_TICK} axisLine={false} tickLine={false} />
      <Tooltip
        cursor={{ fill: '#1e293b' }}
        contentStyle={TOOLTIP_STYLE}
        labelFormatter={(date) => formatDay(String(date))}
        formatter={(value) => formatNumber(Number(value))}
      />
    </>
  );
}

/** Builds and successful builds per day, side by side (shared/DESIGN.md "Charts"). */
export function BuildsChart({ days }: { days: readonly ActivityDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...days]} margin={MARGIN}>
        {chartAxes()}
        {BUILD_SERIES.map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.label}
            fill={series.color}
            radius={[3, 3, 0, 0]}
            isAnimationActive={animate}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** XP earned per day. */
export function ExperienceChart({ days }: { days: readonly ActivityDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={[...days]} margin={MARGIN}>
        {chartAxes()}
        <Area
          type="monotone"
          dataKey={EXPERIENCE_SERIES.key}
          name={EXPERIENCE_SERIES.label}
          stroke={EXPERIENCE_SERIES.color}
          fill={EXPERIENCE_SERIES.color}
          fillOpacity={0.2}
          strokeWidth={2}
          isAnimationActive={animate}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
