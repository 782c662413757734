import type { ApiContractsGate } from '@appforge/shared/contracts/truth-report';
import { backendBodySchemas, type BodySchema } from './backend-schemas';
import type { GateInput, SandboxOutcome } from './gate-input';
import { frontendCalls, type DeclaredCollection } from './rest-calls';
import { schemaChangesBetween, type SchemaChanges } from './schema-changes';

type Call = ApiContractsGate['calls'][number];

/** "/api/habits/:habitId/" and "/api/habits/:id" are the same route. */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\/+$/, '').replace(/:[^/]+/g, ':param')}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What a body the app sends lacks or has too many of, for the backend's schema of the route. */
function bodyProblems(call: Call, collection: DeclaredCollection, schema: BodySchema): string[] {
  if (!collection.bodyKeys) return [];
  const sent = new Set(collection.bodyKeys);
  const unknown = collection.bodyKeys.filter((key) => !schema.keys.includes(key));
  const problems = unknown.map(
    (key) =>
      `${call.method} ${call.path}: the app sends “${key}”, which the backend ${schema.strict ? 'refuses' : 'drops'}.`,
  );
  if (call.method === 'POST' || call.method === 'PUT')
    for (const key of schema.required.filter((required) => !sent.has(required)))
      problems.push(
        `${call.method} ${call.path}: the backend requires “${key}”, which the app never sends.`,
      );
  return problems;
}

function schemaChangesOf(input: GateInput): SchemaChanges | 'first_version' | 'not_comparable' {
  if (!input.previous) return 'first_version';
  if (!input.previous.appSpec || !input.appSpec) return 'not_comparable';
  return schemaChangesBetween(input.previous.appSpec, input.appSpec);
}

function summaryOf(
  serverUp: boolean,
  calls: Call[],
  unread: boolean,
  bodies: string[],
  schema: ReturnType<typeof schemaChangesOf>,
): string {
  const unserved = calls.filter((call) => !call.served);
  const callPart = !serverUp
    ? 'The backend did not start in the sandbox, so no call could be checked against it'
    : unread
      ? 'The REST adapter’s requests could not be read from the frontend'
      : calls.length === 0
        ? 'The frontend makes no API call'
        : unserved.length > 0
          ? `${unserved.length} of ${plural(calls.length, 'call')} the app makes ${unserved.length === 1 ? 'is' : 'are'} not served: ${unserved.map((call) => `${call.method} ${call.path}`).join(', ')}`
          : `All ${plural(calls.length, 'call')} the app makes are served by its backend`;
  const bodyPart =
    bodies.length > 0 ? `; ${plural(bodies.length, 'request body problem')}: ${bodies[0]}` : '.';
  const schemaPart =
    schema === 'first_version'
      ? ' First version: no schema to compare with.'
      : schema === 'not_comparable'
        ? ' The previous version has no AppSpec, so its schema is not compared.'
        : schema.kind === 'none'
          ? ' The data model is unchanged.'
          : ` ${plural(schema.changes.length, `${schema.kind} schema change`)}, first: ${schema.changes[0]}`;
  return `${callPart}${bodyPart}${schemaPart}`;
}

/**
 * The frontend's REST calls (its declared collections × the requests its adapter makes) checked
 * against the routes the backend registered in the sandbox, the bodies it sends against the
 * backend's schemas, and the data model against the previous report's version.
 */
export function apiContractsGate(
  input: GateInput,
  sandbox: Pick<SandboxOutcome, 'serverUp' | 'servedRoutes'>,
): ApiContractsGate {
  const { collections, requests } = frontendCalls(input.code.frontend);
  const served = new Set(sandbox.servedRoutes.map((route) => routeKey(route.method, route.path)));
  const schemas = new Map(
    [...backendBodySchemas(input.code.backend)].map(([route, schema]) => {
      const [method, path] = route.split(' ') as [string, string];
      return [routeKey(method, path), schema] as const;
    }),
  );
  const bodies: string[] = [];
  const calls = collections.flatMap((collection) =>
    (requests ?? []).map((request) => {
      const path = request.target === 'record' ? `${collection.path}/:id` : collection.path;
      const call = {
        method: request.method,
        path,
        served: served.has(routeKey(request.method, path)),
      };
      const schema = schemas.get(routeKey(call.method, call.path));
      if (schema) bodies.push(...bodyProblems(call, collection, schema));
      return call;
    }),
  );
  const unread = requests === null && collections.length > 0;
  const schema = schemaChangesOf(input);
  const allServed = calls.every((call) => call.served);
  const failed = !sandbox.serverUp || !allServed || bodies.length > 0;
  const breaking = typeof schema === 'object' && schema.kind === 'breaking';
  return {
    status: failed ? 'fail' : breaking || unread ? 'review' : 'pass',
    summary: summaryOf(sandbox.serverUp, calls, unread, bodies, schema),
    pactVerified: sandbox.serverUp && !unread && allServed && bodies.length === 0,
    schemaChanges: typeof schema === 'object' ? schema.kind : 'first_version',
    mockServersUp: sandbox.serverUp,
    calls,
    changes: typeof schema === 'object' ? schema.changes : [],
  };
}
