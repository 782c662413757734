import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ServerEvent } from '@appforge/shared/realtime-events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessage, connect, newVisitor, wsUrl } from '../../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../../test/test-app';
import { generationThreadCount } from './generation-threads';

// On this (the server's) thread generate() fails the job: every generation must run on a thread.
vi.mock('@appforge/codegen/index', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  generate: () => Promise.reject(new Error('generate() ran on the server’s thread')),
}));

/**
 * A ceiling, not a measurement: on a loaded 2-core machine an idle event loop already sees delays
 * of 150 ms. The mock above is what proves where generate() runs; this catches anything that
 * holds the loop for long around it (a result too big to hand over, a synchronous step).
 */
const MAX_EVENT_LOOP_DELAY_MS = 1000;

describe('generationThreadCount', () => {
  it('gives each worker a thread up to the cores, and none without workers', () => {
    expect(generationThreadCount(2, 2)).toBe(2);
    expect(generationThreadCount(8, 2)).toBe(2);
    expect(generationThreadCount(1, 4)).toBe(1);
    expect(generationThreadCount(3, 1)).toBe(1);
    expect(generationThreadCount(0, 4)).toBe(0);
  });
});

describe.each(backends)('generation on worker threads (%s)', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend, { workers: 2 });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  it('builds apps off the server’s thread, streaming their progress, with the event loop free', async () => {
    const visitor = await newVisitor(testApp.app);
    const prompts = ['Build a task manager app', 'Make a fitness tracker with workouts and sets'];
    const clients = await Promise.all(
      prompts.map(async () => {
        const project = await visitor.createProject('My App');
        return { project, client: await connect(wsUrl(testApp.app, project.id), visitor.cookie) };
      }),
    );
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    clients.forEach(({ project, client }, index) =>
      client.send(chatMessage(project.id, prompts[index]!)),
    );
    const ends = await Promise.all(
      clients.map(({ client }) =>
        client.waitFor(
          (event) => event.type === 'prompt_completed' || event.type === 'prompt_failed',
          60_000,
        ),
      ),
    );
    delay.disable();
    await Promise.all(clients.map(({ client }) => client.close()));

    expect(ends.map((event) => event.type)).toEqual(['prompt_completed', 'prompt_completed']);
    for (const { project, client } of clients) {
      const progress = client.events.flatMap((event: ServerEvent) =>
        event.type === 'progress_update' ? [event.data.progress] : [],
      );
      // The stages the thread reports: understanding, rendering, verifying, done.
      expect(progress).toEqual(expect.arrayContaining([10, 40, 70, 100]));
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      const stored = (await visitor.inject('GET', `/api/projects/${project.id}`)).json();
      expect(stored.currentVersion).toBe(1);
      expect(Object.keys(stored.generatedCode.frontend)).toContain('App.tsx');
    }
    expect(delay.max / 1e6).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
  }, 90_000);
});
