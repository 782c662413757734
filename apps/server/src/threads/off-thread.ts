import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ThreadReply, ThreadRequest } from './thread-protocol';

interface Waiting<Result> {
  resolve(result: Result): void;
  reject(error: Error): void;
}

/**
 * Work on a thread of its own, started on first use and kept while there is work (unref'd when
 * idle, so it never holds the process open). `worker` is the worker's file name without its
 * extension, beside `from` (a module URL): bundled beside the server in dist/
 * (scripts/build-server.ts), or run from source under tsx, which follows extensionless imports.
 */
export function createOffThread<Work, Result>(from: string, worker: string, label: string) {
  let running: Worker | undefined;
  const waiting = new Map<number, Waiting<Result>>();
  let nextId = 0;

  function start(): Worker {
    const bundled = fileURLToPath(new URL(`./${worker}.js`, from));
    const started = existsSync(bundled)
      ? new Worker(bundled)
      : new Worker(fileURLToPath(new URL(`./${worker}.ts`, from)), {
          execArgv: ['--import', pathToFileURL(createRequire(from).resolve('tsx')).href],
        });
    started.on('message', (reply: ThreadReply<Result>) => {
      const entry = waiting.get(reply.id);
      if (!entry) return;
      waiting.delete(reply.id);
      if (waiting.size === 0) started.unref();
      if (reply.error !== undefined) entry.reject(new Error(reply.error));
      else entry.resolve(reply.result);
    });
    const fail = (error: Error) => {
      if (running === started) running = undefined;
      for (const entry of waiting.values()) entry.reject(error);
      waiting.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`${label} stopped (exit code ${code}).`)));
    return started;
  }

  return function ask(work: Work): Promise<Result> {
    running ??= start();
    const id = (nextId += 1);
    const current = running;
    current.ref();
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      current.postMessage({ id, work } satisfies ThreadRequest<Work>);
    });
  };
}
