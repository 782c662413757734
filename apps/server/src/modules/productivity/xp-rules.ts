import {
  SESSION_XP_MINUTES_CAP,
  XP_PER_LEVEL,
  XP_RULES,
  type Profile,
} from '@appforge/shared/contracts/productivity';

/** Experience rules of the Productivity Tracker, as pure functions (contracts/productivity.ts). */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Total experience at which `level` begins: reaching L + 1 from L takes XP_PER_LEVEL × L. */
export const experienceForLevel = (level: number) => (XP_PER_LEVEL * level * (level - 1)) / 2;

export function levelFor(totalExperience: number): Profile['currentLevel'] {
  let level = 1;
  while (experienceForLevel(level + 1) <= totalExperience) level += 1;
  const start = experienceForLevel(level);
  return {
    level,
    experience: totalExperience - start,
    totalExperienceForLevel: XP_PER_LEVEL * level,
    experienceToNext: experienceForLevel(level + 1) - totalExperience,
  };
}

/** One XP per full minute of an ended coding session, for at most SESSION_XP_MINUTES_CAP minutes. */
export const sessionExperience = (durationMs: number) =>
  Math.min(Math.floor(durationMs / MINUTE_MS), SESSION_XP_MINUTES_CAP) * XP_RULES.sessionMinute;

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The UTC day `days` before `day` (YYYY-MM-DD). */
export const daysBefore = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS));

/** Whole days from `earlier` to `later` (both YYYY-MM-DD). */
export const daysBetween = (earlier: string, later: string) =>
  Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / DAY_MS);

/** Consecutive UTC days with activity, ending today or, when today has none yet, yesterday. */
export function streakDays(activeDays: ReadonlySet<string>, today: string): number {
  let day = activeDays.has(today) ? today : daysBefore(today, 1);
  let streak = 0;
  while (activeDays.has(day)) {
    streak += 1;
    day = daysBefore(day, 1);
  }
  return streak;
}

/** Days of the last five (today and the four before) with any activity. */
export const activeDaysOfLastFive = (activeDays: ReadonlySet<string>, today: string) =>
  [0, 1, 2, 3, 4].filter((back) => activeDays.has(daysBefore(today, back))).length;

/**
 * PRODUCTIVITY_SCORE_RULE: 50 × success rate + 5 × streak days (up to 30) + 4 × active days of
 * the last 5 (up to 20), rounded.
 */
export function productivityScore(input: {
  successRate: number;
  streakDays: number;
  activeDaysOfLastFive: number;
}): number {
  const score =
    50 * input.successRate +
    Math.min(5 * input.streakDays, 30) +
    Math.min(4 * input.activeDaysOfLastFive, 20);
  return Math.round(score);
}
