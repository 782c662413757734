import { aiAgentsResponseSchema } from '@appforge/shared/contracts/ai';
import { afterEach, describe, expect, it } from 'vitest';
import { newVisitor } from '../../test/live-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/ai/agents', () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  it('lists the built-in engines, the app generator as the default, when no language model is configured', async () => {
    testApp = await createTestApp('pglite', { llm: null });
    const visitor = await newVisitor(testApp.app);
    const response = await visitor.inject('GET', '/api/ai/agents');
    expect(response.statusCode).toBe(200);
    expect(aiAgentsResponseSchema.parse(response.json())).toEqual({
      agents: [
        {
          id: 'built-in',
          name: 'Built-in generator',
          kind: 'built-in',
          model: null,
          baseUrl: null,
          status: 'ready',
          default: true,
        },
        ...['code-recipes', 'ui-recipes', 'analyzer'].map((id) =>
          expect.objectContaining({ id, kind: 'built-in', status: 'ready', default: false }),
        ),
      ],
    });
  });

  it('adds the configured model as the default, showing its origin but no key, path or credentials', async () => {
    testApp = await createTestApp('pglite', {
      llm: {
        kind: 'anthropic',
        baseUrl: 'https://user:pass@llm.example.com:8443/v1?key=abc',
        model: 'claude-x',
        apiKey: 'sk-ant-secret',
        timeoutMs: 60_000,
      },
    });
    const visitor = await newVisitor(testApp.app);
    const response = await visitor.inject('GET', '/api/ai/agents');
    expect(response.statusCode).toBe(200);
    expect(response.json().agents).toEqual([
      expect.objectContaining({ id: 'built-in', default: false }),
      expect.objectContaining({ id: 'code-recipes' }),
      expect.objectContaining({ id: 'ui-recipes' }),
      expect.objectContaining({ id: 'analyzer' }),
      {
        id: 'llm',
        name: 'claude-x via https://llm.example.com:8443',
        kind: 'anthropic',
        model: 'claude-x',
        baseUrl: 'https://llm.example.com:8443',
        status: 'configured',
        default: true,
      },
    ]);
    expect(response.body).not.toMatch(/sk-ant-secret|pass|key=abc/);
  });
});
