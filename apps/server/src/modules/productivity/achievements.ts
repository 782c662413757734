import type { AchievementCategory, Rarity } from '@appforge/shared/contracts/productivity';
import { experienceForLevel } from './xp-rules';

/**
 * What the achievements count. Every counter only grows, so an achievement is unlocked exactly
 * when its counter has reached the threshold, and its progress is 100% exactly then.
 */
export interface AchievementCounters {
  /** Projects whose first generation completed. */
  appsGenerated: number;
  successfulBuilds: number;
  /** Completed generations that took under FAST_BUILD_MS. */
  fastBuilds: number;
  /** The most generations completed on one UTC day. */
  busiestDayBuilds: number;
  /** The longest run of completed generations without a failure in between. */
  bestSuccessRun: number;
  followUps: number;
  runtimeErrorsFixed: number;
  exports: number;
  restores: number;
  /** The longest run of consecutive UTC days with activity. */
  bestStreak: number;
  /** Whole minutes of ended coding sessions, uncapped. */
  sessionMinutes: number;
  totalExperience: number;
}

export interface AchievementRule {
  id: string;
  /** A lucide icon name. */
  icon: string;
  name: string;
  description: string;
  rarity: Rarity;
  category: AchievementCategory;
  counter: keyof AchievementCounters;
  threshold: number;
}

/** A generation faster than this counts for Speed Demon. */
export const FAST_BUILD_MS = 2_000;

/** The experience an achievement adds when it unlocks. */
export const RARITY_EXPERIENCE: Record<Rarity, number> = {
  common: 25,
  rare: 50,
  epic: 100,
  legendary: 250,
};

const rule = (
  id: string,
  icon: string,
  name: string,
  description: string,
  rarity: Rarity,
  category: AchievementCategory,
  counter: keyof AchievementCounters,
  threshold: number,
): AchievementRule => ({ id, icon, name, description, rarity, category, counter, threshold });

/** The catalogue, easiest first (the Progress tab shows the first ten). */
// prettier-ignore
export const ACHIEVEMENTS: readonly AchievementRule[] = [
  rule('first-build', 'rocket', 'First Build', 'Complete your first generation.', 'common', 'mastery', 'successfulBuilds', 1),
  rule('shipper', 'package', 'Shipper', 'Export a project.', 'common', 'collaboration', 'exports', 1),
  rule('time-traveller', 'history', 'Time Traveller', 'Restore a version.', 'common', 'innovation', 'restores', 1),
  rule('debugger', 'wrench', 'Debugger', 'Fix a runtime error with Fix issue.', 'common', 'quality', 'runtimeErrorsFixed', 1),
  rule('warming-up', 'sunrise', 'Warming Up', 'A 3-day streak.', 'common', 'consistency', 'bestStreak', 3),
  rule('explorer', 'footprints', 'Explorer', 'Generate apps in 3 projects.', 'common', 'innovation', 'appsGenerated', 3),
  rule('speed-demon', 'zap', 'Speed Demon', '5 builds that took under 2 s each.', 'rare', 'speed', 'fastBuilds', 5),
  rule('bug-squasher', 'bug-off', 'Bug Squasher', 'Fix 3 runtime errors with Fix issue.', 'rare', 'quality', 'runtimeErrorsFixed', 3),
  rule('on-fire', 'flame', 'On Fire', 'A 7-day streak.', 'rare', 'consistency', 'bestStreak', 7),
  rule('pair-programmer', 'users', 'Pair Programmer', 'Apply 10 follow-ups.', 'rare', 'collaboration', 'followUps', 10),
  rule('level-5', 'star', 'Level 5', `Reach level 5 (${experienceForLevel(5)} XP).`, 'rare', 'mastery', 'totalExperience', experienceForLevel(5)),
  rule('rapid-fire', 'timer', 'Rapid Fire', '10 builds completed on one day (UTC).', 'epic', 'speed', 'busiestDayBuilds', 10),
  rule('flawless-ten', 'shield-check', 'Flawless Ten', '10 successful builds in a row.', 'epic', 'quality', 'bestSuccessRun', 10),
  rule('release-train', 'share-2', 'Release Train', 'Export projects 10 times.', 'epic', 'collaboration', 'exports', 10),
  rule('inventor', 'lightbulb', 'Inventor', 'Generate apps in 10 projects.', 'epic', 'innovation', 'appsGenerated', 10),
  rule('marathon', 'hourglass', 'Marathon', '10 hours of coding sessions.', 'epic', 'mastery', 'sessionMinutes', 600),
  rule('unstoppable', 'mountain', 'Unstoppable', 'A 30-day streak.', 'legendary', 'consistency', 'bestStreak', 30),
  rule('level-10', 'trophy', 'Level 10', `Reach level 10 (${experienceForLevel(10)} XP).`, 'legendary', 'mastery', 'totalExperience', experienceForLevel(10)),
];

export const achievementExperience = (achievement: AchievementRule) =>
  RARITY_EXPERIENCE[achievement.rarity];

/** min(100, counter / threshold × 100), in whole percent (rounded down: 100 only when unlocked). */
export const progressPercent = (achievement: AchievementRule, counters: AchievementCounters) =>
  Math.min(100, Math.floor((counters[achievement.counter] / achievement.threshold) * 100));

/**
 * Unlocks every achievement the counters meet that `unlocked` does not hold yet; each adds its
 * experience to `counters.totalExperience`, which can reach a level achievement in turn. Answers
 * the newly unlocked, in catalogue order.
 */
export function unlockMet(counters: AchievementCounters, unlocked: Set<string>): AchievementRule[] {
  const added: AchievementRule[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (const achievement of ACHIEVEMENTS) {
      if (unlocked.has(achievement.id)) continue;
      if (counters[achievement.counter] < achievement.threshold) continue;
      unlocked.add(achievement.id);
      counters.totalExperience += achievementExperience(achievement);
      added.push(achievement);
      changed = true;
    }
  }
  return added;
}
