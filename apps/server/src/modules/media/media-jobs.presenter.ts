import type { MediaJob } from '@appforge/shared/contracts/media';
import type { MediaJobRow } from './media-jobs.repository';

/** A running job whose heartbeat is older than this was cut off (its process stopped). */
export const STALE_JOB_AFTER_MS = 60_000;
export const INTERRUPTED_JOB_ERROR =
  'The job stopped when the server restarted; the files it finished are kept. Run it again to finish.';

export const archiveUrl = (jobId: string) => `/api/media/jobs/${jobId}/archive`;

export function presentJob(row: MediaJobRow, now = new Date()): MediaJob {
  const stale =
    row.status === 'running' && now.getTime() - row.heartbeatAt.getTime() > STALE_JOB_AFTER_MS;
  return {
    id: row.id,
    kind: row.kind,
    status: stale ? 'failed' : row.status,
    total: row.total,
    completed: row.completed,
    skipped: row.skipped,
    error: stale ? INTERRUPTED_JOB_ERROR : row.error,
    resultUrl: row.status === 'completed' && row.resultKey ? archiveUrl(row.id) : null,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
