import { describe, expect, it } from 'vitest';
import { analyze, summarize } from './analysis.service';
import { CLEAN_CODE } from './clean-code.fixtures';

describe('analyze: clean code', () => {
  it.each(
    CLEAN_CODE.flatMap((sample) => [
      { ...sample, mode: 'issues' as const },
      { ...sample, mode: 'performance' as const },
    ]),
  )('finds nothing in $name ($mode)', async ({ language, code, mode }) => {
    expect(await analyze({ code, language, mode })).toEqual({
      success: true,
      findings: [],
      summary: 'No issues found.',
    });
  });
});

describe('analyze: syntax errors', () => {
  it('reports only the syntax error when a file does not parse, in either mode', async () => {
    const code =
      'export function total(values: number[]) {\n  return values.reduce((a, b) => a + b, 0;\n}\n';
    for (const mode of ['issues', 'performance'] as const) {
      const answer = await analyze({ code, language: 'typescript', mode });
      expect(answer.findings).toEqual([
        expect.objectContaining({ line: 2, severity: 'error', rule: 'syntax-error' }),
      ]);
    }
  });

  it('reports tree-sitter syntax errors as errors', async () => {
    const answer = await analyze({
      code: 'def f(:\n    pass\n',
      language: 'python',
      mode: 'issues',
    });
    expect(answer.findings).toEqual([
      { line: 1, column: 7, severity: 'error', rule: 'syntax-error', message: 'Missing `)`' },
    ]);
    expect(answer.summary).toBe('1 issue found: 1 error.');
  });
});

describe('summarize', () => {
  const finding = (severity: 'error' | 'warning' | 'info') => ({
    line: 1,
    column: 1,
    severity,
    rule: 'r',
    message: 'm',
  });

  it('counts the findings by severity in one sentence', () => {
    expect(summarize([])).toBe('No issues found.');
    expect(summarize([finding('warning'), finding('error')])).toBe(
      '2 issues found: 1 error, 1 warning.',
    );
    expect(summarize([finding('info'), finding('info'), finding('warning')])).toBe(
      '3 issues found: 1 warning, 2 suggestions.',
    );
  });
});
