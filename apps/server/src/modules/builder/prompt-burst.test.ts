import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { QueueLimitError, type PromptSubmission } from './chat.service';

describe.each(backends)('a burst of prompts (%s)', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend, { workers: 0, maxPendingPerUser: 4 });
  });
  afterAll(() => testApp.close());

  const promptFor = async (name: string) => {
    const visitor = await newVisitor(testApp.app);
    const project = await visitor.createProject(name);
    const userId = (await visitor.inject('GET', '/api/session')).json<{ user: { id: string } }>()
      .user.id;
    return (content: string): PromptSubmission => ({
      userId,
      projectId: project.id,
      content,
      priority: 'normal',
      metadata: { timestamp: new Date().toISOString() },
    });
  };

  it('queues prompts sent at once in the order they arrived, each with its place', async () => {
    const { chat } = testApp.app.engine;
    const before = (await testApp.app.engine.queueSnapshot(randomUUID())).stats.pending;
    const senders = await Promise.all(['A', 'B', 'C'].map(promptFor));
    const prompts = senders.flatMap((prompt, index) => [
      prompt(`first of ${index}`),
      prompt(`second of ${index}`),
    ]);
    const queued = await Promise.all(prompts.map((prompt) => chat.submitPrompt(prompt)));
    expect(queued.map((entry) => entry.position)).toEqual(
      prompts.map((_prompt, index) => before + index + 1),
    );
    expect(queued.map((entry) => entry.message.content)).toEqual(
      prompts.map((prompt) => prompt.content),
    );
    const messages = await chat.messages(prompts[0]!.projectId);
    expect(messages.map((message) => [message.content, message.isUser])).toEqual([
      ['first of 0', true],
      ['second of 0', true],
    ]);
  });

  it('counts the burst’s own prompts against a person’s limit of waiting prompts', async () => {
    const prompt = await promptFor('Limited');
    const answers = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        testApp.app.engine.chat.submitPrompt(prompt(`app ${index}`)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    expect(answers[5]).toMatchObject({ reason: expect.any(QueueLimitError) });
  });

  it('refuses only the prompt whose project is gone, and queues the rest of its burst', async () => {
    const prompt = await promptFor('Kept');
    const gone = { ...prompt('lost'), projectId: randomUUID() };
    const answers = await Promise.allSettled(
      [prompt('kept one'), gone, prompt('kept two')].map((submission) =>
        testApp.app.engine.chat.submitPrompt(submission),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const messages = await testApp.app.engine.chat.messages(prompt('').projectId);
    expect(messages.map((message) => message.content)).toEqual(['kept one', 'kept two']);
  });
});
