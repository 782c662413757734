import type { Field } from '../app-spec.ts';
import type { EntityModel } from './model.ts';

export interface LinkedRecords {
  entity: EntityModel;
  /** The linked records' field that points at the record, or at the `through` record. */
  link: Field;
  /** The records between: their `link` points at the record ("the stays of each owner's dogs"). */
  through?: LinkedRecords;
}

type Linked = { entity: string; link: string; through?: Linked };

/** The records a computed value or an action reads, resolved; undefined when a name is gone. */
export function linkedRecords(
  link: Linked | undefined,
  target: EntityModel,
  byName: Map<string, EntityModel>,
): LinkedRecords | undefined {
  const through = link?.through && linkedRecords(link.through, target, byName);
  if (link?.through && !through) return undefined;
  const entity = link && byName.get(link.entity);
  const field = entity?.relations.find(
    (relation) =>
      relation.name === link?.link && relation.relation === (through?.entity ?? target).name,
  );
  return entity && field ? { entity, link: field, ...(through ? { through } : {}) } : undefined;
}
