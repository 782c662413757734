import {
  PROGRESS_LIMIT,
  RECENT_ACHIEVEMENTS,
  type Achievement,
  type AchievementCategory,
  type ProgressItem,
  type Rarity,
} from '@appforge/shared/contracts/productivity';

export type CategoryFilter = AchievementCategory | 'all';

export const CATEGORY_LABELS: Record<AchievementCategory, string> = {
  speed: 'Speed',
  quality: 'Quality',
  consistency: 'Consistency',
  collaboration: 'Collaboration',
  innovation: 'Innovation',
  mastery: 'Mastery',
};

export const RARITY_LABELS: Record<Rarity, string> = {
  common: 'Common',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

/** Each rarity's badge colour: slate, cyan, violet, amber (the chart palette's order). */
export const RARITY_CLASSES: Record<Rarity, string> = {
  common: 'bg-surface-raised text-slate-300',
  rare: 'bg-cyan-500/15 text-cyan-300',
  epic: 'bg-violet-500/15 text-violet-300',
  legendary: 'bg-amber-500/15 text-amber-300',
};

/** spec 02 §9: the unlocked achievements, newest first, 5 of them. */
export function recentAchievements(achievements: readonly Achievement[]): Achievement[] {
  return achievements
    .filter((achievement) => achievement.unlockedAt !== null)
    .sort((a, b) => Date.parse(b.unlockedAt!) - Date.parse(a.unlockedAt!))
    .slice(0, RECENT_ACHIEVEMENTS);
}

/** spec 02 §2: all achievements, or those of one category. */
export const achievementsIn = (achievements: readonly Achievement[], category: CategoryFilter) =>
  category === 'all'
    ? [...achievements]
    : achievements.filter((achievement) => achievement.category === category);

export const unlockedCount = (achievements: readonly Achievement[]) =>
  achievements.filter((achievement) => achievement.unlockedAt !== null).length;

/** spec 02 §9: the Progress tab shows the first 10 items. */
export const shownProgress = (items: readonly ProgressItem[]) => items.slice(0, PROGRESS_LIMIT);
