import {
  DEMO_USER_ID,
  displayNameBodySchema,
  ME,
  SESSION_XP_MINUTES_CAP,
  type LeaderboardRow,
  type Profile,
  type ProgressItem,
} from '@appforge/shared/contracts/productivity';
import { vi } from 'vitest';
import { aDemoProfile, aProfile, sampleLeaderboard, sampleProgress } from './productivity-fixtures';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = (request: SentRequest) => Response | Promise<Response>;

export interface FakeProductivityOptions {
  me?: Profile;
  demo?: Profile;
  progress?: ProgressItem[];
  leaderboard?: LeaderboardRow[];
  /** Answers that replace the fake server's own, by "METHOD /path". */
  overrides?: Record<string, Answer>;
}

const API = '/api/productivity';
const MINUTE = 60_000;

const problem = (status: number, error: string, message: string) =>
  Response.json({ error, message }, { status });

/**
 * A productivity server in memory behind a stubbed fetch: your profile and the demo profile,
 * sessions that start and end as the server's do (one at a time, 1 XP a minute up to the cap, 409
 * otherwise), and display names checked with the contract. Every request is recorded.
 */
export function fakeProductivityServer(options: FakeProductivityOptions = {}) {
  let me = options.me ?? aProfile();
  const demo = options.demo ?? aDemoProfile();
  const progress = options.progress ?? sampleProgress();
  let leaderboard = options.leaderboard ?? sampleLeaderboard();
  const sent: SentRequest[] = [];

  const profileOf = (userId: string) => (userId === DEMO_USER_ID ? demo : me);
  const onlyYou = (body: unknown) =>
    (body as { userId?: string }).userId === ME
      ? null
      : problem(403, 'forbidden', 'Only your own coding session can be started or ended.');

  const routes: Record<string, Answer> = {
    [`GET ${API}/profile/${ME}`]: () => Response.json({ profile: me }),
    [`GET ${API}/profile/${DEMO_USER_ID}`]: () => Response.json({ profile: demo }),
    [`GET ${API}/progress/${ME}`]: () => Response.json({ progress }),
    [`GET ${API}/progress/${DEMO_USER_ID}`]: () => Response.json({ progress }),
    [`GET ${API}/leaderboard`]: () => Response.json({ leaderboard }),
    [`POST ${API}/session/start`]: ({ body }) => {
      const refused = onlyYou(body);
      if (refused) return refused;
      if (me.activeSession) {
        return problem(409, 'session_running', 'A coding session is already running.');
      }
      const session = { sessionType: 'coding' as const, startedAt: new Date().toISOString() };
      me = { ...me, activeSession: session };
      return Response.json({ session });
    },
    [`POST ${API}/session/end`]: ({ body }) => {
      const refused = onlyYou(body);
      if (refused) return refused;
      const running = me.activeSession;
      if (!running) return problem(409, 'no_session', 'No coding session is running.');
      const endedAt = new Date();
      const durationMs = Math.max(0, endedAt.getTime() - Date.parse(running.startedAt));
      const experienceGained = Math.min(Math.floor(durationMs / MINUTE), SESSION_XP_MINUTES_CAP);
      me = {
        ...me,
        activeSession: null,
        metrics: { ...me.metrics, totalExperience: me.metrics.totalExperience + experienceGained },
      };
      return Response.json({
        session: { ...running, endedAt: endedAt.toISOString(), durationMs },
        experienceGained,
      });
    },
    [`PATCH ${API}/profile/${ME}`]: ({ body }) => {
      const parsed = displayNameBodySchema.safeParse(body);
      if (!parsed.success) {
        return problem(400, 'invalid_body', parsed.error.issues[0]!.message);
      }
      me = { ...me, displayName: parsed.data.displayName };
      leaderboard = leaderboard.map((row) =>
        row.isYou ? { ...row, username: parsed.data.displayName } : row,
      );
      return Response.json({ profile: me });
    },
  };

  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/session') return Response.json({});
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      const key = `${request.method} ${request.path}`;
      const answer = options.overrides?.[key] ?? routes[key];
      return answer ? answer(request) : problem(404, 'not_found', `No route ${key}.`);
    }),
  );

  return {
    sent,
    /** The requests sent to `METHOD /path` (the path after /api/productivity). */
    requestsTo: (key: string) => {
      const [method, path] = key.split(' ');
      return sent.filter((request) => request.method === method && request.path === API + path);
    },
    /** A profile as the server holds it now. */
    profileOf,
  };
}
