import type { AppSpec } from '@appforge/codegen/app-spec';
import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import { apiContractsGateSchema } from '@appforge/shared/contracts/truth-report';
import { describe, expect, it } from 'vitest';
import { apiContractsGate } from './api-contracts';
import type { GateInput } from './gate-input';
import { gateInput, type GateTestApp } from './gate-test-apps';

/** The routes a backend registers, as the sandbox reports them: read here from its route files. */
function routesOf(code: GeneratedCode) {
  const routeFiles = Object.entries(code.backend).filter(([path]) =>
    path.startsWith('src/routes/'),
  );
  return [
    { method: 'GET', path: '/health' },
    ...routeFiles.flatMap(([, text]) =>
      [...text.matchAll(/app\.(get|post|put|patch|delete)(?:<[^>]*>)?\('([^']+)'/g)].map(
        ([, method, path]) => ({ method: method!.toUpperCase(), path: path! }),
      ),
    ),
  ];
}

const up = (input: GateInput) => ({ serverUp: true, servedRoutes: routesOf(input.code) });

function withPrevious(input: GateInput, edit: (spec: AppSpec) => void): GateInput {
  const appSpec = structuredClone(input.appSpec!);
  edit(appSpec);
  return { ...input, version: 2, previous: { version: 1, code: input.code, appSpec } };
}

const APPS: GateTestApp[] = ['habits', 'wine', 'recipes'];

describe('apiContractsGate', () => {
  it.each(APPS)('verifies every call of the generated %s app against its backend', async (app) => {
    const input = await gateInput(app);
    const gate = apiContractsGateSchema.parse(apiContractsGate(input, up(input)));
    const path = input.code.frontend['src/storage.ts']!.match(/path: '([^']+)'/)![1]!;
    expect(gate.calls).toEqual(
      expect.arrayContaining([
        { method: 'GET', path, served: true },
        { method: 'GET', path: `${path}/:id`, served: true },
        { method: 'POST', path, served: true },
        { method: 'PATCH', path: `${path}/:id`, served: true },
        { method: 'DELETE', path: `${path}/:id`, served: true },
      ]),
    );
    expect(gate).toMatchObject({
      status: 'pass',
      pactVerified: true,
      mockServersUp: true,
      schemaChanges: 'first_version',
      changes: [],
    });
    expect(gate.summary).toMatch(/^All \d+ calls the app makes are served by its backend\./);
  });

  it('reads the requests from the adapter: a PUT instead of PATCH shows as PUT', async () => {
    const input = await gateInput('habits', (code) => {
      code.frontend['src/data/rest-store.ts'] = code.frontend['src/data/rest-store.ts']!.replace(
        /'PATCH'/g,
        "'PUT'",
      );
    });
    const methods = apiContractsGate(input, up(input)).calls.map((call) => call.method);
    expect(methods).toContain('PUT');
    expect(methods).not.toContain('PATCH');
  });

  it('fails when the backend does not serve a call the app makes', async () => {
    const input = await gateInput('wine');
    const servedRoutes = routesOf(input.code).filter((route) => route.method !== 'PATCH');
    const gate = apiContractsGate(input, { serverUp: true, servedRoutes });
    expect(gate.status).toBe('fail');
    expect(gate.pactVerified).toBe(false);
    expect(gate.calls.filter((call) => !call.served)).toEqual([
      { method: 'PATCH', path: '/api/wines/:id', served: false },
    ]);
    expect(gate.summary).toMatch(
      /^1 of 5 calls the app makes is not served: PATCH \/api\/wines\/:id/,
    );
  });

  it('fails when the backend did not start', async () => {
    const input = await gateInput('habits');
    const gate = apiContractsGate(input, { serverUp: false, servedRoutes: [] });
    expect(gate).toMatchObject({ status: 'fail', pactVerified: false, mockServersUp: false });
    expect(gate.summary).toMatch(/^The backend did not start in the sandbox/);
  });

  it('fails when a body the app sends does not fit the backend’s schema', async () => {
    const input = await gateInput('habits', (code) => {
      code.frontend['src/types.ts'] = code.frontend['src/types.ts']!.replace(
        'export const emptyHabit: Omit<Habit, keyof StoredRecord> = {',
        "$&\n  colour: '',",
      );
      code.backend['src/schemas.ts'] = code.backend['src/schemas.ts']!.replace(
        'export const habitSchema = z.strictObject({',
        '$&\n  owner: z.string(),',
      );
    });
    const gate = apiContractsGate(input, up(input));
    expect(gate.status).toBe('fail');
    expect(gate.pactVerified).toBe(false);
    expect(gate.calls.every((call) => call.served)).toBe(true);
    expect(gate.summary).toContain(
      '3 request body problems: POST /api/habits: the app sends “colour”, which the backend refuses.',
    );
  });

  it('compares the data model with the previous version', async () => {
    const input = await gateInput('recipes');
    const unchanged = apiContractsGate(
      withPrevious(input, () => {}),
      up(input),
    );
    expect(unchanged).toMatchObject({ status: 'pass', schemaChanges: 'none', changes: [] });

    const grown = apiContractsGate(
      withPrevious(input, (spec) => {
        spec.entities[0]!.fields = spec.entities[0]!.fields.filter(
          (field) => field.name !== 'steps',
        );
      }),
      up(input),
    );
    expect(grown).toMatchObject({
      status: 'pass',
      schemaChanges: 'compatible',
      changes: ['Recipe.steps was added.'],
    });

    const broken = apiContractsGate(
      withPrevious(input, (spec) => {
        const fields = spec.entities[0]!.fields;
        fields.find((field) => field.name === 'servings')!.type = 'text';
        fields.find((field) => field.name === 'name')!.required = false;
        fields.push({ name: 'chef', label: 'Chef', type: 'text', required: false });
        spec.entities.push({ ...spec.entities[0]!, name: 'Menu', pluralName: 'Menus' });
      }),
      up(input),
    );
    expect(broken.status).toBe('review');
    expect(broken.schemaChanges).toBe('breaking');
    expect(broken.summary).toMatch(/ 4 breaking schema changes, first: Menu was removed\.$/);
    expect(broken.changes).toEqual([
      'Menu was removed.',
      'Recipe.chef was removed.',
      'Recipe.name became required.',
      'Recipe.servings changed from text to number.',
    ]);
  });
});
