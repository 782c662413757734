import { aiHistoryResponseSchema, type AiHistoryEntry } from '@appforge/shared/contracts/ai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newVisitor, type Visitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { createHistoryService, type HistoryRecord, type HistoryService } from './history.service';

const entry = (prompt: string, overrides: Partial<HistoryRecord> = {}): HistoryRecord => ({
  type: 'code_generation',
  prompt,
  result: `// code for ${prompt}`,
  language: 'typescript',
  status: 'success',
  ...overrides,
});

describe.each(backends)('AI history (%s)', (backend) => {
  let testApp: TestApp;
  let history: HistoryService;

  beforeEach(async () => {
    testApp = await createTestApp(backend);
    history = createHistoryService(testApp.app.db);
  });
  afterEach(() => testApp.close());

  async function userIdOf(visitor: Visitor): Promise<string> {
    const response = await visitor.inject('GET', '/api/session');
    return response.json<{ user: { id: string } }>().user.id;
  }

  async function historyOf(visitor: Visitor): Promise<AiHistoryEntry[]> {
    const response = await visitor.inject('GET', '/api/ai/history');
    expect(response.statusCode).toBe(200);
    return aiHistoryResponseSchema.parse(response.json()).history;
  }

  const clearHistory = (visitor: Visitor) =>
    testApp.app.inject({
      method: 'DELETE',
      url: '/api/ai/history',
      headers: { cookie: visitor.cookie },
    });

  it('starts empty and lists what was recorded, newest first, with its fields', async () => {
    const visitor = await newVisitor(testApp.app);
    expect(await historyOf(visitor)).toEqual([]);

    const userId = await userIdOf(visitor);
    await history.record(userId, entry('first'));
    await history.record(
      userId,
      entry('second', { type: 'ui_generation', language: 'tsx', result: 'boom', status: 'error' }),
    );
    await history.record(userId, entry('third', { type: 'analysis', language: null }));

    const listed = await historyOf(visitor);
    expect(listed.map((item) => item.prompt)).toEqual(['third', 'second', 'first']);
    expect(listed[1]).toMatchObject({
      type: 'ui_generation',
      result: 'boom',
      language: 'tsx',
      status: 'error',
    });
    expect(listed[0]?.language).toBeNull();
    const times = listed.map((item) => Date.parse(item.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows each visitor only their own entries, and a clear removes only the caller's", async () => {
    const alice = await newVisitor(testApp.app);
    const bob = await newVisitor(testApp.app);
    await history.record(await userIdOf(alice), entry('alice asks'));
    await history.record(await userIdOf(bob), entry('bob asks'));

    expect((await historyOf(alice)).map((item) => item.prompt)).toEqual(['alice asks']);
    expect((await historyOf(bob)).map((item) => item.prompt)).toEqual(['bob asks']);

    const cleared = await clearHistory(alice);
    expect(cleared.statusCode).toBe(204);
    expect(cleared.body).toBe('');
    expect(await historyOf(alice)).toEqual([]);
    expect((await historyOf(bob)).map((item) => item.prompt)).toEqual(['bob asks']);
  });

  it('lists at most the limit, keeping the newest', async () => {
    const visitor = await newVisitor(testApp.app);
    const userId = await userIdOf(visitor);
    for (const prompt of ['one', 'two', 'three']) await history.record(userId, entry(prompt));
    expect((await history.list(userId, 2)).map((item) => item.prompt)).toEqual(['three', 'two']);
  });

  it("gives a caller without a cookie a new, empty history rather than anyone else's", async () => {
    const visitor = await newVisitor(testApp.app);
    await history.record(await userIdOf(visitor), entry('mine'));
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ai/history' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ history: [] });
  });
});
