import { join } from 'node:path';
import { MEDIA_KIND_OF, type BatchKind, type MediaJob } from '@appforge/shared/contracts/media';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { createArchiveWriter } from './media-archive';
import {
  failJobIfStale,
  findLatestJob,
  findOwnedJob,
  findRunningJob,
  finishJob,
  insertRunningJob,
  recordJobProgress,
  releaseOlderArchives,
  type MediaJobRow,
  type SkippedFile,
} from './media-jobs.repository';
import { INTERRUPTED_JOB_ERROR, presentJob, STALE_JOB_AFTER_MS } from './media-jobs.presenter';
import { findOwnedFile, listOwnedFiles, type MediaFileRow } from './media-files.repository';
import type { ProcessingService } from './processing.service';
import type { MediaStorage, StoredObject } from './storage';

interface MediaJobsDeps {
  db: Database;
  storage: MediaStorage;
  processing: ProcessingService;
  /** Local folder the archive is written to before it is stored. */
  tmpDir: string;
  log: { error(object: unknown, message: string): void };
}

export const STOPPED_JOB_ERROR =
  'The job stopped because the server was shutting down; the files it finished are kept. Run it again to finish.';
const DELETED_BEFORE_TURN = 'The file was deleted before its turn.';

const isImage = (file: MediaFileRow) => MEDIA_KIND_OF[file.mimeType] === 'image';

/** The files each batch tool works through, chosen when it starts. */
const WORKLISTS: Record<BatchKind, (file: MediaFileRow) => boolean> = {
  optimize: (file) => isImage(file) && !file.variants.some((variant) => variant.kind === 'webp'),
  thumbnails: (file) => file.thumbnailStatus !== 'ready',
  watermark: isImage,
  archive: () => true,
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The batch tools (Optimize All Images, Generate All Thumbnails, Apply Watermarks, Export
 * Archive) as jobs: one row per run (one running per person and tool) that the process starting
 * it works through file by file, recording progress and a heartbeat. A file it cannot handle is
 * skipped with the reason; the rest go on. `drain` stops the runs at their next file.
 */
export function createMediaJobsService({ db, storage, processing, tmpDir, log }: MediaJobsDeps) {
  const running = new Set<Promise<void>>();
  let stopping = false;

  /** One file's step; a reason when it was skipped. */
  async function processFile(
    kind: Exclude<BatchKind, 'archive'>,
    file: MediaFileRow,
    text: string,
  ): Promise<string | null> {
    if (kind === 'optimize') await processing.optimizeRow(file, ['webp']);
    if (kind === 'watermark') await processing.watermarkRow(file, text);
    if (kind === 'thumbnails') {
      const row = await processing.thumbnailRow(file);
      if (row.thumbnailStatus !== 'ready') return row.thumbnailNote ?? 'No thumbnail was made.';
    }
    return null;
  }

  /** Works through the files; `each` answers a reason when it skipped one. */
  async function workThrough(
    job: MediaJobRow,
    files: MediaFileRow[],
    each: (file: MediaFileRow) => Promise<string | null>,
  ): Promise<{ skipped: SkippedFile[]; stopped: boolean }> {
    const skipped: SkippedFile[] = [];
    for (const [index, listed] of files.entries()) {
      if (stopping) return { skipped, stopped: true };
      await recordJobProgress(db, job.id, { completed: index, skipped });
      const skip = (reason: string) =>
        skipped.push({ fileId: listed.id, originalName: listed.originalName, reason });
      const file = await findOwnedFile(db, job.userId, listed.id);
      if (!file) {
        skip(DELETED_BEFORE_TURN);
        continue;
      }
      const reason = await each(file).catch((error: unknown) =>
        error instanceof HttpError && error.statusCode === 404
          ? DELETED_BEFORE_TURN
          : messageOf(error),
      );
      if (reason) skip(reason);
    }
    await recordJobProgress(db, job.id, { completed: files.length, skipped });
    return { skipped, stopped: false };
  }

  async function runArchive(job: MediaJobRow, files: MediaFileRow[]) {
    const path = join(tmpDir, `archive-${job.id}.zip`);
    const archive = createArchiveWriter(path);
    try {
      const { stopped } = await workThrough(job, files, async (file) => {
        let object: StoredObject | undefined;
        try {
          object = await storage.get(file.storageKey);
        } catch (error) {
          return `Its content could not be read: ${messageOf(error)}`;
        }
        if (!object) return 'Its content is missing from the storage.';
        await archive.add(file.originalName, object.stream, file.createdAt);
        return null;
      });
      if (stopped) {
        await archive.abort();
        await finishJob(db, job.id, { status: 'failed', error: STOPPED_JOB_ERROR });
        return;
      }
      await archive.finish();
    } catch (error) {
      await archive.abort();
      throw error;
    }
    const resultKey = `${job.userId}/jobs/${job.id}.zip`;
    await storage.putFile(resultKey, path, 'application/zip');
    await storage.delete(await releaseOlderArchives(db, job.userId, job.id));
    await finishJob(db, job.id, { status: 'completed', error: null, resultKey });
  }

  async function run(job: MediaJobRow, files: MediaFileRow[], text: string): Promise<void> {
    try {
      if (job.kind === 'archive') return await runArchive(job, files);
      const kind = job.kind;
      const { stopped } = await workThrough(job, files, (file) => processFile(kind, file, text));
      await finishJob(
        db,
        job.id,
        stopped
          ? { status: 'failed', error: STOPPED_JOB_ERROR }
          : { status: 'completed', error: null },
      );
    } catch (error) {
      log.error({ err: error, jobId: job.id }, 'media batch job failed');
      await finishJob(db, job.id, {
        status: 'failed',
        error: `The job failed: ${messageOf(error)}`,
      }).catch(() => {});
    }
  }

  async function claim(userId: string, kind: BatchKind, total: number) {
    const inserted = await insertRunningJob(db, { userId, kind, total });
    if (inserted) return { row: inserted, fresh: true };
    const current = await findRunningJob(db, userId, kind);
    if (
      current &&
      !(await failJobIfStale(db, current.id, STALE_JOB_AFTER_MS, INTERRUPTED_JOB_ERROR))
    )
      return { row: current, fresh: false };
    const retried = await insertRunningJob(db, { userId, kind, total });
    if (retried) return { row: retried, fresh: true };
    const other = await findRunningJob(db, userId, kind);
    if (!other) throw new Error('No media job could be started or found.');
    return { row: other, fresh: false };
  }

  async function ownedJob(userId: string, jobId: string): Promise<MediaJobRow> {
    const row = await findOwnedJob(db, userId, jobId);
    if (!row) throw new HttpError(404, 'not_found', 'No such job.');
    return row;
  }

  return {
    /** Starts a batch tool (or answers the run of it under way); `done` settles when it ends. */
    async start(
      userId: string,
      kind: BatchKind,
      text: string | undefined,
    ): Promise<{ job: MediaJob; done: Promise<void> }> {
      if (kind === 'watermark' && !text)
        throw new HttpError(400, 'text_required', 'Apply Watermarks needs the text to draw.');
      if (stopping) throw new HttpError(503, 'unavailable', 'The server is shutting down.');
      // oldest first, the order they were uploaded in
      const files = (await listOwnedFiles(db, userId)).filter(WORKLISTS[kind]).reverse();
      const { row, fresh } = await claim(userId, kind, files.length);
      if (!fresh) return { job: presentJob(row), done: Promise.resolve() };
      const done = run(row, files, text ?? '').finally(() => running.delete(done));
      running.add(done);
      return { job: presentJob(row), done };
    },

    async job(userId: string, jobId: string): Promise<MediaJob> {
      return presentJob(await ownedJob(userId, jobId));
    },

    async latest(userId: string, kind: BatchKind): Promise<MediaJob | null> {
      const row = await findLatestJob(db, userId, kind);
      return row ? presentJob(row) : null;
    },

    /** The zip an Export Archive job made, named after how many files it holds. */
    async archive(userId: string, jobId: string) {
      const row = await ownedJob(userId, jobId);
      if (row.kind !== 'archive')
        throw new HttpError(404, 'not_found', 'This job made no archive.');
      const job = presentJob(row);
      if (job.status === 'running')
        throw new HttpError(409, 'archive_not_ready', 'The archive is still being made.');
      const object = row.resultKey ? await storage.get(row.resultKey) : undefined;
      if (job.status !== 'completed' || !object)
        throw new HttpError(
          404,
          'not_found',
          job.status === 'failed'
            ? 'This archive job failed; export again.'
            : 'This archive was replaced by a newer one.',
        );
      return { object, fileName: `${row.completed - row.skipped.length}-files.zip` };
    },

    /** Stops the runs at their next file (each ends failed, saying so) and waits for them. */
    async drain(): Promise<void> {
      stopping = true;
      await Promise.allSettled([...running]);
    },
  };
}

export type MediaJobsService = ReturnType<typeof createMediaJobsService>;
