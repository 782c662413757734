import { generate } from '@appforge/codegen/index';
import { describe, expect, it } from 'vitest';
import { runSandboxedChecks } from './run-sandboxed-checks.ts';

/** Generated apps run in the sandbox: their own cases pass, with coverage, routes and a p95. */

const SLOW = 60_000;

describe('runSandboxedChecks on generated apps', () => {
  it(
    'runs a habit tracker: every case passes, with coverage, routes and a p95',
    async () => {
      const { appSpec, generatedCode } = await generate({ prompt: 'a habit tracker' });
      const outcome = await runSandboxedChecks(
        { code: generatedCode, appSpec },
        { loadTestMs: 1_000, timeoutMs: 30_000 },
      );

      expect(outcome.error).toBeNull();
      expect(outcome.cases.filter((testCase) => !testCase.passed)).toEqual([]);
      const names = outcome.cases.map((testCase) => `${testCase.suite} ${testCase.name}`);
      expect(names).toEqual(
        expect.arrayContaining([
          'unit Habit: validateHabit accepts a filled form',
          'unit Habit: validateHabit asks an empty form for name',
          'unit Habit: habitTitle writes a text',
          'api Server: starts and answers GET /health',
          'api Habit: create',
          'api Habit: rejects a body without name',
          'api Habit: change its name',
          'api Habit: a deleted one is not found',
        ]),
      );
      expect(outcome.serverUp).toBe(true);
      expect(outcome.coverage).toBeGreaterThan(0);
      expect(outcome.coverage).toBeLessThan(1);
      expect(outcome.p95ApiMs).toBeGreaterThan(0);
      expect(outcome.apiRequests).toBeGreaterThan(0);
      expect(outcome.cpuMs).toBeGreaterThan(0);
      expect(outcome.servedRoutes).toEqual(
        expect.arrayContaining([
          { method: 'GET', path: '/health' },
          { method: 'GET', path: '/api/habits' },
          { method: 'POST', path: '/api/habits' },
          { method: 'GET', path: '/api/habits/:id' },
          { method: 'PATCH', path: '/api/habits/:id' },
          { method: 'DELETE', path: '/api/habits/:id' },
        ]),
      );
      expect(outcome.servedRoutes.some((route) => route.method === 'HEAD')).toBe(false);
    },
    SLOW,
  );

  it(
    'runs a recipe book whose ingredients need a recipe: parents are created first and deleted last',
    async () => {
      const { appSpec, generatedCode } = await generate({
        prompt: 'a recipe book where each recipe has many ingredients',
      });
      const outcome = await runSandboxedChecks(
        { code: generatedCode, appSpec },
        { loadTestMs: 1_000, timeoutMs: 30_000 },
      );

      expect(outcome.error).toBeNull();
      expect(outcome.cases.filter((testCase) => !testCase.passed)).toEqual([]);
      const api = outcome.cases.filter((testCase) => testCase.suite === 'api');
      const position = (name: string) => api.findIndex((testCase) => testCase.name === name);
      expect(position('Recipe: create')).toBeGreaterThan(-1);
      expect(position('Recipe: create')).toBeLessThan(position('Ingredient: create'));
      expect(position('Ingredient: delete it')).toBeLessThan(position('Recipe: delete it'));
      expect(outcome.cases.filter((testCase) => testCase.suite === 'unit').length).toBeGreaterThan(
        4,
      );
      expect(outcome.coverage).toBeGreaterThan(0);
      expect(outcome.coverage).toBeLessThan(1);
      expect(outcome.p95ApiMs).toBeGreaterThan(0);
      expect(outcome.servedRoutes).toEqual(
        expect.arrayContaining([
          { method: 'POST', path: '/api/recipes' },
          { method: 'POST', path: '/api/ingredients' },
          { method: 'DELETE', path: '/api/ingredients/:id' },
        ]),
      );
    },
    SLOW,
  );

  it(
    'without an AppSpec checks only that the server starts, and loads the routes it finds',
    async () => {
      const { generatedCode } = await generate({ prompt: 'a to-do app' });
      const outcome = await runSandboxedChecks(
        { code: generatedCode, appSpec: null },
        { loadTestMs: 500, timeoutMs: 30_000 },
      );

      expect(outcome.error).toBeNull();
      expect(outcome.serverUp).toBe(true);
      expect(outcome.cases.map((testCase) => [testCase.suite, testCase.passed])).toEqual([
        ['unit', true],
        ['api', true],
      ]);
      expect(outcome.servedRoutes).toContainEqual({ method: 'GET', path: '/api/to-dos' });
      expect(outcome.p95ApiMs).toBeGreaterThan(0);
    },
    SLOW,
  );
});
