import {
  DEMO_USER_ID,
  ME,
  type LeaderboardRow,
  type Profile,
  type ProfileUserId,
  type ProgressItem,
} from '@appforge/shared/contracts/productivity';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { replayHistory, type Ledger, type SessionRecord } from './activity-ledger';
import {
  endRunningSession,
  insertRunningSession,
  type SessionType,
} from './coding-sessions.repository';
import { DEMO_DISPLAY_NAME, demoActivity } from './demo-profile';
import { generatedDisplayName, publicLeaderboardId } from './display-names';
import {
  rankLeaderboard,
  standingFromLedger,
  noActivity,
  standingFromTotals,
  type Standing,
} from './leaderboard-standing';
import { listLeaderboardTotals } from './leaderboard.repository';
import { presentProfile, presentProgress, type ProfileFacts } from './productivity.presenter';
import {
  countProjects,
  findDisplayName,
  latestTestCoverage,
  listBuilds,
  listExportsAndRestores,
  listFileLines,
  listSessions,
  saveDisplayName,
} from './productivity.repository';
import { sessionExperience, utcDay } from './xp-rules';

export interface ProductivityDeps {
  db: Database;
  /** The clock; tests may fix it. */
  now?: () => Date;
}

/**
 * The Productivity Tracker: a person's history (or the demo user's made-up one) replayed through
 * the XP and achievement rules, the leaderboard, coding sessions and the leaderboard name.
 * `callerId` is the signed-in user; `who` names whose profile is read (`me` or `demo-user`).
 */
export function createProductivityService({ db, now = () => new Date() }: ProductivityDeps) {
  async function userLedger(userId: string) {
    const [builds, events, sessions] = await Promise.all([
      listBuilds(db, userId),
      listExportsAndRestores(db, userId),
      listSessions(db, userId),
    ]);
    return { ledger: replayHistory({ builds, ...events, sessions }), sessions };
  }

  async function userFacts(userId: string, sessions: SessionRecord[]) {
    const [totalProjects, files, testCoverage, chosenName] = await Promise.all([
      countProjects(db, userId),
      listFileLines(db, userId),
      latestTestCoverage(db, userId),
      findDisplayName(db, userId),
    ]);
    const running = sessions.find((session) => session.endedAt === null);
    return {
      userId: ME,
      displayName: chosenName ?? generatedDisplayName(userId),
      readOnly: false,
      totalProjects,
      files,
      testCoverage,
      activeSession: running
        ? { sessionType: 'coding', startedAt: running.startedAt.toISOString() }
        : null,
    } satisfies ProfileFacts;
  }

  /** The demo user's replay only changes with the day: kept until the day turns. */
  let demoOfDay: { today: string; ledger: Ledger; facts: ProfileFacts } | undefined;
  function demo(today: string): { ledger: Ledger; facts: ProfileFacts } {
    if (demoOfDay?.today !== today) demoOfDay = { today, ...replayDemo(today) };
    return demoOfDay;
  }

  function replayDemo(today: string): { ledger: Ledger; facts: ProfileFacts } {
    const activity = demoActivity(today);
    return {
      ledger: replayHistory(activity.history),
      facts: {
        userId: DEMO_USER_ID,
        displayName: DEMO_DISPLAY_NAME,
        readOnly: true,
        totalProjects: activity.totalProjects,
        files: activity.files,
        testCoverage: activity.testCoverage,
        activeSession: null,
      },
    };
  }

  async function profileOf(callerId: string, who: ProfileUserId): Promise<Profile> {
    const today = utcDay(now());
    if (who === DEMO_USER_ID) {
      const { ledger, facts } = demo(today);
      return presentProfile(ledger, facts, today);
    }
    const { ledger, sessions } = await userLedger(callerId);
    return presentProfile(ledger, await userFacts(callerId, sessions), today);
  }

  return {
    profile: profileOf,

    async progress(callerId: string, who: ProfileUserId): Promise<ProgressItem[]> {
      const { ledger } = who === DEMO_USER_ID ? demo(utcDay(now())) : await userLedger(callerId);
      return presentProgress(ledger);
    },

    async leaderboard(callerId: string): Promise<LeaderboardRow[]> {
      const today = utcDay(now());
      const people: Standing[] = (await listLeaderboardTotals(db, today)).map((totals) => ({
        userId: publicLeaderboardId(totals.userId),
        username: totals.displayName ?? generatedDisplayName(totals.userId),
        isYou: totals.userId === callerId,
        ...standingFromTotals(totals),
      }));
      // The caller is shown with no activity yet too, at the bottom.
      if (!people.some((person) => person.isYou)) {
        people.push({
          userId: publicLeaderboardId(callerId),
          username: (await findDisplayName(db, callerId)) ?? generatedDisplayName(callerId),
          isYou: true,
          ...standingFromTotals(noActivity(callerId)),
        });
      }
      const demoUser: Standing = {
        userId: DEMO_USER_ID,
        username: DEMO_DISPLAY_NAME,
        isYou: false,
        ...standingFromLedger(demo(today).ledger, today),
      };
      return rankLeaderboard(
        [...people, demoUser],
        (row) => row.isYou || row.userId === DEMO_USER_ID,
      );
    },

    async startSession(callerId: string, sessionType: SessionType) {
      const session = await insertRunningSession(db, callerId, sessionType);
      if (!session) {
        throw new HttpError(409, 'session_running', 'A coding session is already running.');
      }
      return { session: { sessionType, startedAt: session.startedAt.toISOString() } };
    },

    async endSession(callerId: string) {
      const ended = await endRunningSession(db, callerId);
      if (!ended) throw new HttpError(409, 'no_session', 'No coding session is running.');
      return {
        session: {
          sessionType: ended.sessionType,
          startedAt: ended.startedAt.toISOString(),
          endedAt: ended.endedAt.toISOString(),
          durationMs: ended.durationMs,
        },
        experienceGained: sessionExperience(ended.durationMs),
      };
    },

    /** Saves the caller's leaderboard name and answers their profile with it. */
    async rename(callerId: string, displayName: string): Promise<Profile> {
      await saveDisplayName(db, callerId, displayName);
      return profileOf(callerId, ME);
    },
  };
}

export type ProductivityService = ReturnType<typeof createProductivityService>;
