import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startRoundRobinProxy } from '../apps/server/src/test/round-robin-proxy.ts';
import { auditSocket, visitorWithSocket, type LiveVisitor } from './lib/live-visitor.ts';
import {
  printMachine,
  serverEntry,
  startProcess,
  stopProcess,
  waitForOk,
} from './lib/processes.ts';

const SOCKETS = 200;
const PROMPTS_PER_SOCKET = 5;
const JOBS = SOCKETS * PROMPTS_PER_SOCKET;
/** 1,000 prompts within 10 s arrive faster than either setup works: the queue fills up. */
const SPREAD_MS = 10_000;
const FIRST_PORT = 5441;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
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

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const timesOf = (visitor: LiveVisitor, type: string) =>
  visitor.events.filter((event) => event.type === type).map((event) => event.at);

/** A new, empty database on the PostgreSQL server of ADMIN_URL, dropped by `drop()`. */
async function temporaryDatabase() {
  const name = `appforge_bench_scale_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** `processes` servers on one fresh database behind a round-robin proxy, until `stop()`. */
async function startCluster(processes: number) {
  const database = await temporaryDatabase();
  const sessionSecret = randomBytes(32).toString('hex');
  const ports = Array.from({ length: processes }, (_, index) => FIRST_PORT + index);
  const dataDirs = ports.map(() => mkdtempSync(join(tmpdir(), 'appforge-bench-scale-')));
  const children = ports.map((port, index) =>
    startProcess([serverEntry], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirs[index]!,
      DATABASE_URL: database.url,
      SESSION_SECRET: sessionSecret,
      RATE_LIMIT_MAX: '1000000',
    }),
  );
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
    await database.drop();
    dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  };
  try {
    const since = performance.now();
    await Promise.all(
      ports.map((port) => waitForOk(`http://127.0.0.1:${port}/api/health`, since, 60_000)),
    );
    const proxy = await startRoundRobinProxy(ports);
    return {
      base: `http://127.0.0.1:${proxy.port}`,
      async stop() {
        await proxy.close();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Each socket's prompts at random moments within `spreadMs`, in order per socket. */
async function sendSpread(visitors: LiveVisitor[], spreadMs: number) {
  await Promise.all(
    visitors.map(async (visitor, index) => {
      const moments = Array.from({ length: PROMPTS_PER_SOCKET }, () => Math.random() * spreadMs);
      let elapsed = 0;
      for (const [turn, at] of moments.sort((a, b) => a - b).entries()) {
        await new Promise((resolve) => setTimeout(resolve, at - elapsed));
        elapsed = at;
        visitor.send(promptFor(index, turn));
      }
    }),
  );
}

async function measure(processes: number) {
  const cluster = await startCluster(processes);
  try {
    const visitors: LiveVisitor[] = [];
    for (let index = 0; index < SOCKETS; index += 20) {
      const batch = Array.from({ length: Math.min(20, SOCKETS - index) }, (_, offset) =>
        visitorWithSocket(cluster.base, `Scale ${index + offset}`),
      );
      visitors.push(...(await Promise.all(batch)));
    }
    const started = performance.now();
    await sendSpread(visitors, SPREAD_MS);
    await Promise.all(
      visitors.map((visitor) => visitor.until('prompt_completed', PROMPTS_PER_SOCKET, 600_000)),
    );
    const finished = Math.max(
      ...visitors.flatMap((visitor) => timesOf(visitor, 'prompt_completed')),
    );
    const enqueued = visitors.flatMap((visitor) =>
      timesOf(visitor, 'prompt_enqueued').map((at, turn) => at - visitor.sentAt[turn]!),
    );
    const problems = visitors.flatMap((visitor, index) =>
      auditSocket(visitor, PROMPTS_PER_SOCKET).map((text) => `socket ${index}: ${text}`),
    );
    const failed = visitors.reduce((total, visitor) => total + visitor.count('prompt_failed'), 0);
    visitors.forEach((visitor) => visitor.close());
    const seconds = (finished - started) / 1000;
    const jobsPerSecond = JOBS / seconds;
    console.log(`${processes === 1 ? '1 process' : `${processes} processes`}:`);
    console.log(
      `  throughput ${jobsPerSecond.toFixed(1)} jobs/s (${JOBS} jobs in ${seconds.toFixed(1)} s), failed ${failed}`,
    );
    console.log(
      `  send → prompt_enqueued  p50 ${ms(percentile(enqueued, 50))}, p99 ${ms(percentile(enqueued, 99))}`,
    );
    console.log(`  lost, duplicated or out-of-order events: ${problems.length}`);
    problems.slice(0, 10).forEach((problem) => console.log(`    ${problem}`));
    return jobsPerSecond;
  } finally {
    await cluster.stop();
  }
}

if (!existsSync(serverEntry)) {
  console.error('The server is not built: run `npm run build:server` first.');
  process.exit(1);
}
printMachine();
console.log(
  `PostgreSQL at ${new URL(ADMIN_URL).host} (a new database per setup), built-in generator, ` +
    `WORKERS=2 per process, behind a round-robin TCP proxy;`,
);
console.log(
  `${SOCKETS} sockets × ${PROMPTS_PER_SOCKET} prompts, each sent at a random moment within ${SPREAD_MS / 1000} s`,
);
const one = await measure(1);
const two = await measure(2);
console.log(`2 processes: ${(two / one).toFixed(2)}× the jobs/s of one`);
