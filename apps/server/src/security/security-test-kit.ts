import type { FastifyInstance, FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Visitor } from '../test/live-client';
import {
  cookiePair,
  createTestApp,
  type BackendName,
  type TestApp,
  type TestConfigOverrides,
} from '../test/test-app';

/** One route the app serves, as it was registered. */
export interface CollectedRoute {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  websocket: boolean;
}

/** High enough that no suite here ever meets the rate limit, so a 429 never hides an answer. */
const UNLIMITED_RATE = 1_000_000;

/**
 * A test app that records every route as it is registered (through the app's own `onRoute`
 * option), so a route added later is covered without anyone listing it here.
 */
export async function createRecordingApp(
  backend: BackendName,
  overrides: TestConfigOverrides = {},
): Promise<{ testApp: TestApp; routes: CollectedRoute[] }> {
  const routes: CollectedRoute[] = [];
  const record = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      // Fastify adds HEAD beside each GET with the same handler and schema.
      if (method === 'HEAD') continue;
      routes.push({
        method: method as HTTPMethods,
        url: route.url,
        schema: route.schema,
        websocket: (route as { websocket?: boolean }).websocket === true,
      });
    }
  };
  const testApp = await createTestApp(
    backend,
    { rateLimitMax: UNLIMITED_RATE, ...overrides },
    { onRoute: record },
  );
  await testApp.app.ready();
  return { testApp, routes };
}

const createdProjectSchema = z.object({ id: z.uuid() });

/** A person with a session cookie and one project of their own; `inject` sends the cookie. */
export interface Person extends Visitor {
  projectId: string;
  inject(method: HTTPMethods, url: string, payload?: unknown): Promise<InjectResponse>;
}

/** Creating a project is what any visitor does first; it answers their session cookie. */
export async function newPerson(app: FastifyInstance, name = 'My App'): Promise<Person> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/projects',
    payload: { name, description: 'security test' },
  });
  const cookie = cookiePair(created.headers['set-cookie']);
  if (created.statusCode !== 201 || !cookie) {
    throw new Error(`Creating a project failed: ${created.statusCode} ${created.body}`);
  }
  const inject = (method: HTTPMethods, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    cookie,
    projectId: createdProjectSchema.parse(created.json()).id,
    inject,
    async createProject(projectName = 'Another app') {
      const response = await inject('POST', '/api/projects', { name: projectName });
      return createdProjectSchema.parse(response.json());
    },
  };
}

/** A stack frame or a source path: nothing of the kind may reach a caller. */
const STACK_TRACE = /\bat .*\.[cm]?[jt]s:\d+|\n\s+at \S|node:internal|node_modules\//;

export function leaksStackTrace(text: string): boolean {
  return STACK_TRACE.test(text);
}

/** Why an answer breaks the API's error rule, or null when it keeps it. */
export function errorRuleBreach(
  response: InjectResponse,
  { htmlPages = false }: { htmlPages?: boolean } = {},
): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body}`;
  if (leaksStackTrace(response.body)) return `leaked a stack trace: ${response.body}`;
  if (response.statusCode < 400) return null;
  const type = String(response.headers['content-type'] ?? '');
  if (htmlPages && type.startsWith('text/html')) return null;
  if (!type.startsWith('application/json')) return `answered ${response.statusCode} as ${type}`;
  const body = z
    .object({ error: z.string().min(1), message: z.string().min(1) })
    .safeParse(safeJson(response.body));
  return body.success ? null : `answered ${response.statusCode} without { error, message }`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A 404 `{ error: 'not_found' }`, as every other person's resource must answer. */
export function expectNotFound(response: InjectResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(404);
  expect(response.json(), what).toMatchObject({
    error: 'not_found',
    message: expect.any(String),
  });
}
