import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { EventBus } from '../../../realtime/event-bus';
import {
  claimNextJob,
  handBackJob,
  INTERRUPTED_MESSAGE,
  recoverInterruptedJobs,
  type JobRow,
} from './generation-queue.repository';
import type { GenerationRunner } from './generation-runner';

/** Idle workers look for work this often even when no enqueue event reached them. */
const IDLE_POLL_MS = 1000;
/** A claim waits at most this long for the prompts being stored, so a flood of them never stalls the queue. */
const PROMPTS_FIRST_MAX_MS = 1000;

export interface WorkerPoolDeps {
  db: Database;
  bus: EventBus;
  runner: GenerationRunner;
  log: FastifyBaseLogger;
  workers: number;
  leaseMs: number;
  /** True when this process is the database's only user (embedded PGlite). */
  soleProcess: boolean;
  /**
   * Resolves once the prompts this process is storing are stored. Each claim waits for it first:
   * a job's bookkeeping (its claim, saving its result, their events) shares the server's thread
   * with acknowledging prompts, and a person waiting for that acknowledgement goes first.
   */
  promptsStored?: () => Promise<void>;
}

export interface StopOptions {
  /**
   * How long the jobs in hand may take to finish. Past it, each unfinished job is handed back to
   * the queue (waiting again at its place, its attempt not counted, never failed) and its run
   * ended without saving; another process, or this one restarted, runs it again. Without a
   * deadline, stop waits for every job in hand.
   */
  deadlineMs?: number;
}

interface JobInHand {
  job: JobRow;
  owner: string;
  run: AbortController;
}

/** True when `work` settles within `ms`. */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([work.then(() => true), deadline]);
  } finally {
    clearTimeout(timer);
  }
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
  promptsStored,
}: WorkerPoolDeps) {
  const processId = randomUUID();
  let running = false;
  const wakers = new Set<() => void>();
  const loops: Promise<void>[] = [];
  let recoveryTimer: ReturnType<typeof setInterval> | null = null;
  let unsubscribe: () => void = () => {};
  const inHand = new Map<string, JobInHand>();
  let pastDeadline = false;

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

  async function handBack({ job, owner, run }: JobInHand) {
    try {
      if (!(await handBackJob(db, job.id, owner))) return;
      log.info({ job: job.id }, 'handed an unfinished generation back to the queue');
      await bus.publish(db, [
        {
          kind: 'project',
          event: {
            type: 'queue_update',
            projectId: job.projectId,
            data: { promptId: job.id, updates: { status: 'pending', progress: 0 } },
          },
        },
        { kind: 'queue_changed', userIds: [job.userId] },
        { kind: 'job_enqueued' },
      ]);
    } catch (error) {
      // Left processing: the recovery at the next start puts it back (as a retried attempt).
      log.error({ err: error, job: job.id }, 'could not hand a generation back to the queue');
    } finally {
      run.abort(new Error('The job was handed back to the queue.'));
    }
  }

  async function runInHand(job: JobRow, owner: string) {
    const held: JobInHand = { job, owner, run: new AbortController() };
    inHand.set(owner, held);
    try {
      // Claimed just as the deadline passed: straight back to the queue.
      if (pastDeadline) await handBack(held);
      else await runner.run(job, owner, held.run.signal);
    } finally {
      inHand.delete(owner);
    }
  }

  async function loop(index: number) {
    const owner = `${processId}:${index}`;
    while (running) {
      try {
        if (promptsStored) await settlesWithin(promptsStored(), PROMPTS_FIRST_MAX_MS);
        const job = await claimNextJob(db, owner, leaseMs);
        if (job) await runInHand(job, owner);
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
      pastDeadline = false;
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
    /** Stops claiming; the jobs in hand finish, or are handed back past `deadlineMs`. */
    async stop({ deadlineMs }: StopOptions = {}) {
      running = false;
      unsubscribe();
      if (recoveryTimer) clearInterval(recoveryTimer);
      wakeAll();
      const finished = Promise.all(loops.splice(0));
      if (deadlineMs !== undefined && !(await settlesWithin(finished, deadlineMs))) {
        pastDeadline = true;
        await Promise.all([...inHand.values()].map(handBack));
      }
      await finished;
    },
  };
}
