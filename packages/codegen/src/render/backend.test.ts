import { execFile } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { renderApp } from './index.ts';
import {
  exampleBody,
  installedVersion,
  parentsFirst,
  ROOT,
  TSC,
  writeBackend,
  writeCombinedTsconfig,
} from './backend-test-support.ts';
import { hasValues } from './backend/behaviour-routes.ts';
import { buildModel } from './model.ts';
import { corpusSpecs } from '../corpus/corpus-specs.ts';
import { EVERYTHING, TASKS } from './test-specs.ts';

/**
 * The generated backends of the fixtures and both corpora: type-checked with one strict tsc
 * program and driven through app.inject (see backend-test-support.ts).
 */

const specs = corpusSpecs();

const dirs = specs.map(writeBackend);
writeCombinedTsconfig(dirs);
const apps: FastifyInstance[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  rmSync(ROOT, { recursive: true, force: true });
});

describe('the generated backend', () => {
  it('declares exactly the versions these tests type-check and run it against', () => {
    const manifest = JSON.parse(renderApp(TASKS).backend['package.json']!) as Record<
      string,
      Record<string, string>
    >;
    for (const [name, version] of Object.entries({
      ...manifest.dependencies,
      ...manifest.devDependencies,
    })) {
      expect(`${name}@${version}`).toBe(`${name}@${installedVersion(name)}`);
    }
  });

  it(`type-checks with strict tsc, for ${specs.length} apps including the whole golden corpus`, async () => {
    const output = await new Promise<string>((resolve) => {
      execFile(
        process.execPath,
        [TSC, '-p', join(ROOT, 'tsconfig.json')],
        { maxBuffer: 1 << 24 },
        (error, stdout, stderr) =>
          resolve(`${error ? `exit ${String(error.code)}\n` : ''}${stdout}${stderr}`),
      );
    });
    expect(output).toBe('');
  }, 120_000);

  it.each(
    specs.map((spec, index) => [dirs[index]!.split('/').pop()!, spec, dirs[index]!] as const),
  )('%s serves CRUD with validation and 404s', async (_slug, spec, dir) => {
    const dataFile = join(dir, 'data', 'records.sqlite');
    const { buildServer } = (await import(pathToFileURL(join(dir, 'src/server.ts')).href)) as {
      buildServer: (options: { dataFile: string }) => FastifyInstance;
    };
    const app = buildServer({ dataFile });
    apps.push(app);
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
    });

    const model = buildModel(spec);
    // Targets of relations first, so that bodies can point at them.
    const ordered = parentsFirst(model.entities);
    const ids: Record<string, string> = {};
    const bodies: Record<string, Record<string, unknown>> = {};
    for (const entity of ordered) {
      const path = `/api/${entity.kebabPlural}`;
      const body = exampleBody(entity, ids);
      bodies[entity.name] = body;
      const created = await app.inject({ method: 'POST', url: path, payload: body });
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json<Record<string, unknown> & { id: string }>();
      expect(record).toMatchObject({
        ...body,
        id: expect.any(String),
        createdAt: expect.any(String),
      });
      ids[entity.name] = record.id;

      // Reads answer with the record's values when it has computed values or a check-off
      // (behaviour.test.ts).
      const read = hasValues(model, entity) ? { ...record, values: expect.any(Object) } : record;
      expect((await app.inject({ method: 'GET', url: path })).json()).toEqual([read]);
      expect((await app.inject({ method: 'GET', url: `${path}/${record.id}` })).json()).toEqual(
        read,
      );

      const title = entity.title;
      const changed = {
        ...body,
        [title.name]: title.type === 'text' ? 'Changed' : body[title.name],
      };
      const replaced = await app.inject({
        method: 'PUT',
        url: `${path}/${record.id}`,
        payload: changed,
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json()).toMatchObject({
        ...changed,
        id: record.id,
        createdAt: record.createdAt,
      });
      // PATCH sets the title back and keeps the other fields.
      const patched = await app.inject({
        method: 'PATCH',
        url: `${path}/${record.id}`,
        payload: { [title.name]: body[title.name] },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({ ...body, id: record.id });
      const unknown = await app.inject({
        method: 'POST',
        url: path,
        payload: { ...body, notAField: 1 },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ message: expect.stringContaining('notAField') });

      const required =
        entity.fields.find((field) => field.required && field.type !== 'boolean') ??
        entity.fields[0]!;
      const invalid = await app.inject({
        method: 'POST',
        url: path,
        payload: { ...body, [required.name]: { wrong: true } },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({
        error: 'validation_failed',
        message: expect.stringContaining(required.label),
        issues: expect.arrayContaining([expect.objectContaining({ path: [required.name] })]),
      });
      expect(
        (
          await app.inject({
            method: 'POST',
            url: path,
            payload: 'null',
            headers: { 'content-type': 'application/json' },
          })
        ).statusCode,
      ).toBe(400);

      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
        const missing = await app.inject({
          method,
          url: `${path}/nope`,
          payload: method === 'PUT' || method === 'PATCH' ? body : undefined,
        });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
      }
    }

    for (const entity of model.entities.filter((candidate) =>
      candidate.relations.some((field) => field.relation !== candidate.name),
    )) {
      const field = entity.relations.find((candidate) => candidate.relation !== entity.name)!;
      const dangling = await app.inject({
        method: 'POST',
        url: `/api/${entity.kebabPlural}`,
        payload: { ...exampleBody(entity, ids), [field.name]: 'ghost' },
      });
      expect(dangling.statusCode).toBe(400);
      expect(dangling.json()).toMatchObject({
        error: 'validation_failed',
        issues: [{ path: [field.name], message: expect.stringMatching(/^No .+ with this id\.$/) }],
      });
    }

    // Each parent lists the child created with a link to it.
    for (const parent of model.entities) {
      for (const link of parent.children.filter((child) => child.entity !== parent)) {
        const listed = await app.inject({
          method: 'GET',
          url: `/api/${parent.kebabPlural}/${ids[parent.name]}/${link.segment}`,
        });
        expect(listed.statusCode, listed.body).toBe(200);
        const listedIds = listed.json<{ id: string }[]>().map((record) => record.id);
        const linked = bodies[link.entity.name]?.[link.field.name] === ids[parent.name];
        expect(listedIds).toEqual(linked ? [ids[link.entity.name]] : []);
      }
    }

    // Saved to the database file, which a new server reads back.
    expect(existsSync(dataFile)).toBe(true);
    const reopened = buildServer({ dataFile });
    apps.push(reopened);
    for (const entity of model.entities) {
      const listed = await reopened.inject({ method: 'GET', url: `/api/${entity.kebabPlural}` });
      expect(listed.json<{ id: string }[]>().map((record) => record.id)).toContain(
        ids[entity.name],
      );
    }

    for (const entity of [...ordered].reverse()) {
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/${entity.kebabPlural}/${ids[entity.name]}`,
      });
      expect(deleted.statusCode).toBe(204);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `/api/${entity.kebabPlural}/${ids[entity.name]}`,
          })
        ).statusCode,
      ).toBe(404);
    }
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `/api/${model.entities[0]!.kebabPlural}`,
      headers: { origin: 'http://localhost:8081', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('lists a parent’s children, and deleting it deletes those that need it and unlinks the rest', async () => {
    // EVERYTHING: each trip needs its guide; a photo may belong to a trip.
    const dir = dirs[specs.indexOf(EVERYTHING)]!;
    const { buildServer } = (await import(pathToFileURL(join(dir, 'src/server.ts')).href)) as {
      buildServer: (options: { dataFile: string }) => FastifyInstance;
    };
    const app = buildServer({ dataFile: join(dir, 'data', 'links.sqlite') });
    apps.push(app);
    const model = buildModel(EVERYTHING);
    const create = async (name: string, ids: Record<string, string>) => {
      const entity = model.entity(name);
      const created = await app.inject({
        method: 'POST',
        url: `/api/${entity.kebabPlural}`,
        payload: exampleBody(entity, ids),
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ id: string }>().id;
    };
    const get = (url: string) => app.inject({ method: 'GET', url });

    const guide = await create('Guide', {});
    const otherGuide = await create('Guide', {});
    const trip = await create('Trip', { Guide: guide });
    const otherTrip = await create('Trip', { Guide: otherGuide });
    const photo = await create('Photo', { Trip: trip });

    const trips = await get(`/api/guides/${guide}/trips`);
    expect(trips.json<{ id: string }[]>().map((record) => record.id)).toEqual([trip]);
    expect((await get(`/api/trips/${trip}/photos`)).json()).toMatchObject([{ id: photo, trip }]);
    expect((await get(`/api/trips/${otherTrip}/photos`)).json()).toEqual([]);
    expect((await get('/api/guides/nope/trips')).statusCode).toBe(404);

    expect((await app.inject({ method: 'DELETE', url: `/api/guides/${guide}` })).statusCode).toBe(
      204,
    );
    expect((await get(`/api/trips/${trip}`)).statusCode).toBe(404);
    expect((await get(`/api/trips/${otherTrip}`)).statusCode).toBe(200);
    const unlinked = (await get(`/api/photos/${photo}`)).json<Record<string, unknown>>();
    expect(unlinked).toMatchObject({ id: photo });
    expect(unlinked).not.toHaveProperty('trip');
  });
});
