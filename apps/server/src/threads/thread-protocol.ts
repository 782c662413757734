import { parentPort } from 'node:worker_threads';

export interface ThreadRequest<Work> {
  id: number;
  work: Work;
}

export type ThreadReply<Result> =
  | { id: number; result: Result; error?: undefined }
  | { id: number; error: string; result?: undefined };

/** The worker's side of createOffThread: answers each request with `handle`'s result or error. */
export function serveOnThread<Work, Result>(handle: (work: Work) => Promise<Result>) {
  parentPort?.on('message', ({ id, work }: ThreadRequest<Work>) => {
    handle(work).then(
      (result) => parentPort?.postMessage({ id, result } satisfies ThreadReply<Result>),
      (error: unknown) =>
        parentPort?.postMessage({
          id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies ThreadReply<Result>),
    );
  });
}
