import type { ActionModel } from '../behaviour.ts';
import {
  checkedOffFn,
  linkedCollections,
  timerUnit,
  valuesCall,
  valuesFn,
  withValues,
} from '../computed/values.ts';
import { summaryCall, summaryFn } from '../computed/summary.ts';
import type { AppModel, EntityModel } from '../model.ts';
import { str } from '../names.ts';
import { balanceImports, redeemRoute } from './redeem-routes.ts';
import { schemaName } from './schemas.ts';

/**
 * What a routes file adds for an entity's computed values and actions: its answers carry `values`,
 * and each action is POST <path>/:id/<action>.
 */

export const hasValues = (model: AppModel, entity: EntityModel) =>
  withValues(model).includes(entity);

/** The helpers declared inside the plugin: the linked records, and a record as the API answers it. */
export function valueHelpers(model: AppModel, entity: EntityModel) {
  if (!hasValues(model, entity)) return '';
  const collectionVar = (item: EntityModel) => `${item.collection}Collection`;
  const links = linkedCollections(entity)
    .map((item) => `${item.collection}: ${collectionVar(item)}.list()`)
    .join(', ');
  return `${links ? `\n  const links = () => ({ ${links} });` : ''}
  /** A ${entity.label.toLowerCase()} as the API answers it: with its values computed now. */
  const answer = (record: Stored<${entity.type}Input>) => ({ ...record, values: ${valuesCall(entity, 'record', 'links()', 'new Date()')} });`;
}

const dateValue = (action: ActionModel) =>
  action.field.type === 'datetime' ? 'localStamp(today)' : 'localDay(today)';

function actionRoute(entity: EntityModel, action: ActionModel, path: string, records: string) {
  const noun = entity.label.toLowerCase();
  const head = `
  app.post('${path}/:id/${action.segment}', { schema: { params: idParams } }, async (request, reply) => {
    const record = ${records}.get(request.params.id);
    if (!record) return reply.code(404).send(notFound(request.params.id));`;
  if (action.kind === 'checkOff') {
    const over = action.over!;
    return `${head}
    const today = new Date();
    if (${checkedOffFn(entity, action)}(record, links(), today))
      return reply.code(409).send({ error: 'already_done', message: ${str(`This ${noun} is already checked off today.`)} });
    const created = ${schemaName(over.entity)}.parse({ ${over.link.name}: record.id, ${action.field.name}: ${dateValue(action)} });
    return reply.code(201).send(${over.entity.collection}Collection.create(created));
  });`;
  }
  if (action.kind === 'startStop') return timerRoutes(entity, action, path, records);
  if (action.kind === 'redeem') return redeemRoute(action, path, records);
  const done = action.field.type === 'boolean' ? 'true' : dateValue(action);
  const already = action.again
    ? `doneOn([record], ${str(action.field.name)}, today)`
    : `isDone(record.${action.field.name})`;
  return `${head}${done === 'true' ? '' : '\n    const today = new Date();'}
    if (${already})
      return reply.code(409).send({ error: 'already_done', message: ${str(`This ${noun} is already marked ${action.label.replace(/^mark\s+(as\s+)?/i, '').toLowerCase()}${action.again ? ' today' : ''}.`)} });
    return ${records}.replace(record.id, { ...record, ${action.field.name}: ${done} });
  });`;
}

/** POST …/:id/timer/start keeps when it started; …/stop records the time since as a linked record. */
function timerRoutes(entity: EntityModel, action: ActionModel, path: string, records: string) {
  const over = action.over!;
  const since = action.since!.name;
  const noun = entity.label.toLowerCase();
  const route = (end: string, body: string) => `
  app.post('${path}/:id/${action.segment}/${end}', { schema: { params: idParams } }, async (request, reply) => {
    const record = ${records}.get(request.params.id);
    if (!record) return reply.code(404).send(notFound(request.params.id));
${body}
  });`;
  const date = action.date
    ? `, ${action.date.name}: ${action.date.type === 'datetime' ? 'localStamp' : 'localDay'}(new Date(String(record.${since}).replace(' ', 'T')))`
    : '';
  return [
    route(
      'start',
      `    if (isDone(record.${since}))
      return reply.code(409).send({ error: 'already_running', message: ${str(`This ${noun}'s timer is already running.`)} });
    return ${records}.replace(record.id, { ...record, ${since}: localMoment(new Date()) });`,
    ),
    route(
      'stop',
      `    if (!isDone(record.${since}))
      return reply.code(409).send({ error: 'not_running', message: ${str(`This ${noun}'s timer is not running.`)} });
    const created = ${schemaName(over.entity)}.parse({ ${over.link.name}: record.id, ${action.field.name}: elapsed(record.${since}, new Date(), ${str(timerUnit(action))}) ?? 0${date} });
    const saved = store.transaction(() => {
      ${records}.replace(record.id, { ...record, ${since}: '' });
      return ${over.entity.collection}Collection.create(created);
    });
    return reply.code(201).send(saved);`,
    ),
  ].join('');
}

/** GET <path>/summary: what is computed over all the records, now. */
export const summaryRoute = (entity: EntityModel, path: string, records: string) =>
  entity.summary.length > 0
    ? `\n\n  app.get('${path}/summary', async () => ${summaryCall(entity, `${records}.list()`, 'new Date()')});`
    : '';

/** The action routes of an entity, after its CRUD routes. */
export const actionRoutes = (entity: EntityModel, path: string, records: string) =>
  entity.actions.map((action) => actionRoute(entity, action, path, records)).join('');

/** Import lines the behaviour needs in a routes file. */
export function behaviourImports(model: AppModel, entity: EntityModel): string[] {
  const rules = new Set<string>();
  for (const action of entity.actions) {
    if (action.kind === 'redeem') continue;
    if (action.kind !== 'checkOff') rules.add(action.again ? 'doneOn' : 'isDone');
    if (action.kind === 'startStop') {
      rules.add('elapsed').add('localMoment');
      if (action.date) rules.add(action.date.type === 'datetime' ? 'localStamp' : 'localDay');
      continue;
    }
    if (action.kind === 'markDone' && action.field.type === 'boolean') continue;
    rules.add(action.field.type === 'datetime' ? 'localStamp' : 'localDay');
  }
  const values = [
    ...(hasValues(model, entity)
      ? [
          valuesFn(entity),
          ...entity.actions
            .filter((a) => a.kind === 'checkOff')
            .map((a) => checkedOffFn(entity, a)),
        ]
      : []),
    ...balanceImports(model, entity),
    ...(entity.summary.length > 0 ? [summaryFn(entity)] : []),
  ];
  return [
    rules.size > 0 && `import { ${[...rules].sort().join(', ')} } from '../computed';`,
    values.length > 0 && `import { ${values.sort().join(', ')} } from '../values';`,
  ].filter((line): line is string => typeof line === 'string');
}
