import { XP_RULES } from '@appforge/shared/contracts/productivity';
import {
  achievementExperience,
  FAST_BUILD_MS,
  unlockMet,
  type AchievementCounters,
} from './achievements';
import { daysBetween, sessionExperience, utcDay } from './xp-rules';

/** A finished generation (a build): completed or failed. */
export interface BuildRecord {
  projectId: string;
  /** When it finished. */
  at: Date;
  ok: boolean;
  processingMs: number | null;
  /** A follow-up sent with the preview's Fix issue ("Fix issue: …"). */
  fixIssue: boolean;
  /** A runtime error was reported on the version the build produced: the fix did not work. */
  errorAfter: boolean;
}

export interface SessionRecord {
  startedAt: Date;
  endedAt: Date | null;
  /** Whole milliseconds from start to end; null while the session runs. */
  durationMs: number | null;
}

/** Everything a person did that the tracker counts; builds oldest first. */
export interface ActivityHistory {
  builds: BuildRecord[];
  exports: Date[];
  restores: Date[];
  sessions: SessionRecord[];
}

export interface DayTotals {
  builds: number;
  successfulBuilds: number;
  experience: number;
}

/** The history replayed in time order: what it earned, and when each achievement unlocked. */
export interface Ledger {
  counters: AchievementCounters;
  unlockedAt: Map<string, Date>;
  totalBuilds: number;
  fixIssueBuilds: number;
  /** processing_ms of the completed builds that have one. */
  buildTimes: number[];
  activeDays: Set<string>;
  days: Map<string, DayTotals>;
}

const emptyCounters = (): AchievementCounters => ({
  appsGenerated: 0,
  successfulBuilds: 0,
  fastBuilds: 0,
  busiestDayBuilds: 0,
  bestSuccessRun: 0,
  followUps: 0,
  runtimeErrorsFixed: 0,
  exports: 0,
  restores: 0,
  bestStreak: 0,
  sessionMinutes: 0,
  totalExperience: 0,
});

/** One moment of the history: what it changes, and the experience it earns. */
interface Step {
  at: Date;
  apply: () => number;
}

/**
 * Replays a history in time order (ties keep the order of `builds`, then exports, restores and
 * sessions). After each step every achievement its counters now meet unlocks at that step's time.
 * A day with a build, an export, a restore or a session's start or end is an active day; preview
 * loads and runtime errors earn nothing and make no day active.
 */
export function replayHistory(history: ActivityHistory): Ledger {
  const ledger: Ledger = {
    counters: emptyCounters(),
    unlockedAt: new Map(),
    totalBuilds: 0,
    fixIssueBuilds: 0,
    buildTimes: [],
    activeDays: new Set(),
    days: new Map(),
  };
  const { counters } = ledger;
  const unlocked = new Set<string>();
  const appProjects = new Set<string>();
  const completedPerDay = new Map<string, number>();
  let successRun = 0;
  let streak = { last: '', length: 0 };
  let sessionMs = 0;

  const dayOf = (day: string) => {
    const totals = ledger.days.get(day) ?? { builds: 0, successfulBuilds: 0, experience: 0 };
    ledger.days.set(day, totals);
    return totals;
  };

  const build = (record: BuildRecord) => (): number => {
    const day = utcDay(record.at);
    ledger.totalBuilds += 1;
    dayOf(day).builds += 1;
    if (record.fixIssue) ledger.fixIssueBuilds += 1;
    if (!record.ok) {
      successRun = 0;
      return 0;
    }
    dayOf(day).successfulBuilds += 1;
    counters.successfulBuilds += 1;
    counters.bestSuccessRun = Math.max(counters.bestSuccessRun, (successRun += 1));
    const completedToday = (completedPerDay.get(day) ?? 0) + 1;
    completedPerDay.set(day, completedToday);
    counters.busiestDayBuilds = Math.max(counters.busiestDayBuilds, completedToday);
    if (record.processingMs !== null) {
      ledger.buildTimes.push(record.processingMs);
      if (record.processingMs < FAST_BUILD_MS) counters.fastBuilds += 1;
    }
    let experience: number;
    if (appProjects.has(record.projectId)) {
      counters.followUps += 1;
      experience = XP_RULES.followUp;
    } else {
      appProjects.add(record.projectId);
      counters.appsGenerated += 1;
      experience = XP_RULES.appGenerated;
    }
    if (record.fixIssue && !record.errorAfter) {
      counters.runtimeErrorsFixed += 1;
      experience += XP_RULES.runtimeErrorFixed;
    }
    return experience;
  };

  const steps: Step[] = [
    ...history.builds.map((record) => ({ at: record.at, apply: build(record) })),
    ...history.exports.map((at) => ({
      at,
      apply: () => {
        counters.exports += 1;
        return XP_RULES.export;
      },
    })),
    ...history.restores.map((at) => ({
      at,
      apply: () => {
        counters.restores += 1;
        return XP_RULES.versionRestored;
      },
    })),
    ...history.sessions.map((session) => ({ at: session.startedAt, apply: () => 0 })),
    ...history.sessions.flatMap(({ endedAt, durationMs }) =>
      endedAt === null || durationMs === null
        ? []
        : [
            {
              at: endedAt,
              apply: () => {
                sessionMs += durationMs;
                counters.sessionMinutes = Math.floor(sessionMs / 60_000);
                return sessionExperience(durationMs);
              },
            },
          ],
    ),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());

  for (const step of steps) {
    const day = utcDay(step.at);
    if (!ledger.activeDays.has(day)) {
      ledger.activeDays.add(day);
      const continues = streak.last !== '' && daysBetween(streak.last, day) === 1;
      streak = { last: day, length: continues ? streak.length + 1 : 1 };
      counters.bestStreak = Math.max(counters.bestStreak, streak.length);
    }
    const experience = step.apply();
    counters.totalExperience += experience;
    dayOf(day).experience += experience;
    for (const achievement of unlockMet(counters, unlocked)) {
      ledger.unlockedAt.set(achievement.id, step.at);
      dayOf(day).experience += achievementExperience(achievement);
    }
  }
  return ledger;
}
