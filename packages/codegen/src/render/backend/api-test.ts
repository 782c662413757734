import { parentsFirst } from '../example-records.ts';
import { fieldType } from '../field-types.ts';
import type { AppModel, EntityModel } from '../model.ts';
import { lines, str } from '../names.ts';
import { routePathOf } from './routes.ts';

/**
 * The backend's own tests, src/api.test.ts, run by `npm test` (Node's test runner through tsx):
 * for each record type, parents first, create, list, read, change, and the bodies it refuses (a
 * missing required field, an unknown field, a link to no record); then delete, children first.
 */

/**
 * Creation order: every record type after the ones it links to, so that each body can carry its
 * links; where links go round in a circle, required links first, else the model's own order.
 */
function creationOrder(model: AppModel) {
  const ordered: EntityModel[] = [];
  while (ordered.length < model.entities.length) {
    const next = model.entities.find(
      (entity) =>
        !ordered.includes(entity) &&
        entity.relations.every(
          (field) =>
            field.relation === entity.name || ordered.some((done) => done.name === field.relation),
        ),
    );
    if (!next) break;
    ordered.push(next);
  }
  if (ordered.length === model.entities.length) return ordered;
  try {
    return parentsFirst(model.entities);
  } catch {
    return model.entities;
  }
}

/** A valid body as TypeScript: each field's example, links pointing at records made before. */
function bodyLiteral(entity: EntityModel, made: Set<string>) {
  const entries = entity.fields.flatMap((field) => {
    if (field.type !== 'relation')
      return [`${field.name}: ${JSON.stringify(fieldType(field).example(field))}`];
    return made.has(field.relation!) ? [`${field.name}: ids[${str(field.relation!)}]`] : [];
  });
  return `{ ${entries.join(', ')} }`;
}

function entityTest(model: AppModel, entity: EntityModel, made: Set<string>) {
  const path = routePathOf(entity);
  const required = entity.fields.find((field) => field.required && field.type !== 'relation');
  const link = entity.relations.find((field) => made.has(field.relation!));
  return lines(
    `test(${str(`${entity.pluralLabel}: create, list, read, change, and refuse bad bodies`)}, async () => {`,
    `  const body = ${bodyLiteral(entity, made)};`,
    `  const created = await app.inject({ method: 'POST', url: '${path}', payload: body });`,
    '  assert.equal(created.statusCode, 201, created.body);',
    '  const record = created.json<{ id: string }>();',
    `  ids[${str(entity.name)}] = record.id;`,
    '',
    `  const list = await app.inject({ method: 'GET', url: '${path}' });`,
    '  assert.equal(list.statusCode, 200);',
    '  assert.ok(list.json<{ id: string }[]>().some((item) => item.id === record.id));',
    `  const read = await app.inject({ method: 'GET', url: \`${path}/\${record.id}\` });`,
    '  assert.equal(read.statusCode, 200);',
    '  assert.equal(read.json<{ id: string }>().id, record.id);',
    `  const changed = await app.inject({ method: 'PATCH', url: \`${path}/\${record.id}\`, payload: {} });`,
    '  assert.equal(changed.statusCode, 200, changed.body);',
    '',
    required &&
      `  const withoutRequired = Object.fromEntries(Object.entries(body).filter(([key]) => key !== ${str(required.name)}));\n  await refused('${path}', withoutRequired, ${str(required.name)}, ${str(`${required.label} is required.`)});`,
    `  await refused('${path}', { ...body, notAField: true }, '', 'notAField');`,
    link &&
      `  await refused('${path}', { ...body, ${link.name}: 'no-such-id' }, ${str(link.name)});`,
    '});',
  );
}

function deleteTest(model: AppModel, order: EntityModel[]) {
  return lines(
    "test('delete: a deleted record is gone', async () => {",
    ...[...order].reverse().flatMap((entity) => {
      const path = routePathOf(entity);
      return [
        `  const ${entity.camel}Url = \`${path}/\${ids[${str(entity.name)}]}\`;`,
        `  const ${entity.camel}Deleted = await app.inject({ method: 'DELETE', url: ${entity.camel}Url });`,
        `  // Deleting a parent may have deleted this record with it already.`,
        `  assert.ok([204, 404].includes(${entity.camel}Deleted.statusCode), ${entity.camel}Deleted.body);`,
        `  assert.equal((await app.inject({ method: 'GET', url: ${entity.camel}Url })).statusCode, 404);`,
      ];
    }),
    '});',
  );
}

export function apiTestFile(model: AppModel) {
  const order = creationOrder(model);
  const made = new Set<string>();
  const entityTests = order.map((entity) => {
    const test = entityTest(model, entity, made);
    made.add(entity.name);
    return test;
  });
  return `${lines(
    "import assert from 'node:assert/strict';",
    "import { mkdtempSync, rmSync } from 'node:fs';",
    "import { tmpdir } from 'node:os';",
    "import { join } from 'node:path';",
    "import { after, test } from 'node:test';",
    "import { buildServer } from './server';",
    '',
    '// A fresh data file for each run, deleted afterwards.',
    `const dir = mkdtempSync(join(tmpdir(), ${str(`${model.spec.slug}-api-`)}));`,
    "const app = buildServer({ dataFile: join(dir, 'data.sqlite') });",
    'after(async () => {',
    '  await app.close();',
    '  rmSync(dir, { recursive: true, force: true });',
    '});',
    '',
    '/** Ids of the records the tests made, by record type. */',
    'const ids: Record<string, string> = {};',
    '',
    '/** A body the API refuses with 400: its issues name `field` (if any), its message says `says`. */',
    "async function refused(url: string, payload: object, field: string, says = '') {",
    "  const answer = await app.inject({ method: 'POST', url, payload });",
    '  assert.equal(answer.statusCode, 400, answer.body);',
    '  const { error, message, issues } = answer.json<{ error: string; message: string; issues: { path: string[] }[] }>();',
    "  assert.equal(error, 'validation_failed');",
    '  if (field) assert.ok(issues.some((issue) => issue.path[0] === field), answer.body);',
    '  assert.ok(message.includes(says), message);',
    '}',
    '',
    "test('GET /health answers ok', async () => {",
    "  const answer = await app.inject({ method: 'GET', url: '/health' });",
    '  assert.equal(answer.statusCode, 200);',
    "  assert.deepEqual(answer.json(), { status: 'ok' });",
    '});',
  )}\n\n${entityTests.join('\n\n')}\n\n${deleteTest(model, order)}\n`;
}
