import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings, signIn } from '../modules/admin/admin-test-client';
import { pngImage, uploaded } from '../modules/media/media-test-kit';
import type { TestApp } from '../test/test-app';
import { edgeRequests, fuzzRequests, type Caller, type FuzzRequest } from './fuzz-requests';
import {
  createRecordingApp,
  errorRuleBreach,
  newPerson,
  type CollectedRoute,
} from './security-test-kit';

/** Fixed, so a failure is reproduced by running the file again; FUZZ_SEED tries other inputs. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
/** Sized for CI; FUZZ_RUNS searches longer on a developer's machine. */
const RUNS_WITH_SESSION = Number(process.env.FUZZ_RUNS ?? 15);
const RUNS_WITHOUT_SESSION = Math.ceil(RUNS_WITH_SESSION / 4);
/** A busy 2-core runner: the sweeps stay far below this. */
const FUZZ_TIMEOUT_MS = 120_000 * Math.max(1, RUNS_WITH_SESSION / 15);

/** Routes the fuzzer leaves to other tests, each with the reason. */
const SKIPPED: Array<{ skips: (route: CollectedRoute) => boolean; reason: string }> = [
  {
    skips: (route) => route.websocket,
    reason: 'the live socket speaks WebSocket, not HTTP: realtime tests send it bad messages',
  },
];

/** Each route's own seed, so adding a route leaves every other route's requests as they were. */
function seedOf(route: CollectedRoute): number {
  let hash = SEED | 0;
  for (const character of `${route.method} ${route.url}`)
    hash = Math.imul(hash ^ character.charCodeAt(0), 16_777_619);
  return hash;
}

/** The preview answers a phone's browser with an HTML problem page rather than JSON. */
const answersHtmlPages = (route: CollectedRoute) => route.url.startsWith('/preview/');

const describeRequest = (request: FuzzRequest) => {
  const payload =
    request.payload === undefined
      ? ''
      : ` ${JSON.stringify(String(request.payload).slice(0, 200))}`;
  return `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)}${payload}`;
};

async function breachOf(app: FastifyInstance, route: CollectedRoute, request: FuzzRequest) {
  const response = await app.inject(request);
  return errorRuleBreach(response, { htmlPages: answersHtmlPages(route) });
}

const nobody: Caller = {
  cookie: undefined,
  adminToken: undefined,
  projectId: undefined,
  mediaFileId: undefined,
};

describe('every route under generated invalid input (pglite)', () => {
  let testApp: TestApp;
  let routes: CollectedRoute[];
  let fuzzed: CollectedRoute[];
  const callers: Record<'withSession' | 'withoutSession', Caller> = {
    withSession: nobody,
    withoutSession: nobody,
  };

  beforeAll(async () => {
    ({ testApp, routes } = await createRecordingApp('pglite', { admin: adminSettings() }));
    fuzzed = routes.filter((route) => !SKIPPED.some(({ skips }) => skips(route)));
    const person = await newPerson(testApp.app);
    const upload = await uploaded(testApp.app, person.cookie, [
      { name: 'photo.png', content: await pngImage(), type: 'image/png' },
    ]);
    callers.withSession = {
      cookie: person.cookie,
      adminToken: await signIn(testApp.app),
      projectId: person.projectId,
      mediaFileId: upload.files[0]?.id,
    };
  });
  afterAll(() => testApp.close());

  it('collects the routes from the app itself and skips only the socket', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/projects/:id/versions/:n',
        'POST /api/media/upload',
        'POST /api/web3/rpc/:network',
        'GET /preview/:previewToken/:platform',
        'POST /api/admin/tickets/:id/assign',
      ]),
    );
    const skipped = routes.flatMap((route) =>
      SKIPPED.filter(({ skips }) => skips(route)).map(({ reason }) => `${route.url}: ${reason}`),
    );
    expect(skipped).toEqual([`/ws: ${SKIPPED[0]?.reason}`]);
  });

  it(
    'answers edge values in every path parameter and query field without a 5xx',
    async () => {
      const breaches: string[] = [];
      for (const route of fuzzed) {
        for (const request of edgeRequests(route, callers.withSession)) {
          const breach = await breachOf(testApp.app, route, request);
          if (breach) breaches.push(`${describeRequest(request)} → ${breach.slice(0, 400)}`);
        }
      }
      expect(breaches).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it.each([
    ['with a session cookie (and an admin token)', 'withSession', RUNS_WITH_SESSION],
    ['without any credentials', 'withoutSession', RUNS_WITHOUT_SESSION],
  ] as const)(
    'answers generated invalid input %s with 2xx–4xx, errors as { error, message }, no stack',
    async (_, callerName, numRuns) => {
      const caller = callers[callerName];
      const breaches: string[] = [];
      for (const route of fuzzed) {
        const details = await fc.check(
          fc.asyncProperty(fuzzRequests(route, caller), async (request) => {
            const breach = await breachOf(testApp.app, route, request);
            if (breach) throw new Error(`${describeRequest(request)} → ${breach.slice(0, 400)}`);
          }),
          { numRuns, seed: seedOf(route), endOnFailure: true },
        );
        if (details.failed) {
          const reason =
            details.errorInstance instanceof Error
              ? details.errorInstance.message
              : String(details.errorInstance);
          breaches.push(`${route.method} ${route.url} (seed ${details.seed}): ${reason}`);
        }
      }
      expect(breaches).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );
});
