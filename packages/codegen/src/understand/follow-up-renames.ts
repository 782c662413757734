import { noCase } from 'change-case';
import type { AppSpec } from '../app-spec.ts';
import { renameEntityReferences, renameFieldReferences } from './behaviour/references.ts';
import type { DraftEntity } from './entities.ts';
import { entityNamed } from './follow-up-phrases.ts';
import { asciiFold, entityNames, fieldIdentifier, labelOf, wordsOf } from './text.ts';

type Spec = AppSpec & { entities: DraftEntity[] };

/** "rename recipes to dishes": the entity, its screens, and the relations and fields that name it. */
export function renameEntity(spec: Spec, changes: string[], from: string, to: string) {
  const entity = entityNamed(spec, from);
  const names = entityNames(
    wordsOf(asciiFold(to)).filter((word) => !/^(?:the|a|an|my)$/.test(word)),
  );
  if (
    !entity ||
    /\bfield\b/i.test(from) ||
    names.name === 'Item' ||
    spec.entities.some((other) => other.name === names.name)
  )
    return false;
  const [oldField, newField] = [
    fieldIdentifier(noCase(entity.name)),
    fieldIdentifier(noCase(names.name)),
  ];
  for (const other of spec.entities) {
    for (const field of other.fields) {
      if (field.relation !== entity.name) continue;
      field.relation = names.name;
      if (
        field.name === oldField &&
        !other.fields.some((candidate) => candidate.name === newField)
      ) {
        renameFieldReferences(spec.entities, other.name, oldField, newField);
        field.name = newField;
        field.label = labelOf(noCase(names.name));
      }
    }
  }
  changes.push(`Renamed ${noCase(entity.pluralName)} to ${noCase(names.pluralName)}`);
  renameEntityReferences(spec.entities, entity.name, names.name);
  Object.assign(entity, names);
  return true;
}

/** "rename the source field to origin": the first entity with that field. */
export function renameField(spec: Spec, changes: string[], from: string, to: string) {
  const fromName = fieldIdentifier(from.replace(/\bfield\b/i, ''));
  const toName = fieldIdentifier(to);
  for (const entity of spec.entities) {
    const field = entity.fields.find((candidate) => candidate.name === fromName);
    if (!field || !toName || entity.fields.some((candidate) => candidate.name === toName)) continue;
    if (entity.titleField === field.name) entity.titleField = toName;
    renameFieldReferences(spec.entities, entity.name, fromName, toName);
    field.name = toName;
    field.label = labelOf(to);
    changes.push(
      `Renamed the ${noCase(fromName)} field of ${noCase(entity.pluralName)} to ${noCase(toName)}`,
    );
    return true;
  }
  return false;
}
