import { titleFieldOf, type Entity } from '../app-spec.ts';
import type { DraftEntity } from './entities.ts';
import { entityNames, fieldIdentifier, wordsOf } from './text.ts';

/**
 * Relation fields point at an entity of the app by its words ("relation to author"); a relation to
 * something the app does not keep becomes a text field. A plain text field named like another
 * entity of the app ("client" on bookings when the app keeps clients) becomes a relation to it.
 */
export function resolveRelations(entities: DraftEntity[]): Entity[] {
  const named = (words: string) => {
    const wanted = entityNames(wordsOf(words)).name;
    return (
      entities.find((entity) => entity.name === wanted) ??
      entities.find((entity) => entity.name.endsWith(wanted))
    );
  };
  const entityCalled = (fieldName: string) =>
    entities.find((entity) => fieldIdentifier(entity.name) === fieldName);
  return entities
    .map((entity) => ({
      ...entity,
      fields: entity.fields.map(({ relationWords, explicit: _explicit, ...field }) => {
        const other =
          field.type === 'text' && field.name !== entity.titleField
            ? entityCalled(field.name)
            : undefined;
        if (other && other !== entity)
          return { ...field, type: 'relation' as const, relation: other.name };
        if (field.type !== 'relation') return field;
        // A relation of an earlier version keeps its target while that entity is still there.
        const target = relationWords
          ? named(relationWords)
          : entities.find((candidate) => candidate.name === field.relation);
        return target && target.name !== entity.name
          ? { ...field, relation: target.name }
          : { ...field, type: 'text' as const };
      }),
    }))
    .map(withOwnTitle);
}

/**
 * "dog name" beside a link to the dog goes: the linked record's own name says it. A record whose
 * title became a link ("client" on an invoice) is titled by a value of its own.
 */
function withOwnTitle(entity: Entity): Entity {
  const linked = entity.fields.flatMap((field) =>
    field.type === 'relation' ? [`${field.name}Name`, `${field.name}Title`] : [],
  );
  const kept = entity.fields.filter((field) => !linked.includes(field.name));
  const fields = kept.length > 0 ? kept : entity.fields;
  const title = titleFieldOf(fields, entity.titleField);
  return { ...entity, fields, titleField: title?.name ?? entity.titleField };
}
