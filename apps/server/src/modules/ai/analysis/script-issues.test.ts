import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnalyzeBody } from '@appforge/shared/contracts/ai';
import { describe, expect, it } from 'vitest';
import { analyze } from './analysis.service';

async function ruleLines(language: AnalyzeBody['language'], code: string) {
  const answer = await analyze({ code, language, mode: 'issues' });
  expect(answer.success).toBe(true);
  return answer.findings.map((finding) => [finding.rule, finding.line]);
}

describe("analyze 'issues': TypeScript", () => {
  it('reports each seeded ESLint problem at its line', async () => {
    const code = [
      'export async function load(ids: string[], fetchOne: (id: string) => Promise<number>) {',
      '  let total: any = 0;', // 2 no-explicit-any
      '  for (const id of ids) {',
      '    total += await fetchOne(id);', // 4 no-await-in-loop
      '  }',
      "  if (total == 3) fetchOne('x');", // 6 eqeqeq, no-floating-promises
      '  const unused = 1;', // 7 no-unused-vars
      '  let fixed = 2;', // 8 prefer-const
      '  if (fixed === fixed) return total;', // 9 no-self-compare
      '  return total;',
      "  console.log('never');", // 11 no-unreachable
      '}',
    ].join('\n');
    expect(await ruleLines('typescript', code)).toEqual([
      ['@typescript-eslint/no-explicit-any', 2],
      ['no-await-in-loop', 4],
      ['eqeqeq', 6],
      ['@typescript-eslint/no-floating-promises', 6],
      ['@typescript-eslint/no-unused-vars', 7],
      ['prefer-const', 8],
      ['no-self-compare', 9],
      ['no-unreachable', 11],
    ]);
  });

  it('reports a function above the complexity limit of 10', async () => {
    const branches = Array.from(
      { length: 11 },
      (_, index) => `  if (n === ${index}) return ${index};`,
    );
    const code = ['export function pick(n: number): number {', ...branches, '  return -1;', '}'];
    expect(await ruleLines('typescript', code.join('\n'))).toEqual([['complexity', 1]]);
  });

  it("reports the compiler's type errors, duplicate keys and unknown names", async () => {
    const code = [
      'export function f(count: number) {',
      "  const label: number = 'one';", // 2 ts(2322)
      '  const options = { a: 1, a: 2 };', // 3 ts(1117)
      '  return label + count + options.a + missing;', // 4 ts(2304)
      '}',
    ].join('\n');
    expect(await ruleLines('typescript', code)).toEqual([
      ['ts(2322)', 2],
      ['ts(1117)', 3],
      ['ts(2304)', 4],
    ]);
  });

  it('does not blame a snippet for imports, runtime globals or React types it cannot see', async () => {
    const code = [
      "import { useState } from 'react';",
      "import { readFile } from 'node:fs/promises';",
      'export function Counter() {',
      '  const [count, setCount] = useState<number>(0);',
      "  const home = process.env.HOME ?? '';",
      '  return <button title={home} onClick={(event) => setCount(count + event.detail)}>{count}</button>;',
      '}',
      'export const read = (path: string) => readFile(path, "utf8");',
    ].join('\n');
    expect(await ruleLines('typescript', code)).toEqual([]);
  });

  it('reads no file of the server that a pasted reference points at', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'appforge-analysis-'));
    const secret = join(directory, 'secret.d.ts');
    writeFileSync(secret, 'declare const leaked: "top-secret-value";\n');
    try {
      const code = `/// <reference path="${secret}" />\nexport const n: number = leaked;\n`;
      const answer = await analyze({ code, language: 'typescript', mode: 'issues' });
      expect(answer.findings.map((finding) => finding.rule)).toContain('ts(2304)');
      expect(JSON.stringify(answer)).not.toContain('top-secret-value');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('still reports untyped parameters of a declared function', async () => {
    const code = 'export function double(value) {\n  return value * 2;\n}\n';
    expect(await ruleLines('typescript', code)).toEqual([['ts(7006)', 1]]);
  });
});

describe("analyze 'issues': JavaScript", () => {
  it('reports undefined names and duplicate keys, with the common rules', async () => {
    const code = [
      'export function f(items) {',
      '  let size = items.length;', // 2 prefer-const
      '  if (size == 0) return missingName;', // 3 eqeqeq, no-undef
      '  return { a: 1, a: size };', // 4 no-dupe-keys
      '}',
    ].join('\n');
    expect(await ruleLines('javascript', code)).toEqual([
      ['prefer-const', 2],
      ['eqeqeq', 3],
      ['no-undef', 3],
      ['no-dupe-keys', 4],
    ]);
  });

  it('knows browser and Node globals, and reads JSX', async () => {
    const code = [
      'export function App() {',
      "  const width = window.innerWidth + Number(process.env.OFFSET ?? '0');",
      '  return <p>{width}</p>;',
      '}',
    ].join('\n');
    expect(await ruleLines('javascript', code)).toEqual([]);
  });
});
