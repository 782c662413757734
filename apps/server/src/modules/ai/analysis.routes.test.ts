import { analyzeResponseSchema } from '@appforge/shared/contracts/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, type Visitor } from '../../test/live-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('POST /api/ai/analyze', () => {
  let testApp: TestApp;
  let visitor: Visitor;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', { llm: null });
    visitor = await newVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  it('keeps each analysis in the caller’s history: the request, the summary and each finding', async () => {
    await visitor.inject('POST', '/api/ai/analyze', {
      code: 'const unused = 1;\nexport const x = 2;\n',
      language: 'typescript',
      mode: 'issues',
    });
    const [entry] = (await visitor.inject('GET', '/api/ai/history')).json().history;
    expect(entry).toMatchObject({ type: 'analysis', status: 'success' });
    expect(entry.prompt).toMatch(/^Find Issues \(typescript\)\nconst unused = 1;/);
    expect(entry.result).toMatch(
      /^1 issue found.*\nline 1:7 \w+ @typescript-eslint\/no-unused-vars: /,
    );
  });

  it("answers 'Find Issues' with findings sorted by position and a summary", async () => {
    const code =
      'export function f(a: number) {\n  const b: string = a;\n  if (a == 1) return b;\n}\n';
    const response = await visitor.inject('POST', '/api/ai/analyze', {
      code,
      language: 'typescript',
      mode: 'issues',
    });
    expect(response.statusCode).toBe(200);
    expect(analyzeResponseSchema.parse(response.json())).toEqual({
      success: true,
      findings: [
        expect.objectContaining({ line: 2, severity: 'error', rule: 'ts(2322)' }),
        expect.objectContaining({ line: 3, severity: 'warning', rule: 'eqeqeq' }),
      ],
      summary: '2 issues found: 1 error, 1 warning.',
    });
  });

  it("answers 'Analyze Performance' for a tree-sitter language", async () => {
    const code =
      'def pairs(items):\n    for a in items:\n        for b in items:\n            print(a, b)\n';
    const response = await visitor.inject('POST', '/api/ai/analyze', {
      code,
      language: 'python',
      mode: 'performance',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      findings: [{ line: 3, column: 9, rule: 'perf/nested-loop-same-collection' }],
      summary: '1 issue found: 1 warning.',
    });
  });

  it('refuses an unknown language or mode, and empty code, with 400', async () => {
    const bodies = [
      { code: 'x', language: 'cobol', mode: 'issues' },
      { code: 'x', language: 'python', mode: 'style' },
      { code: '', language: 'python', mode: 'issues' },
      { language: 'python', mode: 'issues' },
    ];
    for (const body of bodies) {
      const response = await visitor.inject('POST', '/api/ai/analyze', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation_failed',
        message: expect.any(String),
      });
    }
  });
});
