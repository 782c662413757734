import type { ServerEvent } from '@appforge/shared/realtime-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingGenerator } from '../test/fake-generator';
import { chatMessage, connect, newVisitor, wsUrl, type LiveClient } from '../test/live-client';
import { backends, createTestApp, type TestApp } from '../test/test-app';

const ORDER = [
  'chat_message',
  'prompt_enqueued',
  'queue_stats',
  'prompt_processing',
  'progress_update',
  'queue_update',
  'code_update',
  'chat_message',
  'prompt_completed',
];

/** Checks that `expected` appears in `types` as a subsequence (other events may sit between). */
function isSubsequence(types: string[], expected: string[]) {
  let index = 0;
  for (const type of types) if (type === expected[index]) index += 1;
  return index === expected.length;
}

describe.each(backends)('a prompt on the live socket (%s)', (backend) => {
  let testApp: TestApp;
  const recorder = createRecordingGenerator(0, /please fail/);
  beforeAll(async () => {
    testApp = await createTestApp(backend, { workers: 1 }, { generator: recorder.generator });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  it('streams every event in order and stores the result as a version', async () => {
    const visitor = await newVisitor(testApp.app);
    const project = await visitor.createProject();
    const client = await connect(wsUrl(testApp.app, project.id), visitor.cookie);
    client.send(chatMessage(project.id, '  Build a task manager app  '));
    await client.waitFor((event) => event.type === 'prompt_completed');
    await client.close();

    const types = client.events.map((event) => event.type);
    expect(isSubsequence(types, ORDER), types.join(', ')).toBe(true);
    expect(types.indexOf('queue_stats')).toBeLessThan(types.indexOf('prompt_processing'));
    const [userMessage, assistantMessage] = client.events.filter(
      (event): event is Extract<ServerEvent, { type: 'chat_message' }> =>
        event.type === 'chat_message',
    );
    expect(userMessage?.data).toMatchObject({ content: 'Build a task manager app', isUser: true });
    expect(assistantMessage?.data.isUser).toBe(false);
    expect(assistantMessage?.data.metadata.features).toEqual([
      'Built from: Build a task manager app',
    ]);
    const progress = client.events.flatMap((event) =>
      event.type === 'progress_update' ? [event.data.progress] : [],
    );
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.every((value) => value >= 0 && value <= 100)).toBe(true);

    const stored = (await visitor.inject('GET', `/api/projects/${project.id}`)).json();
    expect(stored.currentVersion).toBe(1);
    expect(stored.generatedCode.frontend['App.tsx']).toContain('Build a task manager app');
    const messages = (await visitor.inject('GET', `/api/projects/${project.id}/messages`)).json();
    expect(messages.map((message: { isUser: boolean }) => message.isUser)).toEqual([true, false]);
    const versions = (await visitor.inject('GET', `/api/projects/${project.id}/versions`)).json();
    expect(versions).toHaveLength(1);
  });

  it('reports a generator failure as prompt_failed with the error, and keeps the chat', async () => {
    const visitor = await newVisitor(testApp.app);
    const project = await visitor.createProject();
    const client = await connect(wsUrl(testApp.app, project.id), visitor.cookie);
    client.send(chatMessage(project.id, 'please fail now'));
    const failed = await client.waitFor((event) => event.type === 'prompt_failed');
    await client.close();
    expect(failed.type === 'prompt_failed' && failed.data.error).toContain('cannot build');
    const messages = (await visitor.inject('GET', `/api/projects/${project.id}/messages`)).json();
    expect(messages).toHaveLength(2);
    expect(messages[1].metadata.errors[0]).toContain('cannot build');
    const queue = (await visitor.inject('GET', '/api/queue')).json();
    expect(queue.userItems[0]).toMatchObject({ status: 'failed', position: 0 });
  });

  it('keeps the socket open and stores nothing for bad input', async () => {
    const visitor = await newVisitor(testApp.app);
    const project = await visitor.createProject();
    const other = await (await newVisitor(testApp.app)).createProject();
    const client: LiveClient = await connect(wsUrl(testApp.app, project.id), visitor.cookie);
    const bad: [string, string][] = [
      ['{not json', 'invalid_json'],
      [JSON.stringify({ type: 'dance', projectId: project.id, data: {} }), 'unknown_type'],
      [JSON.stringify({ type: 'chat_message', data: { content: 'hi' } }), 'validation_failed'],
      [JSON.stringify(chatMessage(other.id, 'hi')), 'wrong_project'],
      [JSON.stringify(chatMessage(project.id, '   ')), 'validation_failed'],
      [JSON.stringify(chatMessage(project.id, 'x'.repeat(8001))), 'validation_failed'],
      [
        JSON.stringify({
          ...chatMessage(project.id, 'hi'),
          data: { content: 'hi', priority: 'urgent' },
        }),
        'validation_failed',
      ],
    ];
    for (const [text, code] of bad) {
      const before = client.events.length;
      client.sendRaw(text);
      const reply = await client.waitFor(
        (event) => client.events.indexOf(event) >= before && event.type === 'error',
      );
      expect(reply.type === 'error' && reply.data.code, text.slice(0, 60)).toBe(code);
    }
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    await client.close();
    expect((await visitor.inject('GET', `/api/projects/${project.id}/messages`)).json()).toEqual(
      [],
    );
    expect((await visitor.inject('GET', '/api/queue')).json().userItems).toEqual([]);
  });

  it('answers a burst beyond the limits with an error envelope', async () => {
    const visitor = await newVisitor(testApp.app);
    const project = await visitor.createProject();
    const client = await connect(wsUrl(testApp.app, project.id), visitor.cookie);
    for (let index = 0; index < 31; index += 1)
      client.sendRaw(JSON.stringify(chatMessage(project.id, `app ${index}`)));
    const limited = await client.waitFor((event) => event.type === 'error');
    await client.close();
    expect(limited.type === 'error' && limited.data.code).toMatch(/rate_limited|queue_limit/);
  });
});
