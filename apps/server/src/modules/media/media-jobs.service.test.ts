import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaJobs } from '../../db/schema';
import { newVisitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { INTERRUPTED_JOB_ERROR } from './media-jobs.presenter';
import { createMediaJobsService, STOPPED_JOB_ERROR } from './media-jobs.service';
import { createProcessingService } from './processing.service';
import { png, testVideo } from './processing/processing-test-files';
import { storeFile, userIdOf } from './processing-test-kit';

describe.each(backends)('media batch jobs (%s)', (backend) => {
  let testApp: TestApp;
  let userId: string;
  beforeEach(async () => {
    testApp = await createTestApp(backend);
    userId = await userIdOf(await newVisitor(testApp.app));
  });
  afterEach(() => testApp.close());

  const jobsWith = (ffmpegPath?: string) => {
    const { db, mediaStorage: storage } = testApp.app;
    const processing = createProcessingService({
      db,
      storage,
      requests: { count: () => {} },
      ffmpeg: { ffmpegPath },
    });
    const log = { error: () => {} };
    return createMediaJobsService({
      db,
      storage,
      processing,
      tmpDir: testApp.config.media.tmpDir,
      log,
    });
  };

  it('skips videos with the reason when ffmpeg cannot run, and still makes image thumbnails', async () => {
    const image = await storeFile(testApp, userId, {
      name: 'a.png',
      mimeType: 'image/png',
      body: await png(100, 100),
    });
    const video = await storeFile(testApp, userId, {
      name: 'clip.mp4',
      mimeType: 'video/mp4',
      body: await testVideo('mp4'),
    });
    const jobs = jobsWith('/nonexistent/ffmpeg');
    const { job, done } = await jobs.start(userId, 'thumbnails', undefined);
    await done;
    const finished = await jobs.job(userId, job.id);
    expect(finished).toMatchObject({ status: 'completed', total: 2, completed: 2 });
    expect(finished.skipped).toEqual([
      {
        fileId: video.id,
        originalName: 'clip.mp4',
        reason: expect.stringMatching(/^Video thumbnails need ffmpeg, which could not run here: /),
      },
    ]);
    expect(finished.skipped.map((skip) => skip.fileId)).not.toContain(image.id);
  });

  it('answers the run under way instead of starting a second, shows a cut-off one as failed, then starts anew', async () => {
    const jobs = jobsWith();
    const [cutOff] = await testApp.app.db
      .insert(mediaJobs)
      .values({ userId, kind: 'optimize', status: 'running', total: 4, completed: 1 })
      .returning();
    const cutOffId = cutOff?.id ?? '';
    expect((await jobs.start(userId, 'optimize', undefined)).job.id).toBe(cutOffId);
    // another tool is not held up by it
    const other = await jobs.start(userId, 'archive', undefined);
    expect(other.job.id).not.toBe(cutOffId);
    await other.done;

    await testApp.app.db
      .update(mediaJobs)
      .set({ heartbeatAt: sql`now() - interval '2 minutes'` })
      .where(eq(mediaJobs.id, cutOffId));
    expect(await jobs.job(userId, cutOffId)).toMatchObject({
      status: 'failed',
      error: INTERRUPTED_JOB_ERROR,
    });
    const again = await jobs.start(userId, 'optimize', undefined);
    expect(again.job.id).not.toBe(cutOffId);
    await again.done;
    expect((await jobs.job(userId, again.job.id)).status).toBe('completed');
    expect((await jobs.job(userId, cutOffId)).status).toBe('failed');
  });

  it('stops at the next file when the server drains, saying so', async () => {
    for (const name of ['a.png', 'b.png', 'c.png'])
      await storeFile(testApp, userId, { name, mimeType: 'image/png', body: await png(200, 200) });
    const jobs = jobsWith();
    const { job } = await jobs.start(userId, 'watermark', 'mark');
    await jobs.drain();
    const stopped = await jobs.job(userId, job.id);
    expect(stopped).toMatchObject({ status: 'failed', error: STOPPED_JOB_ERROR, total: 3 });
    expect(stopped.completed).toBeLessThan(3);
    await expect(jobs.start(userId, 'optimize', undefined)).rejects.toMatchObject({
      statusCode: 503,
    });
  });
});
