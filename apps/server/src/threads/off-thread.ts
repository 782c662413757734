import { createThreadPool } from './thread-pool';

/**
 * Work on a thread of its own (a pool of one, see createThreadPool), started on first use and
 * kept while there is work; several requests may run on it at once.
 */
export function createOffThread<Work, Result>(from: string, worker: string, label: string) {
  const pool = createThreadPool<Work, Result>(from, worker, label, { size: 1 });
  return function ask(work: Work): Promise<Result> {
    return pool.run(work);
  };
}
