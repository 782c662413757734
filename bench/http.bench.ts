import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  printMachine,
  requireBuild,
  serverEntry,
  startProcess,
  stopProcess,
  waitForOk,
  waitUntilIdle,
} from './lib/processes.ts';

const CONNECTIONS = 100;
const DURATION_S = 10;
const WARMUP_S = 2;
const ROUNDS = 3;

async function load(url: string, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration });
}

async function measure(name: string, args: string[], env: Record<string, string>) {
  const child = startProcess(args, env);
  const url = `http://127.0.0.1:${env.PORT}/api/health`;
  try {
    const answered = (await waitForOk(url, performance.now())) / 1000;
    // What a server does once after it first answers is start-up (bench:startup), not requests.
    const idle = await waitUntilIdle(child.pid as number);
    await load(url, WARMUP_S);
    const result = await load(url, DURATION_S);
    const failures = result.errors + result.timeouts + result.non2xx;
    const settled = idle === null ? 'still busy after 60 s' : `idle ${idle.toFixed(1)} s later`;
    console.log(
      `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, failed ${failures} ` +
        `(answered after ${answered.toFixed(1)} s, ${settled})`,
    );
    return result;
  } finally {
    await stopProcess(child);
  }
}

requireBuild();
printMachine();
console.log(
  `load: GET /api/health, ${CONNECTIONS} connections, ${DURATION_S} s each (once the server is ` +
    `idle, after ${WARMUP_S} s warm-up); ` +
    `${ROUNDS} rounds alternating bare and appforge, since this machine's speed drifts`,
);

const bareEntry = new URL('./lib/bare-fastify.ts', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'appforge-bench-http-'));
const ratios: number[] = [];
const appforgeP99: number[] = [];
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    const bare = await measure(`round ${round} bare fastify`, [bareEntry], { PORT: '5411' });
    const appforge = await measure(`round ${round} appforge`, [serverEntry], {
      PORT: '5412',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    });
    ratios.push(appforge.requests.average / bare.requests.average);
    appforgeP99.push(appforge.latency.p99);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`ratio appforge/bare per round: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}`);
console.log(`ratio appforge/bare, median: ${median(ratios).toFixed(2)} (target ≥ 0.80)`);
console.log(`appforge p99, median: ${median(appforgeP99)} ms (target < 20 ms)`);
