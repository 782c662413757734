import type { Profile } from '@appforge/shared/contracts/productivity';

export type ActivityDay = Profile['activity'][number];
export type ActivityKey = Exclude<keyof ActivityDay, 'date'>;

export interface ActivitySeries {
  key: ActivityKey;
  label: string;
  color: string;
}

/** The Statistics charts' series, in palette order (shared/DESIGN.md "Charts"). */
export const BUILD_SERIES: ActivitySeries[] = [
  { key: 'builds', label: 'Builds', color: '#06b6d4' },
  { key: 'successfulBuilds', label: 'Successful builds', color: '#10b981' },
];
export const EXPERIENCE_SERIES: ActivitySeries = {
  key: 'experience',
  label: 'XP earned',
  color: '#8b5cf6',
};
export const ALL_SERIES = [...BUILD_SERIES, EXPERIENCE_SERIES];

/** The period's sum of each series. */
export function activityTotals(days: readonly ActivityDay[]): Record<ActivityKey, number> {
  const totals = { builds: 0, successfulBuilds: 0, experience: 0 };
  for (const entry of days) {
    for (const { key } of ALL_SERIES) totals[key] += entry[key];
  }
  return totals;
}

/** Whether the period holds anything to draw. */
export const hasActivity = (days: readonly ActivityDay[]) =>
  days.some((entry) => entry.builds > 0 || entry.experience > 0);
