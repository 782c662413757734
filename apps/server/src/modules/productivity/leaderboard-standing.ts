import {
  LEADERBOARD_SIZE,
  XP_RULES,
  type LeaderboardRow,
} from '@appforge/shared/contracts/productivity';
import { unlockMet } from './achievements';
import type { Ledger } from './activity-ledger';
import type { LeaderboardTotals } from './leaderboard.repository';
import { levelFor, streakDays } from './xp-rules';

/** What a leaderboard row says about one person. */
export interface Standing {
  userId: string;
  username: string;
  experience: number;
  badgeCount: number;
  streak: number;
  isYou: boolean;
}

/**
 * Experience and badges from aggregated totals: the same XP rules as the replay, and since every
 * counter only grows, an achievement is unlocked exactly when its final counter meets it.
 */
/** The totals of someone who has done nothing yet. */
export const noActivity = (userId: string): LeaderboardTotals => ({
  userId,
  displayName: null,
  successfulBuilds: 0,
  appsGenerated: 0,
  fastBuilds: 0,
  runtimeErrorsFixed: 0,
  busiestDayBuilds: 0,
  bestSuccessRun: 0,
  exports: 0,
  restores: 0,
  cappedSessionMinutes: 0,
  sessionMinutes: 0,
  bestStreak: 0,
  currentStreak: 0,
});

export function standingFromTotals(totals: LeaderboardTotals) {
  const followUps = totals.successfulBuilds - totals.appsGenerated;
  const counters = {
    appsGenerated: totals.appsGenerated,
    successfulBuilds: totals.successfulBuilds,
    fastBuilds: totals.fastBuilds,
    busiestDayBuilds: totals.busiestDayBuilds,
    bestSuccessRun: totals.bestSuccessRun,
    followUps,
    runtimeErrorsFixed: totals.runtimeErrorsFixed,
    exports: totals.exports,
    restores: totals.restores,
    bestStreak: totals.bestStreak,
    sessionMinutes: totals.sessionMinutes,
    totalExperience:
      totals.appsGenerated * XP_RULES.appGenerated +
      followUps * XP_RULES.followUp +
      totals.runtimeErrorsFixed * XP_RULES.runtimeErrorFixed +
      totals.exports * XP_RULES.export +
      totals.restores * XP_RULES.versionRestored +
      totals.cappedSessionMinutes * XP_RULES.sessionMinute,
  };
  const badgeCount = unlockMet(counters, new Set()).length;
  return { experience: counters.totalExperience, badgeCount, streak: totals.currentStreak };
}

export function standingFromLedger(ledger: Ledger, today: string) {
  return {
    experience: ledger.counters.totalExperience,
    badgeCount: ledger.unlockedAt.size,
    streak: streakDays(ledger.activeDays, today),
  };
}

/**
 * Ranks everyone by experience (ties by public id, so the order is stable) and keeps the top
 * LEADERBOARD_SIZE, plus the demo user and the caller wherever they stand.
 */
export function rankLeaderboard(
  standings: readonly Standing[],
  alwaysShown: (standing: Standing) => boolean,
): LeaderboardRow[] {
  return [...standings]
    .sort((a, b) => b.experience - a.experience || a.userId.localeCompare(b.userId))
    .map((standing, index) => ({
      ...standing,
      rank: index + 1,
      level: levelFor(standing.experience).level,
    }))
    .filter((row) => row.rank <= LEADERBOARD_SIZE || alwaysShown(row));
}
