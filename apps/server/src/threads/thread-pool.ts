import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { FromThread, ToThread } from './thread-protocol';

export interface ThreadPoolOptions {
  /** Threads at most, each started on first need; past that, tasks share the least busy one. */
  size: number;
  /** V8 heap limits of each thread: a thread that runs out of memory fails its own tasks only. */
  resourceLimits?: ResourceLimits;
}

export interface RunOptions<Progress> {
  /** Cancels the task: the caller is answered at once with the signal's reason, the thread told. */
  signal?: AbortSignal;
  /**
   * Each progress update, one call after another; the result waits for the last call to finish.
   * A call that throws cancels the task with that error.
   */
  onProgress?: (update: Progress) => void | Promise<void>;
}

interface Task<Result, Progress> {
  resolve(result: Result): void;
  reject(error: unknown): void;
  onProgress: RunOptions<Progress>['onProgress'];
  /** Progress calls in order; the task's end is settled after them. */
  chain: Promise<void>;
}

interface Thread<Result, Progress> {
  worker: Worker;
  tasks: Map<number, Task<Result, Progress>>;
  ready: Promise<void>;
  /** Set when the pool ends the thread, so its tasks are told it was stopped, not that it crashed. */
  stopping: boolean;
}

/**
 * Work on up to `size` threads of `worker`, the worker's file name without its extension beside
 * `from` (a module URL): bundled beside the server in dist/ (scripts/build-server.ts), or run from
 * source under tsx, which follows extensionless imports. Idle threads are unref'd, so they never
 * hold the process open. A thread that crashes fails only the tasks it was running and is
 * replaced when work next needs it.
 */
export function createThreadPool<Work, Result, Progress = never>(
  from: string,
  worker: string,
  label: string,
  { size, resourceLimits }: ThreadPoolOptions,
) {
  type PoolThread = Thread<Result, Progress>;
  const threads: PoolThread[] = [];
  let nextId = 0;

  const settle = (thread: PoolThread, id: number, end: (task: Task<Result, Progress>) => void) => {
    const task = thread.tasks.get(id);
    if (!task) return;
    thread.tasks.delete(id);
    if (thread.tasks.size === 0) thread.worker.unref();
    end(task);
  };

  const cancel = (thread: PoolThread, id: number, reason: unknown) => {
    if (!thread.tasks.has(id)) return;
    settle(thread, id, (task) => task.reject(reason));
    if (threads.includes(thread))
      thread.worker.postMessage({ id, cancel: true } satisfies ToThread<Work>);
  };

  function start(): PoolThread {
    const bundled = fileURLToPath(new URL(`./${worker}.js`, from));
    const started = existsSync(bundled)
      ? new Worker(bundled, { resourceLimits })
      : new Worker(fileURLToPath(new URL(`./${worker}.ts`, from)), {
          resourceLimits,
          execArgv: ['--import', pathToFileURL(createRequire(from).resolve('tsx')).href],
        });
    let markReady = () => {};
    const thread: PoolThread = {
      worker: started,
      tasks: new Map(),
      ready: new Promise<void>((resolve) => (markReady = resolve)),
      stopping: false,
    };
    started.unref();
    let crash: Error | undefined;
    started.on('message', (message: FromThread<Result, Progress>) => {
      if ('ready' in message) return markReady();
      const task = thread.tasks.get(message.id);
      if (!task) return;
      if ('progress' in message) {
        task.chain = task.chain.then(async () => {
          if (!thread.tasks.has(message.id)) return;
          try {
            await task.onProgress?.(message.progress);
          } catch (error) {
            cancel(thread, message.id, error);
          }
        });
        return;
      }
      void task.chain.then(() =>
        settle(thread, message.id, (settled) =>
          'error' in message
            ? settled.reject(new Error(message.error))
            : settled.resolve(message.result),
        ),
      );
    });
    started.on('error', (error) => {
      crash = error instanceof Error ? error : new Error(String(error));
      retire(thread);
    });
    started.on('exit', (code) => {
      retire(thread);
      markReady();
      const reason = thread.stopping
        ? new Error(`${label} was stopped.`)
        : crash
          ? new Error(`${label} crashed: ${crash.message}`)
          : new Error(`${label} stopped unexpectedly (exit code ${code}).`);
      for (const [id, task] of thread.tasks)
        void task.chain.then(() => settle(thread, id, (ended) => ended.reject(reason)));
    });
    threads.push(thread);
    return thread;
  }

  /** Takes a thread out of service: new work goes to the others or to a new one. */
  function retire(thread: PoolThread) {
    const index = threads.indexOf(thread);
    if (index >= 0) threads.splice(index, 1);
  }

  const leastBusy = () =>
    threads.reduce<PoolThread | undefined>(
      (best, thread) => (best && best.tasks.size <= thread.tasks.size ? best : thread),
      undefined,
    );

  function pick(): PoolThread {
    const best = leastBusy();
    if (best && (best.tasks.size === 0 || threads.length >= size)) return best;
    return start();
  }

  return {
    run(work: Work, { signal, onProgress }: RunOptions<Progress> = {}): Promise<Result> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const thread = pick();
      const id = (nextId += 1);
      const onAbort = () => cancel(thread, id, signal?.reason);
      return new Promise<Result>((resolve, reject) => {
        thread.tasks.set(id, { resolve, reject, onProgress, chain: Promise.resolve() });
        thread.worker.ref();
        signal?.addEventListener('abort', onAbort, { once: true });
        try {
          thread.worker.postMessage({ id, work } satisfies ToThread<Work>);
        } catch (error) {
          // Work that cannot be copied to a thread (a function in it) is refused, not left waiting.
          settle(thread, id, (task) => task.reject(error));
        }
      }).finally(() => signal?.removeEventListener('abort', onAbort));
    },

    /** Starts every thread and resolves once each has loaded its modules (or ended trying). */
    async warmUp(): Promise<void> {
      while (threads.length < size) start();
      await Promise.all(threads.map((thread) => thread.ready));
    },

    /** Threads running now. */
    threadCount: () => threads.length,

    /** Ends every thread now; their tasks are answered "`label` was stopped". Later work starts new ones. */
    async close(): Promise<void> {
      const ending = threads.splice(0);
      await Promise.all(
        ending.map(async (thread) => {
          thread.stopping = true;
          await thread.worker.terminate();
        }),
      );
    },
  };
}

export type ThreadPool<Work, Result, Progress = never> = ReturnType<
  typeof createThreadPool<Work, Result, Progress>
>;
