import { staticAnalysisGateSchema } from '@appforge/shared/contracts/truth-report';
import { describe, expect, it } from 'vitest';
import { gateInput, type GateTestApp } from './gate-test-apps';
import { staticAnalysisGate } from './static-analysis';

const APPS: GateTestApp[] = ['habits', 'wine', 'recipes'];

// The first run in a process parses TypeScript's libraries and @types/node and loads ESLint.
describe('staticAnalysisGate', { timeout: 60_000 }, () => {
  it.each(APPS)(
    'passes the generated %s app: bundles, backend types and lint clean',
    async (app) => {
      const gate = staticAnalysisGateSchema.parse(await staticAnalysisGate(await gateInput(app)));
      expect(gate.checks).toMatchObject({
        bundle_frontend: 'ok',
        bundle_backend: 'ok',
        typecheck_backend: 'ok',
        lint: 'ok',
      });
      expect(gate.problems).toEqual([]);
      expect(gate.status).toBe('pass');
    },
  );

  it('says why the frontend is not type-checked when Expo’s types are not installed here', async () => {
    const gate = await staticAnalysisGate(await gateInput('habits'));
    // The platform installs React Native but not Expo: the check is honest about it.
    expect(gate.checks.typecheck_frontend).toBe('not_measured');
    expect(gate.summary).toMatch(/frontend is not type-checked here: the types of .*expo/);
  });

  it('fails on a backend type error and names its file and line', async () => {
    const input = await gateInput('wine', (code) => {
      code.backend['src/server.ts'] = code.backend['src/server.ts']!.replace(
        "app.get('/health', async () => ({ status: 'ok' }));",
        "const port: number = 'a port';\n  app.get('/health', async () => ({ status: port }));",
      );
    });
    const gate = await staticAnalysisGate(input);
    expect(gate.status).toBe('fail');
    expect(gate.checks.typecheck_backend).toBe(1);
    expect(gate.problems).toEqual([
      expect.objectContaining({
        check: 'typecheck_backend',
        file: 'backend/src/server.ts',
        message: "Type 'string' is not assignable to type 'number'.",
      }),
    ]);
    expect(gate.summary).toMatch(/^Both sides bundle; 1 type error; no lint problem\./);
  });

  it('fails when a frontend import is missing from the app', async () => {
    const input = await gateInput('recipes', (code) => {
      delete code.frontend['src/theme.ts'];
    });
    const gate = await staticAnalysisGate(input);
    expect(gate.status).toBe('fail');
    expect(gate.checks.bundle_frontend).toBeGreaterThan(0);
    expect(gate.checks.bundle_backend).toBe('ok');
    expect(gate.problems[0]).toMatchObject({ check: 'bundle_frontend' });
    expect(gate.problems[0]!.message).toMatch(/Cannot find ".*theme"/);
  });

  it('asks for review when only lint finds problems', async () => {
    const input = await gateInput('habits', (code) => {
      code.frontend['src/format.ts'] +=
        '\nexport function unsafe(value: any) {\n  var copy = value;\n  return copy;\n}\n';
    });
    const gate = await staticAnalysisGate(input);
    expect(gate.checks.lint).toBe(2);
    expect(gate.status).toBe('review');
    expect(gate.problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('(@typescript-eslint/no-explicit-any)'),
      expect.stringContaining('(no-var)'),
    ]);
    expect(gate.problems[0]!.file).toBe('frontend/src/format.ts');
    expect(gate.summary).toContain('2 lint problems');
  });

  it('lists at most 50 problems while the check counts them all', async () => {
    const input = await gateInput('habits', (code) => {
      code.backend['src/extra.ts'] = Array.from(
        { length: 60 },
        (_, index) => `export const value${index}: number = '${index}';`,
      ).join('\n');
    });
    const gate = await staticAnalysisGate(input);
    expect(gate.checks.typecheck_backend).toBe(60);
    expect(gate.problems).toHaveLength(50);
  });
});
