import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const serverEntry = `${root}apps/server/dist/main.js`;

export function requireBuild() {
  if (!existsSync(serverEntry) || !existsSync(`${root}apps/web/dist/index.html`)) {
    console.error('The platform is not built: run `npm run build` first.');
    process.exit(1);
  }
}

export function printMachine() {
  console.log(`cores: ${cpus().length}`);
  console.log(`node: ${process.version}`);
}

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Polls `url` until it answers 200; resolves with the milliseconds since `since`. */
export async function waitForOk(url: string, since: number, timeoutMs = 30_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Linux's USER_HZ: the unit of the CPU times in /proc/<pid>/stat. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds used so far by process `pid` (all its threads) and its live descendants (Linux). */
function cpuSecondsOf(pid: number): number {
  try {
    // Fields after the command name, which may hold spaces: state is [0], utime [11], stime [12].
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const own = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
    const children = readdirSync(`/proc/${pid}/task`).flatMap((thread) =>
      readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean),
    );
    return children.reduce((total, child) => total + cpuSecondsOf(Number(child)), own);
  } catch {
    return 0; // it exited meanwhile
  }
}

/**
 * Waits until `pid` and its children use under `maxShare` of a core over `windowMs`: the work a
 * server starts after it first answers (warming up its helper process and threads) is over, and
 * would not share the cores with a measurement. Resolves with the seconds waited, or null if the
 * process was still busy after `timeoutMs`.
 */
export async function waitUntilIdle(
  pid: number,
  { windowMs = 1000, maxShare = 0.1, timeoutMs = 60_000 } = {},
): Promise<number | null> {
  const started = performance.now();
  let used = cpuSecondsOf(pid);
  while (performance.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const nowUsed = cpuSecondsOf(pid);
    if (nowUsed - used < (maxShare * windowMs) / 1000) return (performance.now() - started) / 1000;
    used = nowUsed;
  }
  return null;
}

/** Peak resident memory of a running process, in MiB (Linux). */
export function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/**
 * The built server on `port` with a data folder of its own, no rate limit and `env`, once it
 * answers, with one browser's session cookie; `stop` ends it and removes the folder.
 */
export async function startBenchServer(
  name: string,
  port: string,
  env: Record<string, string> = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), `appforge-bench-${name}-`));
  const child = startProcess([serverEntry], {
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '1000000',
    ...env,
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${base}/api/health`, performance.now());
    const session = await fetch(`${base}/api/session`, { method: 'POST' });
    const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return { base, cookie, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
