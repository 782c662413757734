import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  peakRssMiB,
  printMachine,
  requireBuild,
  serverEntry,
  startProcess,
  stopProcess,
  waitForOk,
} from './lib/processes.ts';

const RUNS = 5;
const PORT = '5413';

async function startOnce(dataDir: string) {
  const since = performance.now();
  const child = startProcess([serverEntry], {
    PORT,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  try {
    const elapsed = await waitForOk(`http://127.0.0.1:${PORT}/api/health`, since);
    return { elapsed, rss: peakRssMiB(child.pid!) };
  } finally {
    await stopProcess(child);
  }
}

requireBuild();
printMachine();
const dataDir = mkdtempSync(join(tmpdir(), 'appforge-bench-startup-'));
try {
  const fresh = await startOnce(dataDir);
  console.log(`fresh data dir (creates the database): ${Math.round(fresh.elapsed)} ms`);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await startOnce(dataDir));
  const times = runs.map((run) => run.elapsed).sort((a, b) => a - b);
  console.log(`existing data dir, start → first 200 from /api/health over ${RUNS} runs:`);
  console.log(
    `  median ${Math.round(times[Math.floor(RUNS / 2)]!)} ms, max ${Math.round(times[RUNS - 1]!)} ms (target < 2500 ms)`,
  );
  console.log(`  peak RSS ${Math.max(...runs.map((run) => run.rss)).toFixed(0)} MiB`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
