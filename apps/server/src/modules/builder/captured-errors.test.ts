import type { SystemError } from '@appforge/shared/contracts/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../../db/schema';
import { createRecordingGenerator } from '../../test/fake-generator';
import { chatMessage, connect, newVisitor, wsUrl } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { adminSettings, bearer, signIn } from '../admin/admin-test-client';
import { fixtureCode, saveVersion } from '../../test/preview-fixture';

describe.each(backends)('builder errors reach the admins (%s)', (backend) => {
  let testApp: TestApp;
  let token: string;
  const recorder = createRecordingGenerator(0, /^break/);
  beforeAll(async () => {
    testApp = await createTestApp(
      backend,
      { workers: 1, admin: adminSettings() },
      { generator: recorder.generator },
    );
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  const systemErrors = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/errors',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<SystemError[]>();
  };

  it('lists a failed generation under System Errors, once per message, with its users', async () => {
    const failed = async () => {
      const visitor = await newVisitor(testApp.app);
      const project = await visitor.createProject();
      const client = await connect(wsUrl(testApp.app, project.id), visitor.cookie);
      client.send(chatMessage(project.id, 'break the build'));
      await client.waitFor((event) => event.type === 'prompt_failed');
      await client.close();
    };
    await failed();
    await failed();

    const group = (await systemErrors()).find((error) => error.type === 'generation_failed');
    expect(group).toMatchObject({
      message: 'cannot build "break the build"',
      count: 2,
      affectedUsers: 2,
      status: 'new',
    });
  });

  it('records a runtime error a phone preview reported, for the project owner only', async () => {
    const owner = await newVisitor(testApp.app);
    const project = await owner.createProject();
    const report = { platform: 'android', message: 'TypeError: items.map is not a function' };

    const stranger = await newVisitor(testApp.app);
    const refused = await stranger.inject(
      'POST',
      `/api/projects/${project.id}/runtime-errors`,
      report,
    );
    expect(refused.statusCode).toBe(404);
    const invalid = await owner.inject('POST', `/api/projects/${project.id}/runtime-errors`, {
      platform: 'web',
      message: '',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: 'validation_failed' });

    const accepted = await owner.inject(
      'POST',
      `/api/projects/${project.id}/runtime-errors`,
      report,
    );
    expect(accepted.statusCode).toBe(202);

    const groups = (await systemErrors()).filter((error) => error.type === 'preview_runtime');
    expect(groups).toEqual([
      expect.objectContaining({ message: report.message, count: 1, affectedUsers: 1 }),
    ]);
  });

  it('keeps the runtime error as the owner’s activity on the current version', async () => {
    const owner = await newVisitor(testApp.app);
    const project = await owner.createProject();
    await saveVersion(testApp.app, project.id, fixtureCode());
    await saveVersion(testApp.app, project.id, fixtureCode());
    const message = `ReferenceError: ${'x'.repeat(400)}`;
    const accepted = await owner.inject('POST', `/api/projects/${project.id}/runtime-errors`, {
      platform: 'ios',
      message,
    });
    expect(accepted.statusCode).toBe(202);
    const { user } = (await owner.inject('GET', '/api/session')).json<{ user: { id: string } }>();
    const events = await testApp.app.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.projectId, project.id));
    expect(events).toEqual([
      expect.objectContaining({
        userId: user.id,
        kind: 'runtime_error',
        version: 2,
        detail: { platform: 'ios', message: message.slice(0, 300) },
      }),
    ]);
  });
});
