import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import {
  activityEvents,
  codingSessions,
  generationJobs,
  projects,
  projectVersions,
} from '../../db/schema';
import { newVisitor } from '../../test/live-client';

/** A signed-in visitor who knows their own user id and can send any method. */
export interface Person {
  id: string;
  cookie: string;
  send(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<InjectResponse>;
  createProject(name?: string): Promise<{ id: string }>;
}

export async function signIn(app: FastifyInstance): Promise<Person> {
  const visitor = await newVisitor(app);
  const { user } = (await visitor.inject('GET', '/api/session')).json<{ user: { id: string } }>();
  return {
    id: user.id,
    cookie: visitor.cookie,
    createProject: visitor.createProject,
    send: (method, url, payload) =>
      app.inject({
        method,
        url,
        headers: { cookie: visitor.cookie },
        ...(payload ? { payload } : {}),
      }),
  };
}

/** Asserts the status (showing the body when it differs) and answers the parsed JSON. */
export function expectStatus<T = Record<string, unknown>>(
  response: InjectResponse,
  status: number,
) {
  expect({ status: response.statusCode, body: response.json() as unknown }).toMatchObject({
    status,
  });
  return response.json<T>();
}

export interface BuildToInsert {
  userId: string;
  projectId: string;
  prompt: string;
  ok: boolean;
  finishedAt: Date;
  processingMs: number;
  /** The project version the build produced, saved as the runner does (created at the finish). */
  version?: number;
}

/** A finished generation as the queue leaves it, and the version it produced. */
export async function insertBuild(db: Database, build: BuildToInsert): Promise<void> {
  const startedAt = new Date(build.finishedAt.getTime() - build.processingMs);
  await db.insert(generationJobs).values({
    projectId: build.projectId,
    userId: build.userId,
    prompt: build.prompt,
    priority: 'normal',
    priorityRank: 1,
    status: build.ok ? 'completed' : 'failed',
    progress: 100,
    attempts: 1,
    createdAt: startedAt,
    startedAt,
    finishedAt: build.finishedAt,
    processingMs: build.processingMs,
  });
  if (build.version === undefined) return;
  await db.insert(projectVersions).values({
    projectId: build.projectId,
    version: build.version,
    prompt: build.prompt,
    generatedCode: { frontend: {}, backend: {}, dependencies: { frontend: [], backend: [] } },
    createdAt: build.finishedAt,
  });
}

export function insertActivity(db: Database, event: typeof activityEvents.$inferInsert) {
  return db.insert(activityEvents).values(event);
}

export function insertSession(
  db: Database,
  session: { userId: string; startedAt: Date; endedAt: Date | null },
) {
  return db.insert(codingSessions).values({ ...session, sessionType: 'coding' });
}

export function setProjectCode(db: Database, projectId: string, generatedCode: GeneratedCode) {
  return db.update(projects).set({ generatedCode }).where(eq(projects.id, projectId));
}

/** The scripted history's progress per achievement (achievements.test.ts replays the same). */
export const SCRIPTED_PROGRESS = {
  'first-build': 100,
  shipper: 100,
  'time-traveller': 100,
  debugger: 100,
  'warming-up': 100,
  explorer: 100,
  'speed-demon': 80,
  'bug-squasher': 33,
  'on-fire': 57,
  'pair-programmer': 20,
  'level-5': 52,
  'rapid-fire': 20,
  'flawless-ten': 40,
  'release-train': 10,
  inventor: 30,
  marathon: 15,
  unstoppable: 13,
  'level-10': 11,
};
