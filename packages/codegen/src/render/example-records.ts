import { fieldType } from './field-types.ts';
import type { EntityModel } from './model.ts';

/**
 * Records a generated app accepts, for whoever drives one: the generator's own tests and the
 * Truth Report's sandbox (apps/server, truth-report/sandbox).
 */

/** A valid body for an entity: each field's example, relations pointing at `ids`. */
export function exampleBody(entity: EntityModel, ids: Record<string, string>) {
  const body: Record<string, unknown> = {};
  for (const field of entity.fields) {
    if (field.type === 'relation') {
      const id = ids[field.relation!];
      if (id) body[field.name] = id;
      else if (field.required)
        throw new Error(`No ${field.relation} to point ${entity.name}.${field.name} at.`);
    } else body[field.name] = fieldType(field).example(field);
  }
  return body;
}

/** Entities in an order where every relation's target (other than itself) comes first. */
export function parentsFirst(entities: EntityModel[]) {
  const ordered: EntityModel[] = [];
  while (ordered.length < entities.length) {
    const next = entities.find(
      (entity) =>
        !ordered.includes(entity) &&
        entity.relations.every(
          (field) =>
            field.relation === entity.name ||
            ordered.some((done) => done.name === field.relation) ||
            !field.required,
        ),
    );
    if (!next) throw new Error('The required relations go round in a circle.');
    ordered.push(next);
  }
  return ordered;
}
