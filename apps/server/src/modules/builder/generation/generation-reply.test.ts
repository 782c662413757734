import type { Message } from '@appforge/shared/contracts/builder';
import type { ServerEvent } from '@appforge/shared/realtime-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connect,
  newVisitor,
  wsUrl,
  type LiveClient,
  type Visitor,
} from '../../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../../test/test-app';
import { generationReply } from './generation-reply';

const GENERATION_TIMEOUT_MS = 30_000;

const assistantReplies = (client: LiveClient) =>
  client.events.flatMap((event: ServerEvent) =>
    event.type === 'chat_message' && !event.data.isUser ? [event.data] : [],
  );

/** Queues `prompt` and resolves with the assistant's reply to it, as the project's socket hears it. */
async function replyTo(
  visitor: Visitor,
  client: LiveClient,
  projectId: string,
  prompt: string,
): Promise<Message> {
  const before = assistantReplies(client).length;
  const queued = await visitor.inject('POST', `/api/projects/${projectId}/generate`, { prompt });
  expect(queued.statusCode).toBe(202);
  await client.waitFor(() => assistantReplies(client).length > before, GENERATION_TIMEOUT_MS);
  return assistantReplies(client)[before]!;
}

const projectName = async (visitor: Visitor, id: string) =>
  (await visitor.inject('GET', `/api/projects/${id}`)).json<{ name: string }>().name;

describe('generationReply', () => {
  const result = (changedFiles: string[], errors: string[] = []) => ({
    appSpec: { appName: 'Task Manager' } as never,
    generatedCode: { frontend: {}, backend: {}, dependencies: { frontend: [], backend: [] } },
    features: ['Changed the theme: main colour purple'],
    errors,
    changedFiles,
  });

  it('counts the files a follow-up changed and lists them in the metadata', () => {
    const files = ['frontend/src/theme.ts', 'frontend/App.tsx'];
    expect(generationReply(result(files), true)).toMatchObject({
      content: 'Updated Task Manager: 2 files changed.',
      metadata: { changedFiles: files, features: ['Changed the theme: main colour purple'] },
    });
  });

  it('says when a follow-up or a new app did not pass verification', () => {
    const failing = result(['frontend/App.tsx'], ['frontend/App.tsx:1:1 boom']);
    expect(generationReply(failing, true).content).toBe(
      'Updated Task Manager, but the code did not pass verification; the errors are listed below.',
    );
    expect(generationReply(failing, false)).toMatchObject({
      content:
        'Built Task Manager, but the code did not pass verification; the errors are listed below.',
      metadata: { errors: ['frontend/App.tsx:1:1 boom'] },
    });
    expect(generationReply(failing, false).metadata).not.toHaveProperty('changedFiles');
  });
});

describe.each(backends)(
  'the reply to a generation, with the built-in generator (%s)',
  (backend) => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp(backend, { workers: 1 });
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => testApp.close());

    it('describes a new app whole, then answers a follow-up with what changed', async () => {
      const visitor = await newVisitor(testApp.app);
      const project = await visitor.createProject('My App');
      const client = await connect(wsUrl(testApp.app, project.id), visitor.cookie);

      const first = await replyTo(visitor, client, project.id, 'Build a task manager app');
      expect(first.content).toBe(
        'Built Task Manager. The code is ready in the Code tab and the previews.',
      );
      expect(first.metadata.features).toContainEqual(expect.stringMatching(/^Tasks: list/));
      expect(first.metadata.changedFiles).toBeUndefined();
      // A project under the default name takes the app's name with its first version.
      expect(await projectName(visitor, project.id)).toBe('Task Manager');

      const purple = await replyTo(visitor, client, project.id, 'make it purple');
      expect(purple.content).toBe('Updated Task Manager: 2 files changed.');
      expect(purple.metadata.changedFiles).toEqual(['frontend/app.json', 'frontend/src/theme.ts']);
      expect(purple.metadata.features).toEqual([expect.stringMatching(/^Changed the theme/)]);
      expect(purple.metadata.features.join('\n')).not.toMatch(/Tasks: list|REST API|navigation/);

      const unchanged = await replyTo(visitor, client, project.id, 'hello there');
      expect(unchanged.content).toBe('Nothing changed: Task Manager is the same as before.');
      expect(unchanged.metadata.changedFiles).toEqual([]);

      // The stored messages carry the same metadata as the live ones.
      const stored = (await visitor.inject('GET', `/api/projects/${project.id}/messages`)).json();
      expect(stored.find((message: Message) => message.id === purple.id)).toMatchObject({
        content: purple.content,
        metadata: { changedFiles: ['frontend/app.json', 'frontend/src/theme.ts'] },
      });
      await client.close();
    });

    it('keeps a name the person gave, and renames only with the first version', async () => {
      const visitor = await newVisitor(testApp.app);
      const named = await visitor.createProject('Chores at home');
      const namedClient = await connect(wsUrl(testApp.app, named.id), visitor.cookie);
      await replyTo(visitor, namedClient, named.id, 'Build a task manager app');
      await namedClient.close();
      expect(await projectName(visitor, named.id)).toBe('Chores at home');

      const fresh = await visitor.createProject('My App');
      const client = await connect(wsUrl(testApp.app, fresh.id), visitor.cookie);
      await replyTo(visitor, client, fresh.id, 'Build a task manager app');
      expect(await projectName(visitor, fresh.id)).toBe('Task Manager');
      // A new app described later does not rename the project again.
      await replyTo(visitor, client, fresh.id, 'Build a recipe app with ingredients and servings');
      await client.close();
      expect(await projectName(visitor, fresh.id)).toBe('Task Manager');
    });
  },
);
