import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditSocket, visitorWithSocket, type LiveVisitor } from './lib/live-visitor.ts';
import {
  printMachine,
  requireBuild,
  serverEntry,
  stopProcess,
  waitForOk,
} from './lib/processes.ts';

const SOCKETS = 200;
const PROMPTS_PER_SOCKET = 5;
const IDLE_PROMPTS = 40;
/** 1,000 prompts over 10 s arrive several times faster than the generator works: the queue fills up. */
const SPREAD_MS = 10_000;
/** The acknowledgement's p99 targets: prompts spread over time, and 1,000 sent at one instant. */
const SPREAD_TARGET_MS = 50;
const BURST_TARGET_MS = 500;
const PORT = '5413';
const FIRST_PROMPTS = [
  'Build a task manager app',
  'Create a weather app',
  'Make a fitness tracker',
  'an app to track books with title, author, rating and finished date',
  'a recipe app called "Family Cookbook" in orange',
  'an app to track plants with name, species, watering interval and last watered date',
];
const FOLLOW_UPS = [
  'add a notes field',
  'make it purple',
  'add a due date',
  'rename the app to Daily Helper',
];
const promptFor = (socket: number, turn: number) =>
  turn === 0
    ? FIRST_PROMPTS[socket % FIRST_PROMPTS.length]!
    : FOLLOW_UPS[(socket + turn) % FOLLOW_UPS.length]!;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const firstAt = (visitor: LiveVisitor, type: string) =>
  visitor.events.filter((event) => event.type === type).map((event) => event.at);

async function idleQueue(base: string) {
  const enqueued: number[] = [];
  const completed: number[] = [];
  // A visitor per five prompts: the socket allows 30 prompts a minute per person.
  for (let visitorIndex = 0; visitorIndex < IDLE_PROMPTS / PROMPTS_PER_SOCKET; visitorIndex += 1) {
    const visitor = await visitorWithSocket(base, `Idle queue ${visitorIndex}`);
    for (let turn = 0; turn < PROMPTS_PER_SOCKET; turn += 1) {
      visitor.send(promptFor(visitorIndex, turn));
      await visitor.until('prompt_completed', turn + 1);
      enqueued.push(firstAt(visitor, 'prompt_enqueued')[turn]! - visitor.sentAt[turn]!);
      completed.push(firstAt(visitor, 'prompt_completed')[turn]! - visitor.sentAt[turn]!);
    }
    visitor.close();
  }
  console.log(
    `idle queue, ${IDLE_PROMPTS} prompts one after another (a new app, then follow-ups):`,
  );
  console.log(
    `  send → prompt_enqueued  p50 ${ms(percentile(enqueued, 50))}, p99 ${ms(percentile(enqueued, 99))}`,
  );
  console.log(
    `  send → prompt_completed p50 ${ms(percentile(completed, 50))}, p95 ${ms(percentile(completed, 95))} (target < 500 ms), ` +
      `p99 ${ms(percentile(completed, 99))}`,
  );
}

/** Sends every socket's prompts: all at once, or each at a random moment within `spreadMs`. */
async function sendAll(visitors: LiveVisitor[], spreadMs: number) {
  const sends = visitors.flatMap((visitor, index) =>
    Array.from({ length: PROMPTS_PER_SOCKET }, (_, turn) => ({
      visitor,
      index,
      turn,
      at: Math.random() * spreadMs,
    })),
  );
  if (spreadMs === 0)
    return sends.forEach(({ visitor, index, turn }) => visitor.send(promptFor(index, turn)));
  const byVisitor = new Map<LiveVisitor, number[]>();
  sends.forEach(({ visitor, at }) =>
    byVisitor.set(
      visitor,
      [...(byVisitor.get(visitor) ?? []), at].sort((a, b) => a - b),
    ),
  );
  await Promise.all(
    visitors.map(async (visitor, index) => {
      let elapsed = 0;
      for (const [turn, at] of (byVisitor.get(visitor) ?? []).entries()) {
        await new Promise((resolve) => setTimeout(resolve, at - elapsed));
        elapsed = at;
        visitor.send(promptFor(index, turn));
      }
    }),
  );
}

async function loadedQueue(base: string, spreadMs: number) {
  const visitors: LiveVisitor[] = [];
  for (let index = 0; index < SOCKETS; index += 20) {
    const batch = Array.from({ length: Math.min(20, SOCKETS - index) }, (_, offset) =>
      visitorWithSocket(base, `Load ${index + offset}`),
    );
    visitors.push(...(await Promise.all(batch)));
  }
  const started = performance.now();
  await sendAll(visitors, spreadMs);
  await Promise.all(
    visitors.map((visitor) => visitor.until('prompt_completed', PROMPTS_PER_SOCKET, 600_000)),
  );
  const finished = Math.max(...visitors.flatMap((visitor) => firstAt(visitor, 'prompt_completed')));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const enqueued = visitors.flatMap((visitor) =>
    firstAt(visitor, 'prompt_enqueued').map((at, turn) => at - visitor.sentAt[turn]!),
  );
  const problems = visitors.flatMap((visitor, index) =>
    auditSocket(visitor, PROMPTS_PER_SOCKET).map((text) => `socket ${index}: ${text}`),
  );
  const failed = visitors.reduce((total, visitor) => total + visitor.count('prompt_failed'), 0);
  const errors = visitors.reduce((total, visitor) => total + visitor.count('error'), 0);
  visitors.forEach((visitor) => visitor.close());
  const jobs = SOCKETS * PROMPTS_PER_SOCKET;
  const how =
    spreadMs === 0
      ? 'all sent at the same instant'
      : `each sent at a random moment within ${spreadMs / 1000} s`;
  console.log(`${SOCKETS} sockets × ${PROMPTS_PER_SOCKET} prompts, ${how} (${jobs} jobs):`);
  console.log(
    `  completed ${visitors.reduce((total, visitor) => total + visitor.count('prompt_completed'), 0)}, failed ${failed}, socket errors ${errors}`,
  );
  console.log(
    `  throughput ${(jobs / ((finished - started) / 1000)).toFixed(1)} jobs/s (${((finished - started) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  send → prompt_enqueued  p50 ${ms(percentile(enqueued, 50))}, p99 ${ms(percentile(enqueued, 99))} ` +
      `(target < ${spreadMs === 0 ? BURST_TARGET_MS : SPREAD_TARGET_MS} ms)`,
  );
  console.log(`  lost, duplicated or out-of-order events: ${problems.length}`);
  problems.slice(0, 10).forEach((problem) => console.log(`    ${problem}`));
}

requireBuild();
printMachine();
const dataDir = mkdtempSync(join(tmpdir(), 'appforge-bench-queue-'));
// 200 visitors from one address: the per-address HTTP rate limit is raised for the bench only.
const server = spawn(process.execPath, [serverEntry], {
  env: {
    ...process.env,
    PORT,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000',
    ...(process.env.BENCH_WORKERS ? { WORKERS: process.env.BENCH_WORKERS } : {}),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
// The server says how many generation threads it runs in its start-up log.
let serverLog = '';
server.stdout.on('data', (chunk: Buffer) => {
  if (serverLog.length < 100_000) serverLog += chunk.toString();
});
const base = `http://127.0.0.1:${PORT}`;
try {
  await waitForOk(`${base}/api/health`, performance.now());
  const { database } = (await (await fetch(`${base}/api/health`)).json()) as { database: string };
  const threads = /on (\d+) generation threads/.exec(serverLog)?.[1] ?? 'no';
  console.log(
    `server: built-in generator, ${database === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}, ` +
      `WORKERS=${process.env.BENCH_WORKERS ?? '2 (default)'}, ${threads} generation threads`,
  );
  await idleQueue(base);
  await loadedQueue(base, SPREAD_MS);
  await loadedQueue(base, 0);
} finally {
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}
