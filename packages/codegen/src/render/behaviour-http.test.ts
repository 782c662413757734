import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleBody, parentsFirst, writeBackendTo } from './backend-test-support.ts';
import { valuesCall } from './computed/values.ts';
import { buildModel, type EntityModel } from './model.ts';
import { corpusSpecs } from '../corpus/corpus-specs.ts';

/**
 * Every corpus app that computes or taps: its API answers each record with the values its own
 * src/values.ts gives for the records the API holds, before and after each action, and each
 * action is taken over HTTP with the answer a person would get (done twice → 409, a redeem
 * beyond the balance → 400 naming why).
 */

const specs = corpusSpecs()
  .map((spec, index) => ({ spec, index, model: buildModel(spec) }))
  .filter(({ model }) =>
    model.entities.some((entity) => entity.computed.length > 0 || entity.actions.length > 0),
  );
const ROOT = fileURLToPath(new URL('../../.generated-test-http/', import.meta.url));
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  rmSync(ROOT, { recursive: true, force: true });
});

type Row = Record<string, unknown> & { id: string };
type ValuesFn = (...args: unknown[]) => unknown;

/** The arguments a values function takes, as the generated code calls it. */
const argumentsOf = (entity: EntityModel) =>
  /\((.*)\)$/.exec(valuesCall(entity, 'record', 'links', 'today'))![1]!.split(', ');

/** An example record not yet marked done, with no timer running: what its actions start from. */
function notYetDone(entity: EntityModel, body: Record<string, unknown>) {
  const fresh = { ...body };
  for (const action of entity.actions) {
    const flag = action.kind === 'markDone' ? action.field : action.since;
    if (flag?.type === 'boolean') fresh[flag.name] = false;
    else if (flag) delete fresh[flag.name];
  }
  return fresh;
}

async function served(dir: string) {
  const { buildServer } = (await import(pathToFileURL(join(dir, 'src/server.ts')).href)) as {
    buildServer: (options: { dataFile: string }) => FastifyInstance;
  };
  const app = buildServer({ dataFile: join(dir, 'data', 'records.sqlite') });
  apps.push(app);
  return app;
}

describe('computed values and actions over HTTP, for every corpus app', () => {
  it.each(specs.map((entry) => [entry.spec.slug, entry] as const))(
    '%s',
    async (_slug, { spec, index, model }) => {
      const dir = writeBackendTo(join(ROOT, `${String(index)}-${spec.slug}`), spec);
      const app = await served(dir);
      const valuesFile = join(dir, 'src/values.ts');
      const values = existsSync(valuesFile)
        ? ((await import(pathToFileURL(valuesFile).href)) as Record<string, ValuesFn>)
        : {};
      const list = async (entity: EntityModel) =>
        (await app.inject({ method: 'GET', url: `/api/${entity.kebabPlural}` })).json<Row[]>();

      // One record of each kind, owners first; a redeemed record the empty balance cannot cover is refused.
      const ids: Record<string, string> = {};
      for (const entity of parentsFirst(model.entities)) {
        const created = await app.inject({
          method: 'POST',
          url: `/api/${entity.kebabPlural}`,
          payload: notYetDone(entity, exampleBody(entity, ids)),
        });
        if (created.statusCode === 400)
          expect(created.json()).toMatchObject({ error: 'insufficient_balance' });
        else {
          expect(created.statusCode, created.body).toBe(201);
          ids[entity.name] = created.json<Row>().id;
        }
      }

      const answeredAsComputed = async () => {
        const links: Record<string, Row[]> = {};
        for (const entity of model.entities)
          links[entity.collection] = (await list(entity)).map(
            ({ values: _values, ...row }) => row as Row,
          );
        for (const entity of model.entities.filter((item) => item.computed.length > 0)) {
          for (const row of await list(entity)) {
            const stored = links[entity.collection]!.find((item) => item.id === row.id)!;
            const args = { record: stored, links, today: new Date() };
            const expected = values[`${entity.camel}Values`]!(
              ...argumentsOf(entity).map((name) => args[name as keyof typeof args]),
            );
            expect(row.values, `${entity.name}.values`).toEqual(
              JSON.parse(JSON.stringify(expected)),
            );
          }
        }
      };
      await answeredAsComputed();

      for (const entity of model.entities) {
        const id = ids[entity.name];
        if (!id) continue;
        const post = (segment: string, payload?: object) =>
          app.inject({
            method: 'POST',
            url: `/api/${entity.kebabPlural}/${id}/${segment}`,
            payload,
          });
        for (const action of entity.actions) {
          if (action.kind === 'checkOff' || action.kind === 'markDone') {
            const first = await post(action.segment);
            expect(first.statusCode, first.body).toBe(action.kind === 'checkOff' ? 201 : 200);
            expect((await post(action.segment)).json()).toMatchObject({ error: 'already_done' });
          } else if (action.kind === 'startStop') {
            expect((await post(`${action.segment}/start`)).statusCode).toBe(200);
            expect((await post(`${action.segment}/stop`)).statusCode).toBe(201);
            expect((await post(`${action.segment}/stop`)).json()).toMatchObject({
              error: 'not_running',
            });
          } else {
            const body = exampleBody(action.over!.entity, ids);
            const beyond = await post(action.segment, { ...body, [action.field.name]: 1e9 });
            expect(beyond.statusCode).toBe(400);
            expect(beyond.json()).toMatchObject({
              error: 'insufficient_balance',
              message: expect.stringMatching(/^Not enough .+: .+ left, this needs 1000000000\.$/),
            });
          }
          await answeredAsComputed();
        }
      }
    },
  );
});
