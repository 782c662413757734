import { PAGE_TYPE_LABELS, type BuildJob } from '@appforge/shared/contracts/page-builder';

/** How far a Build All job is, 0–100. */
export const buildPercent = (job: BuildJob) =>
  job.total > 0 ? Math.round((Math.min(job.completed, job.total) / job.total) * 100) : 0;

/** "3 of 12 pages written": the progress bar's text and its accessible value. */
export const buildCountText = (job: BuildJob) => `${job.completed} of ${job.total} pages written`;

/** What the build is doing now: the page being written, or that it is starting or finishing. */
export function buildStepText(job: BuildJob): string {
  if (job.status === 'completed') return `All ${job.total} pages written`;
  if (job.status === 'failed') return 'Build stopped';
  if (job.currentPageType) return `Writing the ${PAGE_TYPE_LABELS[job.currentPageType]} page`;
  return job.completed === 0 ? 'Starting the build' : 'Finishing the build';
}

/**
 * A fingerprint of what the page shows from the job: when it changes, a page was written or the
 * build ended, so the page list and the validation are read again.
 */
export const buildMilestone = (job: BuildJob) => `${job.id}:${job.completed}:${job.status}`;
