import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LINE_MARK } from './child-program.ts';
import {
  childMessageSchema,
  type ReadyReport,
  type Refusal,
  type Reply,
} from './sandbox-protocol.ts';

/**
 * The child process the generated app runs in, under Node's permission model (Node 24: stable
 * `--permission`): it may read and write only its own folder, and may not start processes or
 * worker threads, load native addons, use WASI or the inspector. The permission model does not
 * restrict the network in Node 24: the app may open sockets, which the load test needs anyway.
 * Its environment holds nothing of the server's (no secrets), V8's heap is capped, and it is
 * killed at the time limit. The parent talks to it over stdin and stdout (child-program.ts).
 */

export interface SandboxLimits {
  timeoutMs: number;
  memoryMb: number;
}

const STDERR_LIMIT = 64 * 1024;
const STDOUT_LINE_LIMIT = 16 * 1024 * 1024;

export class SandboxProcess {
  readonly ready: Promise<ReadyReport>;
  /** Settles when the child has exited, with why it stopped early (null: it finished). */
  readonly exited: Promise<string | null>;
  /** Refusals the child reported before crashing (a finished child reports them in `finish`). */
  crashRefusals: Refusal[] = [];
  private readonly child: ChildProcess;
  private readonly pending = new Map<number, (reply: Reply) => void>();
  private nextId = 1;
  private stderr = '';
  private crash: string | null = null;
  private startError: string | null = null;
  private timedOut = false;
  private cpuMsAtKill: number | null = null;

  constructor(directory: string, bundleFile: string, limits: SandboxLimits) {
    this.child = spawn(
      process.execPath,
      [
        '--permission',
        `--allow-fs-read=${directory}`,
        `--allow-fs-write=${directory}`,
        `--max-old-space-size=${limits.memoryMb}`,
        bundleFile,
      ],
      {
        cwd: directory,
        env: { NODE_ENV: 'test', DATA_FILE: join(directory, 'data', 'records.sqlite') },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    const timer = setTimeout(() => {
      this.timedOut = true;
      this.kill();
    }, limits.timeoutMs);
    let onReady: (report: ReadyReport) => void = () => undefined;
    let onStopBeforeReady: (error: Error) => void = () => undefined;
    this.ready = new Promise((resolve, reject) => {
      onReady = resolve;
      onStopBeforeReady = reject;
    });
    // Nobody may be waiting when the child stops early; `exited` says why all the same.
    this.ready.catch(() => undefined);
    this.listen(onReady);
    this.exited = new Promise((resolve) => {
      let settled = false;
      const settle = (code: number | null, signal: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const reason = this.stopReason(code, signal, limits);
        const message = reason ?? 'The sandbox has finished.';
        onStopBeforeReady(new Error(message));
        for (const answer of this.pending.values()) answer({ ok: false, message });
        this.pending.clear();
        resolve(reason);
      };
      this.child.on('close', settle);
      // Node itself could not be started: no 'close' may follow.
      this.child.on('error', (error) => {
        this.startError = error.message;
        settle(null, null);
      });
    });
  }

  private listen(onReady: (report: ReadyReport) => void) {
    this.child.stderr!.setEncoding('utf8');
    this.child.stderr!.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_LIMIT);
    });
    let buffered = '';
    this.child.stdout!.setEncoding('utf8');
    this.child.stdout!.on('data', (chunk: string) => {
      // A line past the limit is the app's printing, not the protocol's: it is dropped.
      buffered = buffered.length > STDOUT_LINE_LIMIT ? chunk : buffered + chunk;
      for (let end = buffered.indexOf('\n'); end !== -1; end = buffered.indexOf('\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        // Lines the generated code prints itself are not the protocol's.
        const message = line.startsWith(LINE_MARK)
          ? parseMessage(line.slice(LINE_MARK.length))
          : null;
        if (message) this.receive(message, onReady);
      }
    });
    // A child that died cannot take requests; `exited` says why.
    this.child.stdin!.on('error', () => undefined);
  }

  private receive(message: unknown, onReady: (report: ReadyReport) => void) {
    const parsed = childMessageSchema.safeParse(message);
    if (!parsed.success) return;
    const received = parsed.data;
    if (received.type === 'ready') onReady(received);
    else if (received.type === 'crashed') {
      this.crash = received.message;
      this.crashRefusals = received.refusals;
    } else {
      const { type: _type, id, ...reply } = received;
      this.pending.get(id)?.(reply);
      this.pending.delete(id);
    }
  }

  /** Asks the child to run one operation (child-program.ts) and waits for its answer. */
  request(op: string, payload: Record<string, unknown> = {}): Promise<Reply> {
    if (this.child.exitCode !== null || this.child.signalCode !== null)
      return Promise.resolve({ ok: false, message: 'The sandbox has stopped.' });
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.child.stdin!.write(`${JSON.stringify({ id, op, ...payload })}\n`);
    });
  }

  /** CPU time the child used, read before it was killed (Linux); null elsewhere. */
  get cpuMsBeforeKill() {
    return this.cpuMsAtKill;
  }

  kill() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.cpuMsAtKill = cpuMsOf(this.child.pid);
    this.child.kill('SIGKILL');
  }

  private stopReason(code: number | null, signal: string | null, limits: SandboxLimits) {
    if (this.startError) return `The sandbox could not start: ${this.startError}`;
    if (this.timedOut) return `The generated app ran past the ${limits.timeoutMs / 1000} s limit`;
    if (/heap limit|heap out of memory|allocation failed/i.test(this.stderr))
      return `The generated app went past its ${limits.memoryMb} MB memory cap`;
    if (this.crash) return `The generated app crashed: ${this.crash}`;
    if (code === 0) return null;
    const lastLine = this.stderr.trim().split('\n').pop() ?? '';
    return `The sandbox stopped (${signal ?? `exit code ${code}`})${lastLine ? `: ${lastLine}` : ''}`;
  }
}

/** A protocol line's message, or null when it is no JSON (the app printed it). */
function parseMessage(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** user + system time of a process from /proc (clock ticks of 1/100 s), or null. */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm)".
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
