import type { ServerEvent } from '@appforge/shared/realtime-events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../../db/schema';
import { createRecordingGenerator } from '../../test/fake-generator';
import { chatMessage, connect, newVisitor, wsUrl } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';

describe.each(backends)('restoring a version (%s)', (backend) => {
  let testApp: TestApp;
  const recorder = createRecordingGenerator();
  beforeAll(async () => {
    testApp = await createTestApp(backend, { workers: 1 }, { generator: recorder.generator });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  const activityOf = (projectId: string) =>
    testApp.app.db.select().from(activityEvents).where(eq(activityEvents.projectId, projectId));

  it('adds "Restored version N" to the chat and tells the project’s sockets at once', async () => {
    const visitor = await newVisitor(testApp.app);
    const project = await visitor.createProject();
    const client = await connect(wsUrl(testApp.app, project.id), visitor.cookie);
    const completed = () => client.events.filter((event) => event.type === 'prompt_completed');
    client.send(chatMessage(project.id, 'first app'));
    await client.waitFor(() => completed().length === 1);
    client.send(chatMessage(project.id, 'second app'));
    await client.waitFor(() => completed().length === 2);

    const restored = await visitor.inject('POST', `/api/projects/${project.id}/versions/1/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ currentVersion: 3 });
    expect(await activityOf(project.id)).toEqual([
      expect.objectContaining({ kind: 'restore', version: 3, detail: { fromVersion: 1 } }),
    ]);

    const live = await client.waitFor(
      (event) => event.type === 'chat_message' && event.data.content === 'Restored version 1',
    );
    const types = client.events.map((event: ServerEvent) => event.type);
    expect(types.lastIndexOf('code_update')).toBeLessThan(client.events.indexOf(live));
    await client.close();
    expect(live.type === 'chat_message' && live.data).toMatchObject({
      isUser: false,
      metadata: { features: [], errors: [] },
    });

    const messages = (await visitor.inject('GET', `/api/projects/${project.id}/messages`)).json();
    expect(messages.at(-1)).toMatchObject({
      id: live.type === 'chat_message' ? live.data.id : '',
      content: 'Restored version 1',
      isUser: false,
    });
  });

  it('leaves the chat as it was when the version does not exist', async () => {
    const visitor = await newVisitor(testApp.app);
    const project = await visitor.createProject();
    const missing = await visitor.inject('POST', `/api/projects/${project.id}/versions/4/restore`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
    expect(await activityOf(project.id)).toEqual([]);
    expect((await visitor.inject('GET', `/api/projects/${project.id}/messages`)).json()).toEqual(
      [],
    );
  });
});
