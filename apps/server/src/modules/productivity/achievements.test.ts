import {
  ACHIEVEMENT_CATEGORIES,
  RARITIES,
  type ProgressItem,
} from '@appforge/shared/contracts/productivity';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, progressPercent, unlockMet, type AchievementCounters } from './achievements';
import { replayHistory, type ActivityHistory, type BuildRecord } from './activity-ledger';
import { demoActivity } from './demo-profile';
import { SCRIPTED_PROGRESS } from './productivity-test-kit';
import { presentProfile, presentProgress } from './productivity.presenter';
import { daysBefore } from './xp-rules';

const TODAY = '2025-03-04';
const at = (back: number, time: string) => new Date(`${daysBefore(TODAY, back)}T${time}Z`);
const build = (
  projectId: string,
  when: Date,
  processingMs: number,
  extra: Partial<BuildRecord> = {},
) => ({
  projectId,
  at: when,
  ok: true,
  processingMs,
  fixIssue: false,
  errorAfter: false,
  ...extra,
});

/** Four days of work; the comments give the experience each step earns. */
const scripted: ActivityHistory = {
  builds: [
    build('p1', at(3, '10:00:01.500'), 1_500), // +50 app, First Build +25
    build('p1', at(3, '10:05:00'), 3_000, { ok: false }),
    build('p1', at(2, '09:00:00'), 1_800, { fixIssue: true }), // +25 +40 fixed, Debugger +25
    build('p2', at(1, '11:00:00'), 1_000), // +50 app, Warming Up +25 (3rd day in a row)
    build('p2', at(1, '11:10:00'), 5_000, { fixIssue: true, errorAfter: true }), // +25
    build('p3', at(0, '00:00:01'), 900), // +50 app, Explorer +25
  ],
  exports: [at(2, '09:30:00')], // +30, Shipper +25
  restores: [at(1, '12:00:00')], // +10, Time Traveller +25
  sessions: [
    { startedAt: at(1, '13:00:00'), endedAt: at(1, '14:30:30'), durationMs: 5_430_000 }, // +90
    { startedAt: at(0, '00:00:05'), endedAt: null, durationMs: null },
  ],
};

describe('the achievement catalogue', () => {
  it('covers every category and rarity, with unique ids and a stated rule each', () => {
    expect(new Set(ACHIEVEMENTS.map((achievement) => achievement.category))).toEqual(
      new Set(ACHIEVEMENT_CATEGORIES),
    );
    expect(new Set(ACHIEVEMENTS.map((achievement) => achievement.rarity))).toEqual(
      new Set(RARITIES),
    );
    expect(new Set(ACHIEVEMENTS.map((achievement) => achievement.id)).size).toBe(
      ACHIEVEMENTS.length,
    );
    for (const achievement of ACHIEVEMENTS) {
      expect(achievement.description).toMatch(/\S.*\.$/);
      expect(achievement.threshold).toBeGreaterThan(0);
    }
  });

  it('lets an achievement’s experience reach a level achievement in turn', () => {
    const counters: AchievementCounters = {
      ...Object.fromEntries(ACHIEVEMENTS.map((achievement) => [achievement.counter, 0])),
      exports: 10,
      totalExperience: 900,
    } as AchievementCounters;
    const unlocked = new Set<string>();
    expect(unlockMet(counters, unlocked).map((achievement) => achievement.id)).toEqual([
      'shipper',
      'release-train',
      'level-5',
    ]);
    expect(counters.totalExperience).toBe(900 + 25 + 100 + 50);
    expect(unlockMet(counters, unlocked)).toEqual([]);
  });

  it('gives progress in whole percent, 100 only once met', () => {
    const marathon = ACHIEVEMENTS.find((achievement) => achievement.id === 'marathon')!;
    const counters = { sessionMinutes: 599 } as AchievementCounters;
    expect(progressPercent(marathon, counters)).toBe(99);
    expect(progressPercent(marathon, { ...counters, sessionMinutes: 900 })).toBe(100);
  });
});

describe('replaying a history', () => {
  const ledger = replayHistory(scripted);

  it('earns the XP of each event and of each achievement it unlocks', () => {
    expect(ledger.counters.totalExperience).toBe(520);
    expect(Object.fromEntries(ledger.unlockedAt)).toEqual({
      'first-build': at(3, '10:00:01.500'),
      debugger: at(2, '09:00:00'),
      shipper: at(2, '09:30:00'),
      'warming-up': at(1, '11:00:00'),
      'time-traveller': at(1, '12:00:00'),
      explorer: at(0, '00:00:01'),
    });
  });

  it('presents the profile’s level, metrics and activity', () => {
    const profile = presentProfile(
      ledger,
      {
        userId: 'me',
        displayName: 'Ada',
        readOnly: false,
        totalProjects: 3,
        files: [],
        testCoverage: null,
        activeSession: null,
      },
      TODAY,
    );
    expect(profile.currentLevel).toEqual({
      level: 3,
      experience: 220,
      totalExperienceForLevel: 300,
      experienceToNext: 80,
    });
    expect(profile.metrics).toMatchObject({
      streakDays: 4,
      successfulBuilds: 5,
      totalBuilds: 6,
      successRate: 5 / 6,
      avgBuildTimeMs: 2_040,
      bugFixRate: 0.5,
      totalExperience: 520,
    });
    expect(profile.stats.productivityScore).toBe(78);
    expect(profile.badges).toEqual([
      'First Build',
      'Debugger',
      'Shipper',
      'Warming Up',
      'Time Traveller',
      'Explorer',
    ]);
    expect(profile.activity.slice(-4)).toEqual([
      { date: daysBefore(TODAY, 3), builds: 2, successfulBuilds: 1, experience: 75 },
      { date: daysBefore(TODAY, 2), builds: 1, successfulBuilds: 1, experience: 145 },
      { date: daysBefore(TODAY, 1), builds: 2, successfulBuilds: 2, experience: 225 },
      { date: TODAY, builds: 1, successfulBuilds: 1, experience: 75 },
    ]);
  });

  it('gives every achievement’s progress', () => {
    const progress = (items: ProgressItem[]) =>
      Object.fromEntries(items.map((item) => [item.achievement.id, item.progress]));
    expect(progress(presentProgress(ledger))).toEqual(SCRIPTED_PROGRESS);
  });
});

describe('the demo user', () => {
  it('is the same history for the same day, ending yesterday with a running streak', () => {
    const first = demoActivity(TODAY);
    expect(demoActivity(TODAY)).toEqual(first);
    const ledger = replayHistory(first.history);
    expect(ledger.activeDays.has(TODAY)).toBe(false);
    expect(ledger.activeDays.has(daysBefore(TODAY, 1))).toBe(true);
    expect(ledger.counters.bestStreak).toBeGreaterThanOrEqual(12);
    expect(ledger.totalBuilds).toBeGreaterThan(ledger.counters.successfulBuilds);
    expect(ledger.unlockedAt.size).toBeGreaterThan(3);
    expect(ledger.unlockedAt.size).toBeLessThan(ACHIEVEMENTS.length);
  });
});
