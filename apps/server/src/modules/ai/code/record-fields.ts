import type { EntityModel, FieldModel } from './code-recipe';

const ID_FIELD: FieldModel = { name: 'id', label: 'id', kind: 'text' };
const NAME_FIELD: FieldModel = { name: 'name', label: 'name', kind: 'text' };
/** Set by whoever stores the record, never sent by the person filling a form. */
const SERVER_SET = new Set(['id', 'createdAt', 'updatedAt']);

export const isServerSet = (field: FieldModel) => SERVER_SET.has(field.name);

/**
 * The fields of a stored record: the entity's, with a text id first when it has none. What the
 * server sets has one type everywhere: the id is a UUID string, createdAt/updatedAt a date-time.
 */
export function recordFields(entity: EntityModel): FieldModel[] {
  const fields = entity.fields.map((field) =>
    isServerSet(field)
      ? ({ ...field, kind: field.name === 'id' ? 'text' : 'dateTime' } as FieldModel)
      : field,
  );
  return fields.some((field) => field.name === 'id') ? fields : [ID_FIELD, ...fields];
}

/** The fields a client sends to create or replace a record: all but those the server sets. */
export function inputFields(entity: EntityModel): FieldModel[] {
  const sent = entity.fields.filter((field) => !isServerSet(field));
  return sent.length > 0 ? sent : [NAME_FIELD];
}

/** True for a field holding a password ("password", "new password"), which forms check for strength. */
export const isPassword = (field: FieldModel) => /password$/i.test(field.name);

/** The field a list row shows: the record's first text, else its id (a string in every language). */
export const displayField = (fields: FieldModel[]) =>
  fields.find(
    (field) => field.name !== 'id' && (field.kind === 'text' || field.kind === 'email'),
  ) ?? fields.find((field) => field.name === 'id');
