import {
  startFakeModelServer,
  type FakeModelServer,
} from '@appforge/codegen/testing/fake-openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, type Visitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';

const THEME = { primaryColor: '#7C3AED', secondaryColor: '#F59E0B', fontSize: 18, spacing: 12 };

describe.each(backends)('AI generation with the built-in engines (%s)', (backend) => {
  let testApp: TestApp;
  let visitor: Visitor;
  beforeAll(async () => {
    testApp = await createTestApp(backend, { llm: null });
    visitor = await newVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  it('answers a data-model request with the names the prompt gave, and keeps it in history', async () => {
    const response = await visitor.inject('POST', '/api/ai/generate-code', {
      prompt: 'a struct for a recipe with name, servings and cook time',
      language: 'swift',
      context: { platform: 'ios' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, language: 'swift', engine: 'built-in' });
    expect(body.code).toMatch(/struct Recipe\b/);
    expect(body.code).toMatch(/servings/);
    expect(body.explanation.length).toBeGreaterThan(20);

    const history = (await visitor.inject('GET', '/api/ai/history')).json().history;
    expect(history[0]).toMatchObject({
      type: 'code_generation',
      prompt: 'a struct for a recipe with name, servings and cook time',
      status: 'success',
      language: 'swift',
    });
  });

  it('says which settings would cover a request no recipe covers, with no code', async () => {
    const response = await visitor.inject('POST', '/api/ai/generate-code', {
      prompt: 'write me a sonnet about the sea',
      language: 'python',
      context: { platform: 'backend' },
    });
    expect(response.json()).toMatchObject({ success: false, code: '' });
    expect(response.json().error).toMatch(/LLM_BASE_URL/);
  });

  it('builds a UI component in the theme it was given', async () => {
    const response = await visitor.inject('POST', '/api/ai/generate-ui', {
      platform: 'android',
      component: 'a login form with email and password',
      props: {},
      theme: THEME,
    });
    const body = response.json();
    expect(body).toMatchObject({ success: true, engine: 'built-in' });
    expect(body.code).toMatch(/0xFF7C3AED/i);
    expect(body.files.length).toBeGreaterThan(0);
  });

  it('refuses invalid bodies with 400 and the reason', async () => {
    const cases = [
      { prompt: 'a user model', language: 'cobol', context: { platform: 'web' } },
      { prompt: '   ', language: 'rust', context: { platform: 'backend' } },
      { prompt: 'a user model', language: 'rust', context: { platform: 'mainframe' } },
    ];
    for (const payload of cases) {
      const response = await visitor.inject('POST', '/api/ai/generate-code', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    const badTheme = await visitor.inject('POST', '/api/ai/generate-ui', {
      platform: 'web',
      component: 'a card',
      props: {},
      theme: { ...THEME, primaryColor: 'purple' },
    });
    expect(badTheme.statusCode).toBe(400);
  });
});

describe('AI generation with a language model', () => {
  let model: FakeModelServer;
  let testApp: TestApp;
  let visitor: Visitor;
  const answers = new Map<string, string[]>();
  beforeAll(async () => {
    // Each prompt names the answers the fake model gives, in order; "fail" is an HTTP 500.
    model = await startFakeModelServer((request) => {
      const first = request.body.messages?.find((message) => message.role === 'user');
      const queue = answers.get(String(first?.content)) ?? [];
      const next = queue.shift() ?? 'fail';
      return next === 'fail'
        ? { status: 500, errorMessage: 'model overloaded' }
        : { content: next, chunkSize: 1000 };
    });
    testApp = await createTestApp('pglite', {
      llm: { kind: 'openai-compatible', baseUrl: model.baseUrl, model: 'fake', timeoutMs: 10_000 },
    });
    visitor = await newVisitor(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await model.close();
  });

  const ask = (prompt: string, language = 'python') =>
    visitor.inject('POST', '/api/ai/generate-code', {
      prompt,
      language,
      context: { platform: 'backend' },
    });

  it('asks again with the parse errors when the first answer does not parse', async () => {
    answers.set('a broken then fixed function', [
      '```python\ndef add(a, b:\n    return a + b\n```',
      'Fixed.\n```python\ndef add(a, b):\n    return a + b\n```\nAdds two numbers.',
    ]);
    const before = model.requests.length;
    const body = (await ask('a broken then fixed function')).json();
    expect(body).toMatchObject({ success: true, engine: 'llm' });
    expect(body.code).toBe('def add(a, b):\n    return a + b');
    expect(model.requests.length - before).toBe(2);
    const retry = JSON.stringify(model.requests.at(-1)?.body.messages);
    expect(retry).toMatch(/does not parse/);
  });

  it('returns code that still does not parse with its errors in the explanation', async () => {
    answers.set('always broken', ['```python\ndef f(:\n```', '```python\ndef g(:\n```']);
    const body = (await ask('always broken')).json();
    expect(body.success).toBe(true);
    expect(body.code).toBe('def g(:');
    expect(body.explanation).toMatch(/does not parse: line 1/);
  });

  it('reports a failing model as a failed generation', async () => {
    const body = (await ask('the model is down')).json();
    expect(body).toMatchObject({ success: false, engine: 'llm' });
    expect(body.error).toMatch(/HTTP 500/);
    const history = (await visitor.inject('GET', '/api/ai/history')).json().history;
    expect(history[0]).toMatchObject({ status: 'error', prompt: 'the model is down' });
  });
});
