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
} from './lib/processes.ts';

const PORT = '5421';
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = 'bench@example.com';
const PASSWORD = 'bench password for admin';
const LOGINS = 20;
const SEQUENTIAL = 50;
const CONNECTIONS = 10;
const DURATION_S = 5;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function login(): Promise<{ ms: number; token: string }> {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { ms, token };
}

/** One request at a time: the latency an admin opening the dashboard sees. */
async function sequential(path: string, token: string) {
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) {
    const started = performance.now();
    const response = await fetch(`${BASE}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  console.log(
    `GET ${path}, ${SEQUENTIAL} one at a time: p50 ${percentile(times, 0.5).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 0.95).toFixed(1)} ms`,
  );
  return percentile(times, 0.95);
}

async function load(path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url: `${BASE}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  console.log(
    `GET ${path}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, failed ${failed}`,
  );
  return result;
}

requireBuild();
printMachine();
const dataDir = mkdtempSync(join(tmpdir(), 'appforge-bench-admin-'));
const child = startProcess([serverEntry], {
  PORT,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: EMAIL,
  ADMIN_PASSWORD: PASSWORD,
  // The load below is one client; the per-address limit guards real traffic, not this run.
  RATE_LIMIT_MAX: '1000000',
});
try {
  await waitForOk(`${BASE}/api/health`, performance.now());
  const logins: number[] = [];
  let token = '';
  for (let i = 0; i < LOGINS; i += 1) {
    const result = await login();
    logins.push(result.ms);
    token = result.token;
  }
  console.log(
    `login (argon2id verify + session), ${LOGINS} in a row: p50 ${percentile(logins, 0.5).toFixed(1)} ms, ` +
      `p95 ${percentile(logins, 0.95).toFixed(1)} ms (target p95 < 500 ms)`,
  );
  let dashboardP95 = 0;
  for (const path of ['/api/admin/overview', '/api/admin/errors', '/api/admin/analytics?days=30']) {
    dashboardP95 = Math.max(dashboardP95, await sequential(path, token));
  }
  console.log(`dashboard reads, worst p95: ${dashboardP95.toFixed(1)} ms (target < 50 ms)`);
  console.log(`load: ${CONNECTIONS} connections, ${DURATION_S} s each`);
  const floor = await load('/api/health');
  const overview = await load('/api/admin/overview', { authorization: `Bearer ${token}` });
  console.log(
    `ratio overview/health throughput: ${(overview.requests.average / floor.requests.average).toFixed(3)} ` +
      `(the overview runs 6 queries on one embedded connection; health none)`,
  );
} finally {
  await stopProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
}
