import type { ActionModel } from '../behaviour.ts';
import { linkedCollections, redeemsOf, shortCall, shortFn } from '../computed/values.ts';
import type { AppModel, EntityModel } from '../model.ts';

/**
 * Redeeming in the API: saving a redeemed record (POST, PUT, PATCH) is refused with a 400 naming
 * the shortfall when the balance does not cover it, and POST <owner>/:id/<redeem> creates one
 * linked to the owner through the same route, so both ways follow one rule.
 */

/** The record types a redeemed kind's routes read to check a balance. */
export const balanceCollections = (model: AppModel, entity: EntityModel) =>
  redeemsOf(model, entity).flatMap(({ owner }) => [owner, ...linkedCollections(owner)]);

export const balanceImports = (model: AppModel, entity: EntityModel) =>
  redeemsOf(model, entity).map(({ owner, action }) => shortFn(owner, action));

/** The plugin's helper giving the 400 body when a balance does not cover the record saved. */
export function balanceCheck(model: AppModel, entity: EntityModel): string {
  const redeems = redeemsOf(model, entity);
  if (redeems.length === 0) return '';
  const record = entity.variable;
  const checks = redeems.map(({ owner, action }) => {
    const links = linkedCollections(owner)
      .map((linked) => `${linked.collection}: ${linked.collection}Collection.list()`)
      .join(', ');
    const call = shortCall(owner, action, {
      record: owner.variable,
      links: `{ ${links} }`,
      saving: `{ ...${record}, id }`,
      today: 'new Date()',
    });
    const short = `${owner.variable}Short`;
    return `    const ${owner.variable} = ${owner.collection}Collection.get(String(${record}.${action.over!.link.name}));
    const ${short} = ${owner.variable} ? ${call} : null;
    if (${short}) return { error: 'insufficient_balance', message: ${short} };`;
  });
  return `

  /** A 400 body when the balance a ${entity.label.toLowerCase()} is redeemed from does not cover it. */
  const checkBalance = (${record}: ${entity.type}Input, id?: string) => {
${checks.join('\n')}
    return null;
  };`;
}

/** The guard lines of a POST, PUT or PATCH saving `saved`. */
export const balanceGuard = (model: AppModel, entity: EntityModel, saved: string, id?: string) =>
  redeemsOf(model, entity).length > 0
    ? `\n    const short = checkBalance(${saved}${id ? `, ${id}` : ''});\n    if (short) return reply.code(400).send(short);`
    : '';

/** POST <path>/:id/<redeem>: the redeemed record's own route, linked to this record. */
export function redeemRoute(action: ActionModel, path: string, records: string) {
  const over = action.over!;
  return `
  app.post('${path}/:id/${action.segment}', { schema: { params: idParams } }, async (request, reply) => {
    const record = ${records}.get(request.params.id);
    if (!record) return reply.code(404).send(notFound(request.params.id));
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const answer = await app.inject({ method: 'POST', url: '/api/${over.entity.kebabPlural}', payload: { ...body, ${over.link.name}: record.id } });
    return reply.code(answer.statusCode).send(answer.json());
  });`;
}
