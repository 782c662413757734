import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card } from '@/components/ui/card';
import { formatDollars, formatPercent } from '@/lib/format';
import type { CasinoGame } from '../data/games';
import { revenueShares, topByRevenue } from '../lib/lab-figures';

const PALETTE = ['#06b6d4', '#10b981', '#8b5cf6', '#f59e0b', '#f43f5e', '#38bdf8'];

/** spec 02 §2 "Analytics": the top five games by revenue and the revenue share by game type (sample data). */
export function AnalyticsTab({ games }: { games: CasinoGame[] }) {
  const shares = revenueShares(games).map((share) => ({
    ...share,
    label: share.type.charAt(0).toUpperCase() + share.type.slice(1),
    percent: share.share * 100,
  }));
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <Card className="flex flex-col gap-3 p-4">
        <h3 className="text-lg font-medium">Top five games by revenue</h3>
        <ol className="flex flex-col gap-2" aria-label="Top five games by revenue">
          {topByRevenue(games).map((game, index) => (
            <li key={game.id} className="flex items-center gap-3 text-sm">
              <span className="w-5 text-muted tabular-nums">{index + 1}</span>
              <span className="flex-1 text-foreground">{game.name}</span>
              <span className="text-muted tabular-nums">{formatDollars(game.revenue)}</span>
            </li>
          ))}
        </ol>
      </Card>
      <Card className="flex flex-col gap-3 p-4">
        <h3 className="text-lg font-medium">Revenue share by game type</h3>
        <div className="h-56" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={shares} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid stroke="#1e293b" vertical={false} />
              <XAxis
                dataKey="label"
                tick={{ fill: '#94a3b8', fontSize: 12 }}
                axisLine={false}
                tickLine={false}
              />
              <YAxis
                tickFormatter={(value: number) => `${value}%`}
                tick={{ fill: '#94a3b8', fontSize: 12 }}
                axisLine={false}
                tickLine={false}
              />
              <Tooltip
                cursor={{ fill: '#1e293b' }}
                contentStyle={{
                  background: '#1e293b',
                  border: '1px solid #334155',
                  borderRadius: 8,
                  color: '#f1f5f9',
                }}
                formatter={(value) => [`${Number(value).toFixed(1)}%`, 'Share']}
              />
              <Bar dataKey="percent" radius={[4, 4, 0, 0]}>
                {shares.map((share, index) => (
                  <Cell key={share.type} fill={PALETTE[index % PALETTE.length]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
        <table className="w-full text-sm">
          <caption className="sr-only">Revenue share by game type</caption>
          <thead>
            <tr className="text-left text-xs text-muted">
              <th className="font-normal">Type</th>
              <th className="font-normal">Revenue</th>
              <th className="font-normal">Share</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {shares.map((share) => (
              <tr key={share.type} className="border-t border-border">
                <td className="py-1">{share.label}</td>
                <td>{formatDollars(share.revenue)}</td>
                <td>{formatPercent(share.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
