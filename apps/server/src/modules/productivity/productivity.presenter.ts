import {
  successRate,
  type Achievement,
  type Profile,
  type ProgressItem,
} from '@appforge/shared/contracts/productivity';
import { ACHIEVEMENTS, achievementExperience, progressPercent } from './achievements';
import type { Ledger } from './activity-ledger';
import { favoriteLanguages, type FileLines } from './code-languages';
import {
  activeDaysOfLastFive,
  daysBefore,
  levelFor,
  productivityScore,
  streakDays,
} from './xp-rules';

/** The days the Statistics charts show, today included. */
const ACTIVITY_DAYS = 30;

/** What a profile shows besides the replayed history. */
export interface ProfileFacts {
  userId: Profile['userId'];
  displayName: string;
  readOnly: boolean;
  totalProjects: number;
  files: FileLines[];
  testCoverage: number | null;
  activeSession: Profile['activeSession'];
}

export function presentAchievements(ledger: Ledger): Achievement[] {
  return ACHIEVEMENTS.map((achievement) => ({
    id: achievement.id,
    icon: achievement.icon,
    name: achievement.name,
    description: achievement.description,
    rarity: achievement.rarity,
    category: achievement.category,
    experience: achievementExperience(achievement),
    unlockedAt: ledger.unlockedAt.get(achievement.id)?.toISOString() ?? null,
  }));
}

export function presentProgress(ledger: Ledger): ProgressItem[] {
  const achievements = presentAchievements(ledger);
  return ACHIEVEMENTS.map((achievement, index) => ({
    achievement: achievements[index]!,
    progress: progressPercent(achievement, ledger.counters),
  }));
}

const mean = (values: readonly number[]) =>
  values.length === 0
    ? null
    : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/** `today` is the UTC day (YYYY-MM-DD) that streaks and the activity chart end on. */
export function presentProfile(ledger: Ledger, facts: ProfileFacts, today: string): Profile {
  const { counters } = ledger;
  const streak = streakDays(ledger.activeDays, today);
  const rate = successRate(counters.successfulBuilds, ledger.totalBuilds);
  const achievements = presentAchievements(ledger);
  const languages = favoriteLanguages(facts.files);
  return {
    userId: facts.userId,
    displayName: facts.displayName,
    readOnly: facts.readOnly,
    currentLevel: levelFor(counters.totalExperience),
    metrics: {
      streakDays: streak,
      successfulBuilds: counters.successfulBuilds,
      totalBuilds: ledger.totalBuilds,
      successRate: rate,
      avgBuildTimeMs: mean(ledger.buildTimes),
      testCoverage: facts.testCoverage,
      totalCodeGenerated: languages.reduce((sum, language) => sum + language.lines, 0),
      bugFixRate:
        ledger.fixIssueBuilds === 0 ? null : counters.runtimeErrorsFixed / ledger.fixIssueBuilds,
      totalExperience: counters.totalExperience,
    },
    stats: {
      productivityScore: productivityScore({
        successRate: rate,
        streakDays: streak,
        activeDaysOfLastFive: activeDaysOfLastFive(ledger.activeDays, today),
      }),
      totalProjects: facts.totalProjects,
      favoriteLanguages: languages,
    },
    badges: achievements
      .filter((achievement) => achievement.unlockedAt !== null)
      .sort((a, b) => Date.parse(a.unlockedAt!) - Date.parse(b.unlockedAt!))
      .map((achievement) => achievement.name),
    achievements,
    activeSession: facts.activeSession,
    activity: Array.from({ length: ACTIVITY_DAYS }, (_, index) => {
      const date = daysBefore(today, ACTIVITY_DAYS - 1 - index);
      const day = ledger.days.get(date);
      return {
        date,
        builds: day?.builds ?? 0,
        successfulBuilds: day?.successfulBuilds ?? 0,
        experience: day?.experience ?? 0,
      };
    }),
  };
}
