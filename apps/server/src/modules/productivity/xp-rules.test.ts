import { describe, expect, it } from 'vitest';
import {
  activeDaysOfLastFive,
  daysBefore,
  experienceForLevel,
  levelFor,
  productivityScore,
  sessionExperience,
  streakDays,
} from './xp-rules';

const TODAY = '2025-03-01';

describe('levels', () => {
  it('needs 100 × L more experience to go from level L to L + 1', () => {
    expect([1, 2, 3, 4, 5, 10].map(experienceForLevel)).toEqual([0, 100, 300, 600, 1000, 4500]);
  });

  it('places a total inside its level, with what is left to the next', () => {
    expect(levelFor(0)).toEqual({
      level: 1,
      experience: 0,
      totalExperienceForLevel: 100,
      experienceToNext: 100,
    });
    expect(levelFor(99)).toMatchObject({ level: 1, experience: 99, experienceToNext: 1 });
    expect(levelFor(100)).toEqual({
      level: 2,
      experience: 0,
      totalExperienceForLevel: 200,
      experienceToNext: 200,
    });
    expect(levelFor(520)).toEqual({
      level: 3,
      experience: 220,
      totalExperienceForLevel: 300,
      experienceToNext: 80,
    });
    expect(levelFor(4500).level).toBe(10);
  });
});

describe('session experience', () => {
  it('earns one XP per full minute, for at most 120 minutes', () => {
    expect(sessionExperience(59_999)).toBe(0);
    expect(sessionExperience(60_000)).toBe(1);
    expect(sessionExperience(90 * 60_000 + 30_000)).toBe(90);
    expect(sessionExperience(5 * 3_600_000)).toBe(120);
  });
});

describe('streaks', () => {
  const days = (...back: number[]) => new Set(back.map((n) => daysBefore(TODAY, n)));

  it('counts consecutive UTC days ending today, or yesterday when today has none yet', () => {
    expect(streakDays(days(0, 1, 2, 4), TODAY)).toBe(3);
    expect(streakDays(days(1, 2, 3), TODAY)).toBe(3);
    expect(streakDays(days(2, 3, 4), TODAY)).toBe(0);
    expect(streakDays(new Set(), TODAY)).toBe(0);
  });

  it('crosses month ends on UTC days', () => {
    expect(daysBefore(TODAY, 1)).toBe('2025-02-28');
    expect(streakDays(new Set(['2025-02-27', '2025-02-28', TODAY]), TODAY)).toBe(3);
  });

  it('counts the active days of the last five, today included', () => {
    expect(activeDaysOfLastFive(days(0, 2, 4, 5, 9), TODAY)).toBe(3);
  });
});

describe('productivity score', () => {
  it('weighs success rate 50, streak 5 a day up to 30, active days 4 each up to 20', () => {
    expect(productivityScore({ successRate: 1, streakDays: 10, activeDaysOfLastFive: 5 })).toBe(
      100,
    );
    expect(productivityScore({ successRate: 0, streakDays: 0, activeDaysOfLastFive: 0 })).toBe(0);
    expect(productivityScore({ successRate: 5 / 6, streakDays: 4, activeDaysOfLastFive: 4 })).toBe(
      78,
    );
    expect(productivityScore({ successRate: 0.5, streakDays: 2, activeDaysOfLastFive: 1 })).toBe(
      39,
    );
  });
});
