import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type {
  AnalysisReply,
  AnalysisRequest,
  AnalysisResults,
  AnalysisTask,
} from './analysis-process.protocol';

/** A task running longer is stuck (a pathological input): its process is replaced. */
const TASK_TIMEOUT_MS = 30_000;

interface Waiting {
  resolve(result: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

interface Host {
  child: ChildProcess;
  waiting: Map<number, Waiting>;
}

let current: Host | undefined;
let nextId = 0;

/**
 * Bundled next to the server in dist/ (scripts/build-server.ts), where this module's code then
 * lives; from source (tests, `npm run dev`) the host runs under tsx, which follows the server's
 * extensionless imports.
 */
function hostCommand(): { path: string; execArgv: string[] } {
  const bundled = fileURLToPath(new URL('./analysis-process.js', import.meta.url));
  if (existsSync(bundled)) return { path: bundled, execArgv: ['--liftoff-only'] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    path: fileURLToPath(new URL('./analysis-process.host.ts', import.meta.url)),
    execArgv: ['--liftoff-only', '--import', tsx],
  };
}

/** The process keeps the server alive only while it owes answers. */
function holdWhileWaiting({ child, waiting }: Host) {
  const method = waiting.size > 0 ? 'ref' : 'unref';
  child[method]();
  child.channel?.[method]();
}

function settle(host: Host, id: number): Waiting | undefined {
  const entry = host.waiting.get(id);
  if (!entry) return;
  host.waiting.delete(id);
  clearTimeout(entry.timer);
  holdWhileWaiting(host);
  return entry;
}

/** Forgets a process that failed or stopped, and fails what it still owed. */
function retire(host: Host, error: Error) {
  if (current === host) current = undefined;
  for (const id of [...host.waiting.keys()]) settle(host, id)?.reject(error);
}

function startedHost(): Host {
  if (current) return current;
  const { path, execArgv } = hostCommand();
  const child = fork(path, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const host: Host = { child, waiting: new Map() };
  child.on('message', (reply: AnalysisReply) => {
    const entry = settle(host, reply.id);
    if (!entry) return;
    if ('error' in reply) entry.reject(new Error(reply.error));
    else entry.resolve(reply.result);
  });
  child.on('error', (error) => retire(host, error));
  child.on('exit', (code, signal) =>
    retire(host, new Error(`The analysis process stopped (${signal ?? `exit code ${code}`}).`)),
  );
  holdWhileWaiting(host);
  current = host;
  return host;
}

/**
 * Runs `task` in the analysis process: one long-lived child process, started on the first task
 * and replaced after it fails.
 */
export function runInAnalysisProcess<T extends AnalysisTask>(
  task: T,
): Promise<AnalysisResults[T['task']]> {
  const host = startedHost();
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      retire(host, new Error('The analysis took too long and was stopped.'));
      host.child.kill();
    }, TASK_TIMEOUT_MS);
    host.waiting.set(id, { resolve: resolve as (result: unknown) => void, reject, timer });
    holdWhileWaiting(host);
    host.child.send({ ...task, id } satisfies AnalysisRequest);
  });
}
