import type { MediaJob } from '@appforge/shared/contracts/media';
import { formatNumber } from '@/lib/format';

/** A job's progress as a percentage of its files; an empty job is done. */
export const jobPercent = (job: MediaJob) =>
  job.total === 0 ? 100 : Math.round((job.completed / job.total) * 100);

/** "3 of 5 files". */
export const jobCountText = (job: MediaJob) =>
  `${formatNumber(job.completed)} of ${formatNumber(job.total)} ${job.total === 1 ? 'file' : 'files'}`;

/** One line for where a job stands. */
export function jobStatusText(job: MediaJob): string {
  if (job.status === 'failed') return `Stopped: ${job.error ?? 'the job failed.'}`;
  if (job.status === 'running') return `Working · ${jobCountText(job)}`;
  if (job.total === 0) return 'Done · there were no files to process';
  const skipped = job.skipped.length ? `, ${formatNumber(job.skipped.length)} skipped` : '';
  return `Done · ${jobCountText(job)}${skipped}`;
}
