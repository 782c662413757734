import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingGenerator } from '../../../test/fake-generator';
import { chatMessage, connect, newVisitor, wsUrl } from '../../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../../test/test-app';

describe.each(backends)('the generation queue (%s)', (backend) => {
  let testApp: TestApp;
  const recorder = createRecordingGenerator(0, undefined, /^busy$/);
  beforeAll(async () => {
    testApp = await createTestApp(
      backend,
      { workers: 1, maxPendingPerUser: 4 },
      { generator: recorder.generator },
    );
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  it('runs high before normal before low, first come first served within a priority', async () => {
    const visitor = await newVisitor(testApp.app);
    const project = await visitor.createProject();
    const client = await connect(wsUrl(testApp.app, project.id), visitor.cookie);
    client.send(chatMessage(project.id, 'busy'));
    await client.waitFor((event) => event.type === 'prompt_processing');

    const positions: Record<string, number> = {};
    for (const [content, priority] of [
      ['low one', 'low'],
      ['normal one', 'normal'],
      ['high one', 'high'],
      ['normal two', 'normal'],
    ] as const) {
      const response = await visitor.inject('POST', `/api/projects/${project.id}/generate`, {
        prompt: content,
        priority,
      });
      expect(response.statusCode).toBe(202);
      positions[content] = response.json<{ position: number }>().position;
    }
    expect(positions).toEqual({ 'low one': 1, 'normal one': 1, 'high one': 1, 'normal two': 3 });

    const snapshot = (await visitor.inject('GET', '/api/queue')).json();
    const waiting = snapshot.userItems.filter(
      (item: { status: string }) => item.status === 'pending',
    );
    expect(
      waiting.map((item: { prompt: string; position: number }) => [item.prompt, item.position]),
    ).toEqual([
      ['low one', 4],
      ['normal one', 2],
      ['high one', 1],
      ['normal two', 3],
    ]);
    expect(snapshot.stats).toMatchObject({ pending: 4, processing: 1 });

    const limited = await visitor.inject('POST', `/api/projects/${project.id}/generate`, {
      prompt: 'one too many',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'queue_limit' });
    recorder.release();

    await client.waitFor(
      (event) =>
        event.type === 'prompt_completed' &&
        client.events.filter((e) => e.type === 'prompt_completed').length === 5,
      20_000,
    );
    await client.close();
    expect(recorder.ran.slice(-5)).toEqual([
      'busy',
      'high one',
      'normal one',
      'normal two',
      'low one',
    ]);

    const after = (await visitor.inject('GET', '/api/queue')).json();
    expect(after.stats.completed).toBeGreaterThanOrEqual(5);
    expect(after.stats.averageProcessingTime).toBeGreaterThan(0);
  });

  it('answers 404 for another user’s project on every route and on the socket', async () => {
    const owner = await newVisitor(testApp.app);
    const stranger = await newVisitor(testApp.app);
    const project = await owner.createProject();
    for (const [method, url, body] of [
      ['GET', `/api/projects/${project.id}`],
      ['GET', `/api/projects/${project.id}/messages`],
      ['POST', `/api/projects/${project.id}/messages`, { content: 'hi' }],
      ['POST', `/api/projects/${project.id}/generate`, { prompt: 'hi' }],
      ['GET', `/api/projects/${project.id}/versions`],
      ['GET', `/api/projects/${project.id}/versions/1`],
      ['POST', `/api/projects/${project.id}/versions/1/restore`],
    ] as const) {
      const response = await stranger.inject(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
    expect((await stranger.inject('GET', '/api/projects')).json()).toEqual([]);
    const client = await connect(wsUrl(testApp.app, project.id), stranger.cookie);
    const code = await new Promise<number>((resolve) =>
      client.socket.on('close', (closeCode: number) => resolve(closeCode)),
    );
    expect(code).toBe(4404);
  });

  it('validates project input', async () => {
    const visitor = await newVisitor(testApp.app);
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'ok', description: 'd'.repeat(2001) },
      { name: 'ok', config: { theme: { primaryColor: 'blue' } } },
      { name: 'ok', config: { platform: 'windows' } },
    ]) {
      const response = await visitor.inject('POST', '/api/projects', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    const created = await visitor.inject('POST', '/api/projects', {
      name: ' My App ',
      description: 'AI-generated mobile application',
    });
    expect(created.json()).toMatchObject({
      name: 'My App',
      config: {
        platform: 'both',
        features: [],
        theme: { primaryColor: '#06B6D4', secondaryColor: '#10B981', style: 'material' },
      },
      generatedCode: null,
      currentVersion: 0,
    });
  });
});
