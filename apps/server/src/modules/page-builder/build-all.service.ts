import { PAGE_TYPES, type BuildJob } from '@appforge/shared/contracts/page-builder';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { captureSystemError } from '../admin/system-errors.service';
import type { ProjectRow } from '../builder/projects.repository';
import {
  failJobIfStale,
  findLatestJob,
  findOwnedJob,
  findRunningJob,
  finishJob,
  insertRunningJob,
  recordJobProgress,
  type BuildJobRow,
} from './build-jobs.repository';
import { noProject, type PageBuilderService } from './page-builder.service';
import { INTERRUPTED_JOB_ERROR, presentJob, STALE_JOB_AFTER_MS } from './page.presenter';

interface BuildAllDeps {
  db: Database;
  pages: PageBuilderService;
  log: { error(object: unknown, message: string): void };
}

/**
 * Build All Pages: a job row per build (one running per project) that the process starting it
 * works through page by page, recording progress as it goes. `drain` waits for the builds under
 * way, so closing the server does not cut them off.
 */
export function createBuildAllService({ db, pages, log }: BuildAllDeps) {
  const running = new Set<Promise<void>>();

  async function run(userId: string, project: ProjectRow, job: BuildJobRow): Promise<void> {
    try {
      for (const [index, pageType] of PAGE_TYPES.entries()) {
        await recordJobProgress(db, job.id, { completed: index, currentPageType: pageType });
        const requirements = await pages.requirementsOf(userId, project.id, pageType);
        await pages.writeAndCheck(userId, project, pageType, requirements);
      }
      await recordJobProgress(db, job.id, { completed: PAGE_TYPES.length, currentPageType: null });
      await finishJob(db, job.id, { status: 'completed', error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, jobId: job.id }, 'Build All Pages failed');
      await finishJob(db, job.id, {
        status: 'failed',
        error: `Building the pages failed: ${message}`,
      });
      await captureSystemError(db, { type: 'server_error', message, userId }).catch(() => {});
    }
  }

  async function claim(
    userId: string,
    projectId: string,
  ): Promise<{ row: BuildJobRow; fresh: boolean }> {
    const total = PAGE_TYPES.length;
    const inserted = await insertRunningJob(db, { userId, projectId, total });
    if (inserted) return { row: inserted, fresh: true };
    const current = await findRunningJob(db, projectId);
    if (
      current &&
      !(await failJobIfStale(db, current.id, STALE_JOB_AFTER_MS, INTERRUPTED_JOB_ERROR))
    )
      return { row: current, fresh: false };
    const retried = await insertRunningJob(db, { userId, projectId, total });
    if (retried) return { row: retried, fresh: true };
    const other = await findRunningJob(db, projectId);
    if (!other) throw new Error('No build job could be started or found.');
    return { row: other, fresh: false };
  }

  return {
    /** Starts a build (or answers the one running); `done` settles when this call's build ends. */
    async start(
      userId: string,
      project: ProjectRow | null,
    ): Promise<{ job: BuildJob; done: Promise<void> }> {
      if (!project) throw noProject();
      const { row, fresh } = await claim(userId, project.id);
      if (!fresh) return { job: presentJob(row), done: Promise.resolve() };
      const done = run(userId, project, row).finally(() => running.delete(done));
      running.add(done);
      return { job: presentJob(row), done };
    },

    async job(userId: string, jobId: string): Promise<BuildJob> {
      const row = await findOwnedJob(db, userId, jobId);
      if (!row) throw new HttpError(404, 'not_found', 'No such build job.');
      return presentJob(row);
    },

    async latest(userId: string, project: ProjectRow | null): Promise<BuildJob | null> {
      if (!project) return null;
      const row = await findLatestJob(db, userId, project.id);
      return row ? presentJob(row) : null;
    },

    async drain(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}
