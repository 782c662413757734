import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { backends, createTestApp, type TestApp } from '../../test/test-app';

interface ParameterDocument {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: {
    enum?: unknown[];
    format?: string;
    type?: string;
    minimum?: number;
    default?: unknown;
  };
}

/**
 * Admin calls and the wallet's JSON-RPC are never identified, the docs are not the API, and the
 * chain reads (networks, gas price, balances) ask a blockchain, not the database.
 */
const NOT_A_READ_OF_ONES_OWN =
  /^\/api\/(admin\/|docs\/|web3\/rpc\/|web3\/networks$|web3\/gas-price$|web3\/balance\/)/;

/** A value the parameter's schema accepts where it can tell (enums, uuids, numbers). */
function sampleValue(parameter: ParameterDocument): string {
  const schema = parameter.schema ?? {};
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.default !== undefined) return String(schema.default);
  if (schema.format === 'uuid') return randomUUID();
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  return 'sample';
}

/** Every GET of the identified /api scope as the OpenAPI document lists it, with sample values. */
async function identifiedReads(testApp: TestApp): Promise<string[]> {
  const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, { get?: { parameters?: ParameterDocument[] } }>;
  }>();
  return Object.entries(document.paths).flatMap(([path, operations]) => {
    if (!operations.get || !path.startsWith('/api/')) return [];
    if (NOT_A_READ_OF_ONES_OWN.test(path)) return [];
    const parameters = operations.get.parameters ?? [];
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      sampleValue(
        parameters.find((p) => p.in === 'path' && p.name === name) ?? { name, in: 'path' },
      ),
    );
    const query = new URLSearchParams(
      parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, sampleValue(p)]),
    ).toString();
    return [query ? `${url}?${query}` : url];
  });
}

describe.each(backends)('reads without a session cookie on %s', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
  });
  afterAll(() => testApp.close());

  it('answer every GET route without storing a user, setting a cookie or failing', async () => {
    const reads = await identifiedReads(testApp);
    expect(reads).toEqual(expect.arrayContaining(['/api/session', '/api/projects']));
    expect(reads.length).toBeGreaterThan(30);
    const before = await testApp.app.db.$count(users);
    const answers = [];
    for (const url of reads) {
      const response = await testApp.app.inject({ method: 'GET', url });
      answers.push({ url, status: response.statusCode, cookie: response.headers['set-cookie'] });
    }
    expect(answers.filter((answer) => answer.status === 500)).toEqual([]);
    expect(answers.filter((answer) => answer.cookie !== undefined)).toEqual([]);
    expect(await testApp.app.db.$count(users)).toBe(before);
  });
});
