import {
  startFakeModelServer,
  type FakeModelServer,
} from '@appforge/codegen/testing/fake-openai-server';
import { houseplantSpec, modelAnswer } from '@appforge/codegen/testing/llm-fixtures';
import type { ServerEvent } from '@appforge/shared/realtime-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, newVisitor, wsUrl, type Visitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';

/** Polls `check` until it returns a value, or fails after `timeoutMs`. */
async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(backends)('generation with a language model (%s)', (backend) => {
  let model: FakeModelServer;
  let testApp: TestApp;
  let visitor: Visitor;
  beforeAll(async () => {
    // The fake model builds the houseplant app, and fails any prompt that asks it to break.
    model = await startFakeModelServer((request) =>
      JSON.stringify(request.body.messages).includes('please break')
        ? { status: 500, errorMessage: 'CUDA out of memory' }
        : { content: modelAnswer(houseplantSpec), chunkSize: 25 },
    );
    testApp = await createTestApp(backend, {
      workers: 1,
      llm: {
        kind: 'openai-compatible',
        baseUrl: model.baseUrl,
        model: 'fake-llama',
        timeoutMs: 10_000,
      },
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    visitor = await newVisitor(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await model.close();
  });

  it('builds the app the model describes, streaming progress while it answers', async () => {
    const project = await visitor.createProject();
    const client = await connect(wsUrl(testApp.app, project.id), visitor.cookie);
    const response = await visitor.inject('POST', `/api/projects/${project.id}/generate`, {
      prompt: 'an app for my houseplants',
    });
    expect(response.statusCode).toBe(202);

    // The reply and the new version are saved in one transaction: once the reply is read, a
    // project read after it shows the version, unless the generation failed.
    const built = await eventually(async () => {
      const messages = (await visitor.inject('GET', `/api/projects/${project.id}/messages`)).json();
      const reply = messages.find(
        (message: { isUser: boolean; content: string }) => !message.isUser,
      );
      const current = (await visitor.inject('GET', `/api/projects/${project.id}`)).json();
      if (current.currentVersion === 1) return current;
      if (reply) throw new Error(`The generation failed: ${reply.content}`);
      return undefined;
    });
    expect(built.appSpec).toMatchObject({
      appName: 'Leafy Care',
      entities: [{ name: 'Houseplant' }],
    });
    expect(
      Object.keys(built.generatedCode.frontend).some((path) => path.includes('Houseplant')),
    ).toBe(true);

    await client.waitFor((event) => event.type === 'prompt_completed');
    const understanding = client.events
      .filter(
        (event): event is Extract<ServerEvent, { type: 'progress_update' }> =>
          event.type === 'progress_update',
      )
      .map((event) => event.data.progress)
      .filter((progress) => progress > 10 && progress <= 35);
    await client.close();
    expect(understanding.length).toBeGreaterThanOrEqual(3);

    const sent = JSON.stringify(model.requests.at(-1)?.body.messages);
    expect(sent).toContain('an app for my houseplants');
    const messages = (await visitor.inject('GET', `/api/projects/${project.id}/messages`)).json();
    expect(messages.at(-1)).toMatchObject({
      isUser: false,
      metadata: { features: expect.arrayContaining(['Assumed you water by days.']) },
    });
  });

  it('fails the job with the model’s error in the assistant message', async () => {
    const project = await visitor.createProject();
    await visitor.inject('POST', `/api/projects/${project.id}/generate`, {
      prompt: 'please break',
    });

    const reply = await eventually(async () => {
      const messages = (await visitor.inject('GET', `/api/projects/${project.id}/messages`)).json();
      return messages.find((message: { isUser: boolean }) => !message.isUser);
    });
    const host = new URL(model.baseUrl).host;
    expect(reply.metadata.errors).toEqual([
      `The language model at ${host} answered with an error (HTTP 500): CUDA out of memory`,
    ]);
    expect(reply.content).toContain('CUDA out of memory');
    const current = (await visitor.inject('GET', `/api/projects/${project.id}`)).json();
    expect(current.currentVersion).toBe(0);
  });
});
