import { describe, expect, it } from 'vitest';
import {
  anAchievement,
  sampleAchievements,
  sampleProgress,
} from '../testing/productivity-fixtures';
import { achievementsIn, recentAchievements, shownProgress, unlockedCount } from './achievements';

describe('the achievement lists', () => {
  it('keeps the 5 newest unlocked achievements, newest first', () => {
    const recent = recentAchievements(sampleAchievements());
    expect(recent.map((achievement) => achievement.name)).toEqual([
      'Achievement 4',
      'Achievement 7',
      'Achievement 2',
      'Achievement 5',
      'Achievement 6',
    ]);
  });

  it('leaves locked achievements out of the recent ones', () => {
    const locked = anAchievement({ unlockedAt: null });
    const unlocked = anAchievement({ id: 'b', unlockedAt: '2025-01-01T00:00:00.000Z' });
    expect(recentAchievements([locked, unlocked])).toEqual([unlocked]);
  });

  it('filters by one category, or none for all', () => {
    const all = sampleAchievements();
    expect(achievementsIn(all, 'all')).toHaveLength(12);
    expect(achievementsIn(all, 'quality').map((achievement) => achievement.name)).toEqual([
      'Achievement 3',
      'Achievement 4',
    ]);
    expect(unlockedCount(all)).toBe(7);
  });

  it('shows the first 10 progress items', () => {
    const shown = shownProgress(sampleProgress());
    expect(shown).toHaveLength(10);
    expect(shown[9]!.achievement.name).toBe('Achievement 10');
  });
});
