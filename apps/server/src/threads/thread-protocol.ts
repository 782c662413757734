import { parentPort } from 'node:worker_threads';

/** What the server sends a thread: a task, or the cancellation of one it sent before. */
export type ToThread<Work> = { id: number; work: Work } | { id: number; cancel: true };

/** What a thread sends back: that it is ready (its modules loaded), a task's progress, its end. */
export type FromThread<Result, Progress> =
  | { ready: true }
  | { id: number; progress: Progress }
  | { id: number; result: Result }
  | { id: number; error: string };

/** What a task's handler gets beside its work. */
export interface ThreadTask<Progress> {
  /** Aborted when the server cancels the task (it no longer waits for the result). */
  signal: AbortSignal;
  /** Reported to the server's `onProgress` for this task, in order, before the result. */
  progress(update: Progress): void;
}

/**
 * The thread's side of createThreadPool / createOffThread: runs each task with `handle` (several
 * may run at once) and answers with its result or its error's message.
 */
export function serveOnThread<Work, Result, Progress = never>(
  handle: (work: Work, task: ThreadTask<Progress>) => Promise<Result>,
) {
  const port = parentPort;
  if (!port) throw new Error('serveOnThread runs only on a worker thread.');
  const post = (message: FromThread<Result, Progress>) => port.postMessage(message);
  const cancels = new Map<number, AbortController>();
  port.on('message', (message: ToThread<Work>) => {
    if ('cancel' in message) return cancels.get(message.id)?.abort();
    const { id, work } = message;
    const controller = new AbortController();
    cancels.set(id, controller);
    const task: ThreadTask<Progress> = {
      signal: controller.signal,
      progress: (update) => post({ id, progress: update }),
    };
    // A result that cannot be sent (not cloneable) is answered as that error too.
    handle(work, task)
      .then((result) => post({ id, result }))
      .catch((error: unknown) =>
        post({ id, error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => cancels.delete(id));
  });
  post({ ready: true });
}
