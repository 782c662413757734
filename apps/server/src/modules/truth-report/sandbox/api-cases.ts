import { routePath } from '@appforge/codegen/render/backend';
import { exampleBody, parentsFirst } from '@appforge/codegen/render/example-records';
import type { AppModel, EntityModel } from '@appforge/codegen/render/model';
import { answered, check, inject, type CaseList } from './sandbox-cases.ts';
import type { SandboxProcess } from './sandbox-process.ts';

/**
 * The backend's CRUD through `inject`, suite `api`: for each entity (targets of relations first, so
 * that bodies can point at them) create, list, read, change and a refused body; then, children
 * first, delete and read the deleted record back.
 */

export const HEALTH_CASE = 'Server: starts and answers GET /health';

/** Where an entity's records are served: "/api/wine-bottles". */
export const entityPath = (entity: EntityModel) => routePath({ pluralName: entity.plural });

type Record = { id: string; [field: string]: unknown };

const isRecord = (value: unknown): value is Record =>
  typeof value === 'object' && value !== null && typeof (value as Record).id === 'string';

/** Creation order; the model's own when required relations go round in a circle. */
function creationOrder(entities: EntityModel[]) {
  try {
    return parentsFirst(entities);
  } catch {
    return entities;
  }
}

/** Runs the health check; true when the backend answered it. */
export function runHealthCase(sandbox: SandboxProcess, cases: CaseList) {
  return cases.run('api', HEALTH_CASE, async () => {
    const answer = await inject(sandbox, 'GET', '/health');
    check(answer.statusCode === 200, answered('GET', '/health', answer));
  });
}

async function entityCases(
  sandbox: SandboxProcess,
  entity: EntityModel,
  ids: { [entity: string]: string },
  cases: CaseList,
) {
  const path = entityPath(entity);
  const name = (what: string) => `${entity.label}: ${what}`;
  let body: { [field: string]: unknown } = {};
  const created = await cases.run('api', name('create'), async () => {
    body = exampleBody(entity, ids);
    const answer = await inject(sandbox, 'POST', path, body);
    check([200, 201].includes(answer.statusCode), answered('POST', path, answer));
    check(isRecord(answer.json), `POST ${path} answered no record with an id: ${answer.body}`);
    ids[entity.name] = answer.json.id;
  });
  const required = entity.fields.find((field) => field.required);
  if (required) {
    await cases.run(
      'api',
      name(`rejects a body without ${required.label.toLowerCase()}`),
      async () => {
        const { [required.name]: _left, ...rest } = exampleBody(entity, ids);
        const answer = await inject(sandbox, 'POST', path, rest);
        check(answer.statusCode === 400, answered('POST', path, answer));
      },
    );
  }
  const id = ids[entity.name];
  const dependents = ['list it', 'read it', `change its ${entity.title.label.toLowerCase()}`];
  if (!created || !id) {
    for (const what of dependents)
      cases.fail('api', name(what), `Not run: ${name('create')} failed.`);
    return;
  }
  await cases.run('api', name(dependents[0]!), async () => {
    const answer = await inject(sandbox, 'GET', path);
    check(answer.statusCode === 200, answered('GET', path, answer));
    const listed = Array.isArray(answer.json) ? answer.json : [];
    check(
      listed.some((record) => isRecord(record) && record.id === id),
      `GET ${path} did not list ${id}`,
    );
  });
  await cases.run('api', name(dependents[1]!), async () => {
    const answer = await inject(sandbox, 'GET', `${path}/${id}`);
    check(answer.statusCode === 200, answered('GET', `${path}/${id}`, answer));
    check(
      isRecord(answer.json) && answer.json.id === id,
      `GET ${path}/${id} answered another record`,
    );
  });
  await cases.run('api', name(dependents[2]!), async () => {
    const title = entity.title;
    const value = title.type === 'text' ? 'Changed in the sandbox' : body[title.name];
    const answer = await inject(sandbox, 'PATCH', `${path}/${id}`, { [title.name]: value });
    check(answer.statusCode === 200, answered('PATCH', `${path}/${id}`, answer));
    const changed = isRecord(answer.json) ? answer.json[title.name] : undefined;
    check(
      JSON.stringify(changed) === JSON.stringify(value),
      `PATCH ${path}/${id} kept ${title.name} ${JSON.stringify(changed)}, not ${JSON.stringify(value)}`,
    );
  });
}

async function deletionCases(
  sandbox: SandboxProcess,
  entity: EntityModel,
  id: string,
  cases: CaseList,
) {
  const url = `${entityPath(entity)}/${id}`;
  const deleted = await cases.run('api', `${entity.label}: delete it`, async () => {
    const answer = await inject(sandbox, 'DELETE', url);
    check([200, 204].includes(answer.statusCode), answered('DELETE', url, answer));
  });
  await cases.run('api', `${entity.label}: a deleted one is not found`, async () => {
    check(deleted, `Not run: ${entity.label}: delete it failed.`);
    const answer = await inject(sandbox, 'GET', url);
    check(answer.statusCode === 404, answered('GET', url, answer));
  });
}

/** The CRUD cases of every entity of the model. */
export async function runApiCases(sandbox: SandboxProcess, model: AppModel, cases: CaseList) {
  const order = creationOrder(model.entities);
  const ids: { [entity: string]: string } = {};
  for (const entity of order) await entityCases(sandbox, entity, ids, cases);
  // Children first: deleting a parent first would take its required children with it.
  for (const entity of [...order].reverse()) {
    const id = ids[entity.name];
    if (id) await deletionCases(sandbox, entity, id, cases);
  }
}
