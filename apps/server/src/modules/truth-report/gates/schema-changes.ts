import type { AppSpec, Entity, Field } from '@appforge/codegen/app-spec';

/** How an app's data model changed since the previous report's version, in words. */

export type SchemaChangeKind = 'none' | 'compatible' | 'breaking';

export interface SchemaChanges {
  kind: SchemaChangeKind;
  /** "Habit.title became required.", breaking changes first. */
  changes: string[];
}

interface Change {
  breaking: boolean;
  text: string;
}

const quoted = (values: string[]) => values.map((value) => `“${value}”`).join(', ');

function fieldChanges(entity: string, before: Field, after: Field): Change[] {
  const name = `${entity}.${after.name}`;
  const changes: Change[] = [];
  if (before.type !== after.type)
    changes.push({ breaking: true, text: `${name} changed from ${before.type} to ${after.type}.` });
  if (!before.required && after.required)
    changes.push({ breaking: true, text: `${name} became required.` });
  if (before.required && !after.required)
    changes.push({ breaking: false, text: `${name} became optional.` });
  if (before.type === after.type && before.relation !== after.relation)
    changes.push({
      breaking: true,
      text: `${name} links to ${after.relation ?? 'nothing'} instead of ${before.relation ?? 'nothing'}.`,
    });
  if (before.type === 'enum' && after.type === 'enum') {
    const removed = (before.options ?? []).filter((option) => !after.options?.includes(option));
    const added = (after.options ?? []).filter((option) => !before.options?.includes(option));
    if (removed.length > 0)
      changes.push({ breaking: true, text: `${name} no longer offers ${quoted(removed)}.` });
    if (added.length > 0)
      changes.push({ breaking: false, text: `${name} now also offers ${quoted(added)}.` });
  }
  return changes;
}

function entityChanges(before: Entity, after: Entity): Change[] {
  const previous = new Map(before.fields.map((field) => [field.name, field]));
  const current = new Set(after.fields.map((field) => field.name));
  return [
    ...before.fields
      .filter((field) => !current.has(field.name))
      .map((field) => ({ breaking: true, text: `${after.name}.${field.name} was removed.` })),
    ...after.fields.flatMap((field) => {
      const old = previous.get(field.name);
      if (old) return fieldChanges(after.name, old, field);
      return [
        field.required
          ? { breaking: true, text: `${after.name}.${field.name} was added as a required field.` }
          : { breaking: false, text: `${after.name}.${field.name} was added.` },
      ];
    }),
  ];
}

/**
 * Entities, fields, types, required flags, enum options and links of two AppSpecs compared:
 * breaking when a record valid before may be refused now (something removed, a type changed,
 * a field became required), compatible when only optional things were added or loosened.
 */
export function schemaChangesBetween(before: AppSpec, after: AppSpec): SchemaChanges {
  const previous = new Map(before.entities.map((entity) => [entity.name, entity]));
  const current = new Set(after.entities.map((entity) => entity.name));
  const changes: Change[] = [
    ...before.entities
      .filter((entity) => !current.has(entity.name))
      .map((entity) => ({ breaking: true, text: `${entity.name} was removed.` })),
    ...after.entities.flatMap((entity) => {
      const old = previous.get(entity.name);
      return old
        ? entityChanges(old, entity)
        : [{ breaking: false, text: `${entity.name} was added.` }];
    }),
  ];
  const breaking = changes.filter((change) => change.breaking);
  return {
    kind: breaking.length > 0 ? 'breaking' : changes.length > 0 ? 'compatible' : 'none',
    changes: [...breaking, ...changes.filter((change) => !change.breaking)].map(
      (change) => change.text,
    ),
  };
}
