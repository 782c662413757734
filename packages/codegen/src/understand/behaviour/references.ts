import type { AppSpec } from '../../app-spec.ts';

/**
 * Renames keep computed values and actions pointing at what they read: a renamed record type or
 * link in their linked records, a renamed field of their own or of those records.
 */

type Entity = AppSpec['entities'][number];
type Linked = { entity: string; link: string; field?: string };

const linkedOf = (entity: Entity): Linked[] =>
  [
    ...(entity.computed ?? []).flatMap((value) => [value.over, value.over?.through, value.minus]),
    ...(entity.actions ?? []).map((action) => action.over),
  ].filter((linked): linked is Linked => linked !== undefined);

/** Record type `from` is now `to`. */
export function renameEntityReferences(entities: Entity[], from: string, to: string) {
  for (const entity of entities)
    for (const linked of linkedOf(entity)) if (linked.entity === from) linked.entity = to;
}

/** Field `from` of record type `owner` is now `to`: as a link, a value of its own, or of linked records. */
export function renameFieldReferences(entities: Entity[], owner: string, from: string, to: string) {
  for (const entity of entities) {
    for (const linked of linkedOf(entity)) {
      if (linked.entity !== owner) continue;
      if (linked.link === from) linked.link = to;
      if (linked.field === from) linked.field = to;
    }
    const own = entity.name === owner;
    const reads = (over: Linked | undefined) => (over ? over.entity === owner : own);
    for (const value of entity.computed ?? []) {
      if (value.field === from && reads(value.over)) value.field = to;
      if (value.against === from && own) value.against = to;
      if (value.every?.field === from && own) value.every.field = to;
    }
    for (const action of entity.actions ?? []) {
      if (action.field === from && reads(action.over)) action.field = to;
      if (action.since === from && own) action.since = to;
    }
  }
}
