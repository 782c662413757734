import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  Message,
  ProjectVersionSummary,
  QueueSnapshot,
} from '@appforge/shared/contracts/builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorWithProject, type HttpVisitor } from '../test/http-visitor';
import { chatMessage } from '../test/live-client';
import {
  promptOrderProblems,
  reconnectingClient,
  type ReconnectingClient,
} from '../test/reconnecting-client';
import { startRoundRobinProxy, type RoundRobinProxy } from '../test/round-robin-proxy';
import { startServer, type ServerProcess } from '../test/server-process';
import { createTestDatabase, type TestDatabase } from '../test/test-app';

const SOCKETS = 200;
const PROMPTS_PER_SOCKET = 5;
const PROMPTS = SOCKETS * PROMPTS_PER_SOCKET;
/** One of the two processes is killed once this many prompts have completed. */
const KILL_AFTER = Math.ceil(PROMPTS / 3);
/** Sessions and projects are created this many at a time. */
const CONCURRENT_SETUP = 25;
/**
 * How long each phase may take before the test says where it stopped. The test's own limit
 * (below, 420 s) is their sum with two minutes for opening the sockets and reading the final
 * state, so a slow machine fails with the phase's progress, never with a bare timeout.
 */
const PHASE_LIMITS_MS = { acknowledged: 60_000, killPoint: 120_000, finished: 120_000 };
const SECRET = 'scale-out-test-secret-0123456789abcdef';
const FIRST_PROMPTS = [
  'Build a task manager app',
  'Create a weather app',
  'Make a fitness tracker',
  'an app to track books with title, author, rating and finished date',
  'a recipe app called "Family Cookbook" in orange',
];
const FOLLOW_UPS = ['add a notes field', 'make it purple', 'add a due date'];
const promptFor = (socket: number, turn: number) =>
  turn === 0
    ? FIRST_PROMPTS[socket % FIRST_PROMPTS.length]!
    : FOLLOW_UPS[(socket + turn) % FOLLOW_UPS.length]!;
const FINISHED = new Set(['completed', 'failed']);

interface Person {
  http: HttpVisitor;
  socket: ReconnectingClient;
  promptIds: string[];
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

/** Waits for conditions over what the sockets and reads report, checked each time they report. */
function createWaiter() {
  const checks = new Set<() => void>();
  return {
    changed: () => checks.forEach((check) => check()),
    until(condition: () => boolean, timeoutMs: number, state: () => string) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!condition()) return;
          checks.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          checks.delete(check);
          reject(new Error(`Timed out; ${state()}`));
        }, timeoutMs);
        checks.add(check);
        check();
      });
    },
  };
}

interface FinalState {
  queue: QueueSnapshot;
  messages: Message[];
  versions: ProjectVersionSummary[];
}

/**
 * What is wrong with one person's final state, read over HTTP: every prompt acknowledged is in
 * the queue and ended (a failure with its message), one reply and at most one version each, what
 * the socket saw agrees with what is stored, and the socket's events kept their order.
 */
function finalStateProblems(
  { http, socket, promptIds }: Person,
  { queue, messages, versions }: FinalState,
  finished: Map<string, string>,
) {
  const problems: string[] = [];
  const items = queue.userItems.filter((item) => item.projectId === http.projectId);
  const sortedIds = (ids: string[]) => [...ids].sort().join();
  if (sortedIds(items.map((item) => item.id)) !== sortedIds(promptIds))
    problems.push('queue items differ from the acknowledged prompts');
  const completed = items.filter((item) => item.status === 'completed');
  const failed = items.filter((item) => item.status === 'failed');
  if (completed.length + failed.length !== PROMPTS_PER_SOCKET)
    problems.push(`ended as ${items.map((item) => item.status).join(',')}`);
  if (failed.some((item) => !item.error)) problems.push('a failure without a message');
  const prompts = messages.filter((message) => message.isUser).length;
  const replies = messages.length - prompts;
  if (prompts !== PROMPTS_PER_SOCKET || replies !== PROMPTS_PER_SOCKET)
    problems.push(`${prompts} prompts and ${replies} replies in the chat`);
  if (versions.length !== completed.length)
    problems.push(`${versions.length} versions for ${completed.length} completions`);
  for (const item of items) {
    if (finished.get(item.id) !== item.status)
      problems.push(`${item.id} seen ${finished.get(item.id)}, stored ${item.status}`);
  }
  return [...problems, ...promptOrderProblems(socket.seen)];
}

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes behind a balancer', () => {
  let database: TestDatabase;
  let proxy: RoundRobinProxy;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const sockets: ReconnectingClient[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: database.databaseUrl,
      SESSION_SECRET: SECRET,
      WORKERS: '2',
      GENERATION_LEASE_MS: '3000',
      // 200 visitors from one address: the per-address HTTP limit is not what is tested here.
      RATE_LIMIT_MAX: '1000000',
    };
    const ports = await Promise.all(
      [0, 1].map(() => {
        const dataDir = mkdtempSync(join(tmpdir(), 'appforge-scale-'));
        dataDirs.push(dataDir);
        const server = startServer(dataDir, { env });
        servers.push(server);
        return server.listening;
      }),
    );
    proxy = await startRoundRobinProxy(ports);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.stop());
    servers.forEach((server) => server.child.kill('SIGKILL'));
    await Promise.all(servers.map((server) => server.exited));
    await proxy?.close();
    await database?.drop();
    dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it('completes every prompt exactly once when one process is killed midway', async () => {
    const base = `http://127.0.0.1:${proxy.port}`;
    const waiter = createWaiter();
    const acked = new Set<string>();
    const finished = new Map<string, string>();
    const socketErrors: string[] = [];
    let completedLive = 0;
    const startedAt = performance.now();
    const phases: string[] = [];
    const phaseDone = (name: string) =>
      phases.push(`${name} ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

    const people = await inBatches(
      Array.from({ length: SOCKETS }, (_, index) => index),
      CONCURRENT_SETUP,
      async (index): Promise<Person> => {
        const http = await visitorWithProject(base, `Scale ${index}`);
        const promptIds: string[] = [];
        // Like the browser: after a reconnect, read the queue again for what ended meanwhile.
        const readQueue = () =>
          http.get<QueueSnapshot>('/api/queue').then(({ userItems }) => {
            userItems
              .filter((item) => FINISHED.has(item.status))
              .forEach((item) => finished.set(item.id, item.status));
            waiter.changed();
          });
        const socket = reconnectingClient(
          `${base.replace('http', 'ws')}/ws?projectId=${http.projectId}`,
          {
            cookie: http.cookie,
            onReconnect: () =>
              void readQueue().catch((error: unknown) => socketErrors.push(String(error))),
            onEvent: (event) => {
              if (event.type === 'prompt_enqueued') {
                acked.add(event.data.promptId);
                promptIds.push(event.data.promptId);
              } else if (event.type === 'prompt_completed') {
                completedLive += 1;
                finished.set(event.data.promptId, 'completed');
              } else if (event.type === 'prompt_failed') {
                finished.set(event.data.promptId, 'failed');
              } else if (event.type === 'error') {
                socketErrors.push(event.data.message);
              }
              waiter.changed();
            },
          },
        );
        sockets.push(socket);
        await socket.firstOpen;
        return { http, socket, promptIds };
      },
    );
    const progress = () =>
      `${acked.size} acknowledged, ${completedLive} completions seen live, ${finished.size} finished, ` +
      `errors: ${socketErrors.slice(0, 3).join(' | ')}`;

    phaseDone('sockets open');
    people.forEach((person, index) => {
      for (let turn = 0; turn < PROMPTS_PER_SOCKET; turn += 1)
        person.socket.send(chatMessage(person.http.projectId, promptFor(index, turn)));
    });
    await waiter.until(
      () => acked.size === PROMPTS || socketErrors.length > 0,
      PHASE_LIMITS_MS.acknowledged,
      progress,
    );
    expect(socketErrors).toEqual([]);
    phaseDone('all acknowledged');

    await waiter.until(() => completedLive >= KILL_AFTER, PHASE_LIMITS_MS.killPoint, progress);
    const victim = servers[1]!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    const finishedAtKill = finished.size;
    phaseDone('one process killed');

    await waiter.until(() => finished.size === PROMPTS, PHASE_LIMITS_MS.finished, progress);
    phaseDone('all finished');
    expect(socketErrors).toEqual([]);
    const reconnected = people.filter((person) => person.socket.connections() > 1);
    expect(reconnected.length).toBeGreaterThan(0);
    expect(people.every((person) => person.socket.isOpen())).toBe(true);

    // The final state, read over HTTP through the balancer (the survivor answers).
    const finals = await inBatches(
      people,
      CONCURRENT_SETUP,
      async ({ http }): Promise<FinalState> => ({
        queue: await http.get<QueueSnapshot>('/api/queue'),
        messages: await http.get<Message[]>(`/api/projects/${http.projectId}/messages`),
        versions: await http.get<ProjectVersionSummary[]>(
          `/api/projects/${http.projectId}/versions`,
        ),
      }),
    );
    const problems = people.flatMap((person, index) =>
      finalStateProblems(person, finals[index]!, finished).map(
        (problem) => `socket ${index}: ${problem}`,
      ),
    );
    expect(problems.slice(0, 10)).toEqual([]);
    const failures = finals.flatMap(({ queue }) =>
      queue.userItems.filter((item) => item.status === 'failed'),
    );
    console.info(
      `scale-out: ${PROMPTS} prompts, ${finishedAtKill} finished when a process was killed, ` +
        `${reconnected.length} sockets reconnected, ${failures.length} failed with a message; ` +
        `at ${phases.join(', ')}`,
    );
  }, 420_000);
});
