import { threadId } from 'node:worker_threads';
import { serveOnThread } from './thread-protocol';

/** The work thread-pool.test.ts gives its threads. */
export type TestWork =
  | { kind: 'thread-id' }
  | { kind: 'count-up'; to: number }
  | { kind: 'spin'; ms: number }
  | { kind: 'crash' }
  | { kind: 'exhaust-memory' }
  | { kind: 'hold-until-cancelled' }
  | { kind: 'cancellations-seen' };

export interface SpinSpan {
  threadId: number;
  startedAt: number;
  endedAt: number;
}

const now = () => performance.timeOrigin + performance.now();
let cancellationsSeen = 0;

serveOnThread<TestWork, unknown, number>(async (work, { signal, progress }) => {
  switch (work.kind) {
    case 'thread-id':
      return threadId;
    case 'count-up':
      for (let step = 1; step <= work.to; step += 1) progress(step);
      return 'counted';
    case 'spin': {
      // Holds this thread's event loop, as CPU-bound generation does.
      const startedAt = now();
      while (now() - startedAt < work.ms);
      return { threadId, startedAt, endedAt: now() } satisfies SpinSpan;
    }
    case 'crash':
      setImmediate(() => {
        throw new Error('boom');
      });
      return new Promise(() => {});
    case 'exhaust-memory': {
      const kept: number[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => index));
    }
    case 'hold-until-cancelled':
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => {
          cancellationsSeen += 1;
          reject(new Error('cancelled'));
        }),
      );
    case 'cancellations-seen':
      return cancellationsSeen;
  }
});
