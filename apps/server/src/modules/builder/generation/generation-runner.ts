import type { GenerateInput, GenerateOptions, GenerateResult } from '@appforge/codegen/index';
import { PROJECT_NAME_MAX_LENGTH } from '@appforge/shared/contracts/builder';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { BusEvent, EventBus } from '../../../realtime/event-bus';
import { captureSystemError } from '../../admin/system-errors.service';
import { insertMessage } from '../messages.repository';
import { findProjectById, saveProjectCode } from '../projects.repository';
import { insertVersion } from '../versions.repository';
import { generatedAppName, generationReply } from './generation-reply';
import { finishJob, renewLease, type JobRow } from './generation-queue.repository';

export type Generator = (input: GenerateInput, options: GenerateOptions) => Promise<GenerateResult>;

/** How a run ended; `interrupted`: the job is no longer this worker's (it went back to the queue). */
export type GenerationOutcome = 'completed' | 'failed' | 'interrupted';

/**
 * A job's progress is written to its row (renewing the lease) at most this often; its events go
 * out at every step. A generation takes a fraction of a second: a write per step would cost the
 * server's thread more than the events, and the heartbeat renews the lease of longer ones.
 */
const PROGRESS_WRITE_MS = 1000;

/** Error texts travel in NOTIFY payloads and chat messages: keep them short. */
const MAX_ERROR_LENGTH = 1000;

class LeaseLostError extends Error {}

const projectEvent = (event: Extract<BusEvent, { kind: 'project' }>['event']): BusEvent => ({
  kind: 'project',
  event,
});

/** `work`, or the signal's reason once it aborts: a generator that ignores the signal is not waited for. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export interface RunnerDeps {
  db: Database;
  bus: EventBus;
  generator: Generator;
  leaseMs: number;
  log: FastifyBaseLogger;
}

/** Turns one claimed job into a new project version, streaming its progress (ARCHITECTURE "Generation"). */
export function createGenerationRunner({ db, bus, generator, leaseMs, log }: RunnerDeps) {
  const publish = (...events: BusEvent[]) => bus.publish(db, events);

  /** Fails a job (a worker's, or an orphaned one when `owner` is null) and tells the project's sockets. */
  async function failJob(
    job: Pick<JobRow, 'id' | 'projectId' | 'userId'>,
    owner: string | null,
    error: string,
  ) {
    const text = error.slice(0, MAX_ERROR_LENGTH);
    await bus.transaction(db, async (tx, emit) => {
      const finished = await finishJob(tx, job.id, owner, { status: 'failed', error: text });
      if (!finished && owner !== null) return;
      const message = await insertMessage(tx, {
        projectId: job.projectId,
        content: `The generation failed: ${text}`,
        isUser: false,
        metadata: { errors: [text], timestamp: new Date().toISOString() },
      });
      const promptId = job.id;
      emit(
        projectEvent({
          type: 'queue_update',
          projectId: job.projectId,
          data: { promptId, updates: { status: 'failed' } },
        }),
      );
      emit({ kind: 'message', projectId: job.projectId, messageId: message.id, message });
      emit(
        projectEvent({
          type: 'prompt_failed',
          projectId: job.projectId,
          data: { promptId, error: text },
        }),
      );
      emit({ kind: 'queue_changed', userIds: [job.userId] });
      // Recorded with the failure for the admins' System Errors (in a savepoint: losing that
      // record must not undo the failure itself).
      await captureSystemError(tx, {
        type: 'generation_failed',
        message: text,
        userId: job.userId,
      }).catch((captureError: unknown) =>
        log.error({ err: captureError }, 'could not record a failed generation'),
      );
    });
  }

  /** `followUp`: the project had code before, so the reply says what changed. */
  async function save(job: JobRow, owner: string, result: GenerateResult, followUp: boolean) {
    const appName = generatedAppName(result)?.slice(0, PROJECT_NAME_MAX_LENGTH);
    await bus.transaction(db, async (tx, emit) => {
      if (!(await finishJob(tx, job.id, owner, { status: 'completed' })))
        throw new LeaseLostError();
      const version = await saveProjectCode(tx, job.projectId, {
        generatedCode: result.generatedCode,
        appSpec: result.appSpec,
        appName,
      });
      if (version === undefined) throw new Error('The project was deleted during generation.');
      await insertVersion(tx, {
        projectId: job.projectId,
        version,
        prompt: job.prompt,
        appSpec: result.appSpec,
        generatedCode: result.generatedCode,
      });
      const message = await insertMessage(tx, {
        projectId: job.projectId,
        isUser: false,
        ...generationReply(result, followUp),
      });
      const promptId = job.id;
      emit(
        projectEvent({
          type: 'queue_update',
          projectId: job.projectId,
          data: { promptId, updates: { status: 'completed', progress: 100 } },
        }),
      );
      emit({ kind: 'code', projectId: job.projectId, code: result.generatedCode });
      emit({ kind: 'message', projectId: job.projectId, messageId: message.id, message });
      emit(
        projectEvent({ type: 'prompt_completed', projectId: job.projectId, data: { promptId } }),
      );
      emit({ kind: 'queue_changed', userIds: [job.userId] });
    });
  }

  /**
   * `signal` aborts when the job was handed back to the queue: the run then ends, saving nothing,
   * as it does when the heartbeat finds the lease lost.
   */
  async function run(job: JobRow, owner: string, signal?: AbortSignal): Promise<GenerationOutcome> {
    const { projectId } = job;
    const promptId = job.id;
    await publish(
      projectEvent({ type: 'prompt_processing', projectId, data: { promptId } }),
      projectEvent({
        type: 'queue_update',
        projectId,
        data: { promptId, updates: { status: 'processing', progress: 0 } },
      }),
      { kind: 'queue_changed', userIds: [job.userId] },
    );
    const leaseLost = new AbortController();
    const stop = signal ? AbortSignal.any([signal, leaseLost.signal]) : leaseLost.signal;
    const heartbeat = setInterval(
      () =>
        void renewLease(db, job.id, owner, leaseMs)
          .then((held) => {
            if (!held) leaseLost.abort(new LeaseLostError());
          })
          .catch(() => {}),
      leaseMs / 3,
    );
    // The claim has just written the lease and progress 0.
    let progressWrittenAt = performance.now();
    try {
      const project = await findProjectById(db, projectId);
      const generating = generator(
        {
          prompt: job.prompt,
          previous: (project?.appSpec ?? null) as GenerateInput['previous'],
          previousCode: project?.generatedCode ?? null,
        },
        {
          signal: stop,
          onProgress: async (_stage, raw) => {
            const progress = Math.min(100, Math.max(0, Math.round(raw)));
            if (performance.now() - progressWrittenAt >= PROGRESS_WRITE_MS) {
              progressWrittenAt = performance.now();
              if (!(await renewLease(db, job.id, owner, leaseMs, progress)))
                throw new LeaseLostError();
            }
            await publish(
              projectEvent({
                type: 'progress_update',
                projectId,
                data: { promptId, status: 'generating', progress },
              }),
              projectEvent({
                type: 'queue_update',
                projectId,
                data: { promptId, updates: { progress } },
              }),
            );
          },
        },
      );
      const result = await untilAborted(generating, stop);
      await save(job, owner, result, Boolean(project?.generatedCode));
      return 'completed';
    } catch (error) {
      if (error instanceof LeaseLostError || stop.aborted) return 'interrupted';
      await failJob(job, owner, error instanceof Error ? error.message : String(error));
      return 'failed';
    } finally {
      clearInterval(heartbeat);
    }
  }

  return { run, failJob };
}

export type GenerationRunner = ReturnType<typeof createGenerationRunner>;
