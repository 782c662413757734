import { existsSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { generate, type GenerateResult } from '@appforge/codegen/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_MARK } from './child-program.ts';
import { runSandboxedChecks } from './run-sandboxed-checks.ts';

/**
 * Broken and hostile apps in the sandbox: failing cases are named, the permission model refuses
 * reads, writes and processes outside the app's folder, and the time limit and memory cap stop it.
 */

const SLOW = 60_000;
const QUICK = { loadTestMs: 300, timeoutMs: 30_000 };
let habits: GenerateResult;
const escapeFile = `/tmp/truth-sandbox-escape-${randomUUID()}.txt`;

beforeAll(async () => {
  habits = await generate({ prompt: 'a habit tracker' });
});

afterAll(() => rmSync(escapeFile, { force: true }));

/** The habit tracker with one file changed. */
function edited(side: 'backend' | 'frontend', path: string, edit: (source: string) => string) {
  const code = structuredClone(habits.generatedCode);
  const changed = edit(code[side][path]!);
  expect(changed).not.toBe(code[side][path]);
  code[side][path] = changed;
  return { code, appSpec: habits.appSpec };
}

/** Puts `statement` first in buildServer. */
const atStartup = (statement: string) =>
  edited('backend', 'src/server.ts', (source) =>
    source.replace(
      /export function buildServer\([^)]*\)[^{]*\{/,
      (head) => `${head}\n${statement}`,
    ),
  );

const failedNames = (cases: { name: string; passed: boolean }[]) =>
  cases.filter((testCase) => !testCase.passed).map((testCase) => testCase.name);

describe('the sandbox', () => {
  it(
    'names the cases a broken create route and a throwing validation fail',
    async () => {
      const broken = edited('backend', 'src/routes/habits.ts', (source) =>
        source.replace('reply.code(201)', 'reply.code(500)'),
      );
      broken.code.frontend['src/validation.ts'] = broken.code.frontend[
        'src/validation.ts'
      ]!.replace(
        /export function validateHabit\([^)]*\)[^{]*\{/,
        (head) => `${head}\nthrow new Error('broken validation');`,
      );
      const outcome = await runSandboxedChecks(broken, QUICK);

      expect(failedNames(outcome.cases)).toEqual([
        'Habit: validateHabit accepts a filled form',
        'Habit: validateHabit asks an empty form for name',
        'Habit: create',
        'Habit: list it',
        'Habit: read it',
        'Habit: change its name',
      ]);
      const failure = (name: string) => outcome.cases.find((testCase) => testCase.name === name);
      expect(failure('Habit: validateHabit accepts a filled form')?.message).toContain(
        'broken validation',
      );
      expect(failure('Habit: create')?.message).toContain('answered 500');
      expect(failure('Habit: rejects a body without name')?.passed).toBe(true);
      expect(outcome.serverUp).toBe(true);
      expect(outcome.error).toBeNull();
    },
    SLOW,
  );

  it(
    'ignores what the app prints, even lines made to look like the protocol',
    async () => {
      const outcome = await runSandboxedChecks(
        atStartup(
          [
            "console.log('hello from the app');",
            'console.log(`${LINE_MARK}{not json`);',
            'console.log(`${LINE_MARK}{"type":"crashed","message":7}`);',
            'console.log(`${LINE_MARK}{"type":"reply","id":1,"ok":true,"hits":"all"}`);',
          ]
            .join('\n')
            .replaceAll('${LINE_MARK}', LINE_MARK),
        ),
        QUICK,
      );

      expect(failedNames(outcome.cases)).toEqual([]);
      expect(outcome.error).toBeNull();
    },
    SLOW,
  );

  it(
    'refuses a route reading /etc/passwd: the case fails and the refusal is the error',
    async () => {
      const outcome = await runSandboxedChecks(
        edited('backend', 'src/routes/habits.ts', (source) =>
          source.replace(
            "app.get('/api/habits', async () => ",
            "app.get('/api/habits', async () => process.getBuiltinModule('node:fs').readFileSync('/etc/passwd', 'utf8') && ",
          ),
        ),
        QUICK,
      );

      expect(failedNames(outcome.cases)).toEqual(['Habit: list it']);
      expect(outcome.error).toBe('The sandbox refused the generated app reading /etc/passwd');
    },
    SLOW,
  );

  it(
    'refuses a write outside its folder: nothing is written and the server does not start',
    async () => {
      const outcome = await runSandboxedChecks(
        atStartup(
          `process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(escapeFile)}, 'escaped');`,
        ),
        QUICK,
      );

      expect(existsSync(escapeFile)).toBe(false);
      expect(outcome.serverUp).toBe(false);
      expect(failedNames(outcome.cases)).toContain('Server: starts and answers GET /health');
      expect(outcome.error).toBe(`The sandbox refused the generated app writing ${escapeFile}`);
      expect(outcome.p95ApiMs).toBeNull();
    },
    SLOW,
  );

  it(
    'refuses to start a process from a route',
    async () => {
      const outcome = await runSandboxedChecks(
        edited('backend', 'src/routes/habits.ts', (source) =>
          source.replace(
            "app.post('/api/habits', { schema: { body: habitSchema } }, async (request, reply) => {",
            "app.post('/api/habits', { schema: { body: habitSchema } }, async (request, reply) => {\nprocess.getBuiltinModule('node:child_process').execSync('touch " +
              escapeFile +
              "');",
          ),
        ),
        QUICK,
      );

      expect(existsSync(escapeFile)).toBe(false);
      expect(failedNames(outcome.cases)).toContain('Habit: create');
      expect(outcome.error).toBe(
        'The sandbox refused the generated app starting a process (/bin/sh)',
      );
    },
    SLOW,
  );

  it(
    'kills a backend that loops forever at startup at the time limit',
    async () => {
      const started = performance.now();
      const outcome = await runSandboxedChecks(atStartup('while (Date.now() > 0) {}'), {
        timeoutMs: 4_000,
      });

      expect(outcome.error).toBe('The generated app ran past the 4 s limit');
      expect(outcome.serverUp).toBe(false);
      expect(outcome.cases).toContainEqual(
        expect.objectContaining({ name: 'Server: starts and answers GET /health', passed: false }),
      );
      expect(outcome.coverage).toBeNull();
      expect(outcome.cpuMs).toBeGreaterThan(0);
      // Bundling comes before the limit starts; the run ends soon after the limit.
      expect(performance.now() - started).toBeGreaterThanOrEqual(4_000);
      expect(performance.now() - started).toBeLessThan(40_000);
    },
    SLOW,
  );

  it(
    'stops a backend that allocates without end at the memory cap',
    async () => {
      const outcome = await runSandboxedChecks(
        atStartup(
          'const hoard = []; while (Date.now() > 0) hoard.push(new Array(10_000).fill(hoard.length));',
        ),
        { timeoutMs: 40_000, memoryMb: 64 },
      );

      expect(outcome.error).toBe('The generated app went past its 64 MB memory cap');
      expect(outcome.serverUp).toBe(false);
    },
    SLOW,
  );
});
