import { describe, expect, it } from 'vitest';
import { checkSyntax } from './check-syntax';

const valid = {
  typescript: 'export function add(a: number, b: number): number {\n  return a + b;\n}\n',
  javascript: 'export function add(a, b) {\n  return a + b;\n}\n',
  python: 'def add(a: int, b: int) -> int:\n    return a + b\n',
  swift: 'func add(_ a: Int, _ b: Int) -> Int {\n    return a + b\n}\n',
  kotlin: 'fun add(a: Int, b: Int): Int {\n    return a + b\n}\n',
  rust: 'pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n',
} as const;

describe('checkSyntax', () => {
  it.each(Object.entries(valid))('finds nothing in valid %s', async (language, code) => {
    expect(await checkSyntax(language as keyof typeof valid, code)).toEqual([]);
  });

  it('reports a TypeScript error at its line and column', async () => {
    const code = 'const a = 1;\nconst b = (a + );\nexport { b };\n';
    expect(await checkSyntax('typescript', code)).toEqual([
      { line: 2, column: 16, message: 'Unexpected ")"' },
    ]);
  });

  it('reads React TSX with or without the jsx option, and refuses JSX when told there is none', async () => {
    const component =
      "import { useState } from 'react';\n\nexport function Counter() {\n  const [count, setCount] = useState<number>(0);\n  return <button onClick={() => setCount(count + 1)}>{count}</button>;\n}\n";
    expect(await checkSyntax('typescript', component)).toEqual([]);
    expect(await checkSyntax('typescript', component, { jsx: true })).toEqual([]);
    expect((await checkSyntax('typescript', component, { jsx: false }))[0]?.line).toBe(5);
  });

  it('keeps generic arrow functions and casts of plain TypeScript readable', async () => {
    const code = 'const first = <T,>(items: T[]) => items[0];\nconst n = <number>first([1]);\n';
    expect(await checkSyntax('typescript', code)).toEqual([]);
  });

  it('counts columns after non-ASCII text like a JavaScript string', async () => {
    const [problem] = await checkSyntax('javascript', "const s = 'héllo😀'; let = ;\n");
    // `;` is the 28th UTF-16 unit of the line, the 31st UTF-8 byte.
    expect(problem).toMatchObject({ line: 1, column: 28 });
  });

  it('reports a Python error on the line of the broken statement', async () => {
    const code = 'def add(a, b):\n    return a + b\n\nprint(add(1, 2)\nx = 3\n';
    const problems = await checkSyntax('python', code);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]?.line).toBe(4);
  });

  it('names a missing token in Swift', async () => {
    const code = 'func f() -> Int {\n    let x = (1 + 2\n    return x\n}\n';
    expect(await checkSyntax('swift', code)).toEqual([
      { line: 2, column: expect.any(Number), message: 'Missing `)`' },
    ]);
  });

  it('reports a Kotlin error at its line', async () => {
    const code = 'fun main() {\n    val items = = listOf(1, 2)\n    println(items)\n}\n';
    const problems = await checkSyntax('kotlin', code);
    expect(problems.map((problem) => problem.line)).toEqual([2]);
  });

  it('reports a Rust error near the unexpected text', async () => {
    const code = 'fn main() {\n    let x = 1;\n    let y = x + ;\n}\n';
    const problems = await checkSyntax('rust', code);
    expect(problems[0]).toMatchObject({ line: 3 });
    expect(problems[0]?.message).toMatch(/^(Syntax error near `.+`|Missing .+)$/);
  });

  it('answers many requests in parallel from the one parser process', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        checkSyntax(index % 2 ? 'python' : 'rust', index % 2 ? valid.python : 'fn (', {}),
      ),
    );
    answers.forEach((problems, index) => expect(problems.length > 0).toBe(index % 2 === 0));
  });
});
