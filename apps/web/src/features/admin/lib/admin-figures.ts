import type { AdminAnalytics, AdminStats } from '@appforge/shared/contracts/admin';

/** The fourth summary card: tickets waiting for an answer plus error groups not yet resolved. */
export const openIssues = (stats: AdminStats) => stats.pendingTickets + stats.systemErrors;

export type AnalyticsSeries = 'users' | 'projects' | 'generations' | 'failedGenerations';

/** The chart's series in palette order (shared/DESIGN.md "Charts"). */
export const ANALYTICS_SERIES: { key: AnalyticsSeries; label: string; color: string }[] = [
  { key: 'users', label: 'New users', color: '#06b6d4' },
  { key: 'projects', label: 'Projects', color: '#10b981' },
  { key: 'generations', label: 'Generations', color: '#8b5cf6' },
  { key: 'failedGenerations', label: 'Failed generations', color: '#f59e0b' },
];

/** The period's sum of each series, shown above the chart. */
export function analyticsTotals(days: AdminAnalytics['days']): Record<AnalyticsSeries, number> {
  const totals = { users: 0, projects: 0, generations: 0, failedGenerations: 0 };
  for (const day of days) {
    for (const { key } of ANALYTICS_SERIES) totals[key] += day[key];
  }
  return totals;
}
