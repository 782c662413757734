import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { EventBus } from '../../../realtime/event-bus';
import {
  claimNextJob,
  INTERRUPTED_MESSAGE,
  recoverInterruptedJobs,
} from './generation-queue.repository';
import type { GenerationRunner } from './generation-runner';

/** Idle workers look for work this often even when no enqueue event reached them. */
const IDLE_POLL_MS = 1000;

export interface WorkerPoolDeps {
  db: Database;
  bus: EventBus;
  runner: GenerationRunner;
  log: FastifyBaseLogger;
  workers: number;
  leaseMs: number;
  /** True when this process is the database's only user (embedded PGlite). */
  soleProcess: boolean;
}

/** `workers` loops claiming jobs, plus the recovery of jobs whose process died mid-generation. */
export function createWorkerPool({
  db,
  bus,
  runner,
  log,
  workers,
  leaseMs,
  soleProcess,
}: WorkerPoolDeps) {
  const processId = randomUUID();
  let running = false;
  const wakers = new Set<() => void>();
  const loops: Promise<void>[] = [];
  let recoveryTimer: ReturnType<typeof setInterval> | null = null;
  let unsubscribe: () => void = () => {};

  const wakeAll = () => wakers.forEach((wake) => wake());

  const idle = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, IDLE_POLL_MS);
      wakers.add(done);
    });

  async function loop(index: number) {
    const owner = `${processId}:${index}`;
    while (running) {
      try {
        const job = await claimNextJob(db, owner, leaseMs);
        if (job) await runner.run(job, owner);
        else await idle();
      } catch (error) {
        log.error({ err: error }, 'generation worker error');
        await idle();
      }
    }
  }

  async function recover(everyProcessing: boolean) {
    const { retried, failed } = await recoverInterruptedJobs(db, everyProcessing);
    for (const job of failed) {
      await runner.failJob(
        { id: job.id, projectId: job.project_id, userId: job.user_id },
        null,
        INTERRUPTED_MESSAGE,
      );
    }
    if (retried.length > 0) {
      log.warn({ jobs: retried.map((job) => job.id) }, 'retrying interrupted generations');
      await bus.publish(db, [
        { kind: 'queue_changed', userIds: [...new Set(retried.map((job) => job.user_id))] },
        { kind: 'job_enqueued' },
      ]);
    }
  }

  return {
    async start() {
      running = true;
      unsubscribe = bus.subscribe((event) => {
        if (event.kind === 'job_enqueued') wakeAll();
      });
      await recover(soleProcess);
      recoveryTimer = setInterval(
        () => {
          recover(false).catch((error: unknown) =>
            log.error({ err: error }, 'job recovery failed'),
          );
        },
        Math.max(250, leaseMs / 2),
      );
      for (let index = 0; index < workers; index += 1) loops.push(loop(index));
    },
    /** Stops claiming, and waits for the jobs in hand to finish. */
    async stop() {
      running = false;
      unsubscribe();
      if (recoveryTimer) clearInterval(recoveryTimer);
      wakeAll();
      await Promise.all(loops);
    },
  };
}
