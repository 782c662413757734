import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageBuildJobs } from '../../db/schema';
import { newVisitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { findProjectById } from '../builder/projects.repository';
import { createBuildAllService } from './build-all.service';
import { createPageBuilderService } from './page-builder.service';
import { INTERRUPTED_JOB_ERROR } from './page.presenter';
import { pagesOf, projectWithApp } from './page-builder-test-kit';

describe.each(backends)('Build All Pages jobs (%s)', (backend) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(backend);
  });
  afterEach(() => testApp.close());

  const services = () => {
    const pages = createPageBuilderService({ db: testApp.app.db, llm: null });
    const silent = { error: () => {} };
    return { pages, builds: createBuildAllService({ db: testApp.app.db, pages, log: silent }) };
  };

  async function setUp() {
    const visitor = await newVisitor(testApp.app);
    const { id } = await projectWithApp(
      testApp,
      visitor,
      'A plant care app with watering reminders',
    );
    const project = await findProjectById(testApp.app.db, id);
    const userId = project?.ownerId ?? '';
    return { visitor, project: project ?? null, userId };
  }

  it('records progress page by page and ends completed', async () => {
    const { visitor, project, userId } = await setUp();
    const { builds } = services();
    const { job, done } = await builds.start(userId, project);
    expect(job).toMatchObject({ status: 'running', total: 12, completed: 0 });
    await done;
    expect(await builds.job(userId, job.id)).toMatchObject({
      status: 'completed',
      completed: 12,
      currentPageType: null,
    });
    expect((await pagesOf(visitor, project?.id)).pages).toHaveLength(12);
  });

  it('shows a build cut off by a restart as failed, keeps its pages, and lets a new one start', async () => {
    const { project, userId } = await setUp();
    const { builds } = services();
    const first = await builds.start(userId, project);
    await first.done;
    const projectId = project?.id ?? '';
    const [cutOff] = await testApp.app.db
      .insert(pageBuildJobs)
      .values({ userId, projectId, status: 'running', total: 12, completed: 5 })
      .returning();
    const cutOffId = cutOff?.id ?? '';
    expect((await builds.start(userId, project)).job.id).toBe(cutOffId);

    await testApp.app.db
      .update(pageBuildJobs)
      .set({ heartbeatAt: sql`now() - interval '5 minutes'` })
      .where(eq(pageBuildJobs.id, cutOffId));
    expect(await builds.job(userId, cutOffId)).toMatchObject({
      status: 'failed',
      error: INTERRUPTED_JOB_ERROR,
    });

    const again = await builds.start(userId, project);
    expect(again.job.id).not.toBe(cutOffId);
    await again.done;
    expect((await builds.job(userId, again.job.id)).status).toBe('completed');
    expect((await builds.job(userId, cutOffId)).status).toBe('failed');
  });

  it('fails the job with the reason when writing a page fails, and records the error', async () => {
    const { project, userId } = await setUp();
    const { pages } = services();
    const failing = {
      ...pages,
      writeAndCheck: () => Promise.reject(new Error('disk full')),
    };
    const builds = createBuildAllService({
      db: testApp.app.db,
      pages: failing,
      log: { error: () => {} },
    });
    const { job, done } = await builds.start(userId, project);
    await done;
    expect(await builds.job(userId, job.id)).toMatchObject({
      status: 'failed',
      error: 'Building the pages failed: disk full',
    });
  });
});
