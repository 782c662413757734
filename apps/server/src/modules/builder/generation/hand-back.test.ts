import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationJobs } from '../../../db/schema';
import type { BusEvent } from '../../../realtime/event-bus';
import { createRecordingGenerator } from '../../../test/fake-generator';
import { newVisitor, type Visitor } from '../../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../../test/test-app';
import { createGenerationRunner, type Generator } from './generation-runner';
import { createWorkerPool } from './worker-pool';

const LEASE_MS = 30_000;

describe.each(backends)('stopping the workers with a deadline (%s)', (backend) => {
  let testApp: TestApp;
  let visitor: Visitor;
  const events: BusEvent[] = [];
  beforeAll(async () => {
    // The app's own workers stay off: each test runs pools of its own on the app's database.
    testApp = await createTestApp(backend, { workers: 0 });
    testApp.app.engine.bus.subscribe((event) => events.push(event));
    visitor = await newVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  const poolWith = (generator: Generator) => {
    const { db, engine, log } = testApp.app;
    const runner = createGenerationRunner({
      db,
      bus: engine.bus,
      generator,
      leaseMs: LEASE_MS,
      log,
    });
    return createWorkerPool({
      db,
      bus: engine.bus,
      runner,
      log,
      workers: 1,
      leaseMs: LEASE_MS,
      soleProcess: false,
    });
  };
  const jobOf = async (id: string) => {
    const [row] = await testApp.app.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.id, id));
    return row!;
  };
  const eventually = async (check: () => Promise<boolean> | boolean, what: string) => {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`never: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const until = (id: string, status: string) =>
    eventually(async () => (await jobOf(id)).status === status, `job ${id} ${status}`);
  // On PostgreSQL the bus delivers through LISTEN, a moment after the publisher's NOTIFY.
  const heard = (matches: (event: BusEvent) => boolean, what: string) =>
    eventually(() => events.some(matches), what);
  const submit = async (projectId: string, prompt: string) => {
    const response = await visitor.inject('POST', `/api/projects/${projectId}/generate`, {
      prompt,
    });
    expect(response.statusCode).toBe(202);
    return response.json<{ promptId: string }>().promptId;
  };
  const projectState = async (projectId: string) => ({
    version: (await visitor.inject('GET', `/api/projects/${projectId}`)).json().currentVersion,
    messages: (await visitor.inject('GET', `/api/projects/${projectId}/messages`))
      .json()
      .map((message: { isUser: boolean }) => message.isUser),
  });

  it('lets a job that finishes within the deadline complete', async () => {
    const project = await visitor.createProject();
    const promptId = await submit(project.id, 'quick app');
    const pool = poolWith(createRecordingGenerator(300).generator);
    await pool.start();
    await until(promptId, 'processing');
    await pool.stop({ deadlineMs: 20_000 });
    expect(await jobOf(promptId)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('hands a job still running at the deadline back to its place; the next start completes it once', async () => {
    const held = await visitor.createProject();
    const later = await visitor.createProject();
    const stuck = createRecordingGenerator(0, undefined, /^held app$/);
    const first = poolWith(stuck.generator);
    const heldId = await submit(held.id, 'held app');
    await first.start();
    await until(heldId, 'processing');
    const laterId = await submit(later.id, 'later app');

    await first.stop({ deadlineMs: 100 });
    expect(await jobOf(heldId)).toMatchObject({
      status: 'pending',
      attempts: 0,
      progress: 0,
      leaseOwner: null,
      error: null,
    });
    await heard(
      (event) =>
        event.kind === 'project' &&
        event.event.type === 'queue_update' &&
        event.event.data.promptId === heldId &&
        event.event.data.updates.status === 'pending',
      'the job announced as waiting again',
    );
    // The generator finishing after the hand-back saves nothing.
    stuck.release();

    const finishing = createRecordingGenerator();
    const next = poolWith(finishing.generator);
    await next.start();
    await until(laterId, 'completed');
    await next.stop();

    expect(finishing.ran).toEqual(['held app', 'later app']);
    expect(await jobOf(heldId)).toMatchObject({ status: 'completed', attempts: 1 });
    expect(await projectState(held.id)).toEqual({ version: 1, messages: [true, false] });
    const completedHeld = (event: BusEvent) =>
      event.kind === 'project' &&
      event.event.type === 'prompt_completed' &&
      event.event.data.promptId === heldId;
    await heard(completedHeld, 'the held job completed');
    expect(events.filter(completedHeld)).toHaveLength(1);
    expect(
      events.some((event) => event.kind === 'project' && event.event.type === 'prompt_failed'),
    ).toBe(false);
  });
});
