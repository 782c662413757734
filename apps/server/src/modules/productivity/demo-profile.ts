import type { ActivityHistory, BuildRecord, SessionRecord } from './activity-ledger';
import type { FileLines } from './code-languages';
import { daysBefore } from './xp-rules';

/**
 * The spec's demo user (spec 02 §1, §6): four weeks of made-up activity ending yesterday, drawn
 * from a fixed seed, so the same day always gives the same profile. It is never stored; the
 * service runs it through the same rules as anyone's real history.
 */

export const DEMO_DISPLAY_NAME = 'Demo User';
const SEED = 0x5eed_2024;
/** Days of history, all inside the profile's 30-day activity chart. */
const DAYS = 29;
/** The last days before today all have activity: the demo shows a running streak. */
const STREAK_DAYS = 12;
const PROJECTS = ['demo-habits', 'demo-recipes', 'demo-budget', 'demo-workouts'];
const FIX_PROMPT_SHARE = 0.2;

export interface DemoActivity {
  history: ActivityHistory;
  totalProjects: number;
  files: FileLines[];
  testCoverage: number;
}

/** mulberry32: a small, fast, well-spread PRNG; the same seed gives the same sequence. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MINUTE = 60_000;
const at = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + Math.round(minutes) * MINUTE);

/** The generated files of the demo's four projects, as line counts. */
const DEMO_FILES: FileLines[] = PROJECTS.flatMap((project, index) => [
  { path: `${project}/App.tsx`, lines: 180 + index * 25 },
  { path: `${project}/src/screens/ListScreen.tsx`, lines: 140 + index * 10 },
  { path: `${project}/src/screens/FormScreen.tsx`, lines: 120 + index * 15 },
  { path: `${project}/src/storage.ts`, lines: 60 + index * 5 },
  { path: `${project}/backend/src/server.ts`, lines: 95 + index * 20 },
  { path: `${project}/package.json`, lines: 28 },
  { path: `${project}/README.md`, lines: 22 },
]);

/** The demo user's history up to yesterday, for the UTC day `today` (YYYY-MM-DD). */
export function demoActivity(today: string): DemoActivity {
  const next = random(SEED);
  const builds: BuildRecord[] = [];
  const exports: Date[] = [];
  const restores: Date[] = [];
  const sessions: SessionRecord[] = [];
  const started = new Set<string>();

  for (let back = DAYS; back >= 1; back -= 1) {
    const day = daysBefore(today, back);
    const active = back <= STREAK_DAYS || next() < 0.7;
    if (!active) continue;
    let minutes = 8 * 60 + next() * 90;
    if (next() < 0.75) {
      const length = 25 + Math.floor(next() * 130);
      sessions.push({
        startedAt: at(day, minutes),
        endedAt: at(day, minutes + length),
        durationMs: length * MINUTE,
      });
    }
    const count = 1 + Math.floor(next() * 5);
    for (let build = 0; build < count; build += 1) {
      minutes += 20 + next() * 40;
      const projectId = PROJECTS[Math.floor(next() * PROJECTS.length)]!;
      const followUp = started.has(projectId);
      const ok = next() < 0.88;
      if (ok) started.add(projectId);
      builds.push({
        projectId,
        at: at(day, minutes),
        ok,
        processingMs: 1_200 + Math.floor(next() * 7_000),
        fixIssue: followUp && next() < FIX_PROMPT_SHARE,
        errorAfter: next() < 0.25,
      });
    }
    if (next() < 0.3) exports.push(at(day, minutes + 10));
    if (next() < 0.12) restores.push(at(day, minutes + 20));
  }
  return {
    history: { builds, exports, restores, sessions },
    totalProjects: PROJECTS.length,
    files: DEMO_FILES,
    testCoverage: 0.78,
  };
}
