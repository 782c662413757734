import type { AppModel, EntityModel } from '../model.ts';
import { lines, str } from '../names.ts';
import {
  actionRoutes,
  behaviourImports,
  hasValues,
  summaryRoute,
  valueHelpers,
} from './behaviour-routes.ts';
import { linkedCollections } from '../computed/values.ts';
import { childRoutes } from './links.ts';
import { balanceCheck, balanceCollections, balanceGuard } from './redeem-routes.ts';
import { patchSchemaName, schemaName } from './schemas.ts';

/** src/routes/<kebab-plural>.ts: CRUD for one entity, bodies validated with its zod schema. */

export const routePathOf = (entity: EntityModel) => `/api/${entity.kebabPlural}`;
export const routesPlugin = (entity: EntityModel) => `${entity.collection}Routes`;
const collectionVar = (entity: EntityModel) => `${entity.collection}Collection`;

export function routesFile(model: AppModel, entity: EntityModel) {
  const path = routePathOf(entity);
  const records = collectionVar(entity);
  const targets = new Map<string, EntityModel>();
  for (const field of entity.relations) {
    const target = model.entity(field.relation!);
    if (target !== entity) targets.set(target.name, target);
  }
  // The records it links to, those its values read and those its one-tap actions write.
  const written = entity.actions.flatMap((action) => (action.over ? [action.over.entity] : []));
  for (const linked of [
    ...linkedCollections(entity),
    ...written,
    ...balanceCollections(model, entity),
  ])
    if (linked !== entity) targets.set(linked.name, linked);
  const valued = hasValues(model, entity);
  // A record with values is answered with them, as saved: no second read to see them.
  const answered = (record: string) => (valued ? `answer(${record})` : record);
  const replaced = (record: string) =>
    valued
      ? `const saved = ${records}.replace(request.params.id, ${record});
    return saved ? answer(saved) : reply.code(404).send(notFound(request.params.id));`
      : `return ${records}.replace(request.params.id, ${record});`;
  const oneTapSchemas = entity.actions.flatMap((action) =>
    action.over && action.kind !== 'redeem' ? [schemaName(action.over.entity)] : [],
  );
  const inputs = [entity, ...targets.values()].map((item) => `${item.type}Input`).sort();
  const checks = entity.relations.map((field) => {
    const target = model.entity(field.relation!);
    return `    if (input.${field.name} && !${collectionVar(target)}.get(input.${field.name})) return missingRelationError(${str(field.name)}, ${str(target.label.toLowerCase())});`;
  });
  const relationCheck =
    checks.length > 0
      ? `

  /** A 400 body when a relation points at a record that does not exist. */
  const checkRelations = (input: Partial<${entity.type}Input>) => {
${checks.join('\n')}
    return null;
  };`
      : '';
  const guard = (saved: string, id?: string) =>
    (checks.length > 0
      ? `\n    const missing = checkRelations(${saved});\n    if (missing) return reply.code(400).send(missing);`
      : '') + balanceGuard(model, entity, saved, id);
  // A parent's children are deleted with it, or unlinked (links.ts).
  const remove =
    entity.children.length > 0
      ? `removeWithChildren(store, ${str(entity.collection)}, request.params.id)`
      : `${records}.remove(request.params.id)`;
  const message = (kind: string) =>
    `\`No ${entity.label.toLowerCase().replace(/[`\\$]/g, '')} with id \${${kind}}\``;
  return `${lines(
    "import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';",
    `import { ${[...new Set([schemaName(entity), patchSchemaName(entity), 'idParams', ...(checks.length > 0 ? ['missingRelationError'] : []), ...oneTapSchemas])].sort().join(', ')}, ${inputs.map((name) => `type ${name}`).join(', ')} } from '../schemas';`,
    ...(entity.children.length > 0
      ? ["import { childrenOf, removeWithChildren } from '../links';"]
      : []),
    `import type { ${valued ? 'Stored, Store' : 'Store'} } from '../store';`,
    ...behaviourImports(model, entity),
  )}

/** ${entity.pluralLabel}: list, read, create, replace, change and delete under ${path}${entity.children.length > 0 ? ', and list the records linked to one' : ''}. */
export const ${routesPlugin(entity)}: FastifyPluginAsyncZod<{ store: Store }> = async (app, { store }) => {
  const ${records} = store.collection<${entity.type}Input>(${str(entity.collection)});
${[...targets.values()].map((target) => `  const ${collectionVar(target)} = store.collection<${target.type}Input>(${str(target.collection)});`).join('\n')}${targets.size > 0 ? '\n' : ''}  const notFound = (id: string) => ({ error: 'not_found', message: ${message('id')} });${relationCheck}${balanceCheck(model, entity)}${valueHelpers(model, entity)}

  app.get('${path}', async () => ${records}.list()${valued ? '.map(answer)' : ''});${summaryRoute(entity, path, records)}

  app.get('${path}/:id', { schema: { params: idParams } }, async (request, reply) => {
    const record = ${records}.get(request.params.id);
    return ${valued ? 'record ? answer(record) : ' : 'record ?? '}reply.code(404).send(notFound(request.params.id));
  });

  app.post('${path}', { schema: { body: ${schemaName(entity)} } }, async (request, reply) => {${guard('request.body')}
    return reply.code(201).send(${answered(`${records}.create(request.body)`)});
  });

  app.put('${path}/:id', { schema: { params: idParams, body: ${schemaName(entity)} } }, async (request, reply) => {
    if (!${records}.get(request.params.id)) return reply.code(404).send(notFound(request.params.id));${guard('request.body', 'request.params.id')}
    ${replaced('request.body')}
  });

  // Changes the fields sent and keeps the others.
  app.patch('${path}/:id', { schema: { params: idParams, body: ${patchSchemaName(entity)} } }, async (request, reply) => {
    const current = ${records}.get(request.params.id);
    if (!current) return reply.code(404).send(notFound(request.params.id));${guard('{ ...current, ...request.body }', 'request.params.id')}
    ${replaced('{ ...current, ...request.body }')}
  });

  app.delete('${path}/:id', { schema: { params: idParams } }, async (request, reply) => {
    if (!${remove}) return reply.code(404).send(notFound(request.params.id));
    return reply.code(204).send();
  });${childRoutes(entity, path, records)}${actionRoutes(entity, path, records)}
};
`;
}
