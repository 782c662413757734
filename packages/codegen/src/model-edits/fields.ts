import { noCase } from 'change-case';
import type { FieldType } from '@appforge/shared/contracts/data-model';
import type { AppSpec, Entity, Field } from '../app-spec.ts';
import {
  renameEntityReferences,
  renameFieldReferences,
} from '../understand/behaviour/references.ts';
import { entityNames, fieldIdentifier, labelOf, wordsOf, asciiFold } from '../understand/text.ts';

/** Record types and fields edited by name, as the Data model view asks; each says what it did. */

export class ModelEditError extends Error {}

export const entityOf = (spec: AppSpec, name: string) => {
  const entity = spec.entities.find((candidate) => candidate.name === name);
  if (!entity) throw new ModelEditError(`There is no record type ${name}.`);
  return entity;
};

export const fieldOf = (entity: Entity, name: string) => {
  const field = entity.fields.find((candidate) => candidate.name === name);
  if (!field) throw new ModelEditError(`${entity.name} has no field ${name}.`);
  return field;
};

const ENUM_OPTIONS = ['Option 1', 'Option 2', 'Option 3'];

/** A field of `type`, keeping what still fits: a unit for numbers, a currency code for money. */
export function typed(field: Field, type: Exclude<FieldType, 'relation'>): Field {
  const { options: _options, unit, relation: _relation, ...rest } = field;
  const code = unit && /^[A-Z]{3}$/.test(unit) ? unit : undefined;
  return {
    ...rest,
    type,
    ...(type === 'enum' ? { options: field.options ?? ENUM_OPTIONS } : {}),
    ...(type === 'currency' ? { unit: code ?? 'USD' } : {}),
    ...(type === 'number' && unit && !code ? { unit } : {}),
  };
}

function freeFieldName(entity: Entity, label: string) {
  const name = fieldIdentifier(label);
  if (!name) throw new ModelEditError(`“${label}” cannot name a field: use letters.`);
  if (entity.fields.some((field) => field.name === name))
    throw new ModelEditError(`${entity.name} already has a field ${name}.`);
  return name;
}

export function renameEntity(spec: AppSpec, from: string, to: string): string {
  const entity = entityOf(spec, from);
  const names = entityNames(wordsOf(asciiFold(to)));
  if (!names.name) throw new ModelEditError(`“${to}” cannot name a record type: use letters.`);
  if (spec.entities.some((other) => other !== entity && other.name === names.name))
    throw new ModelEditError(`There is already a record type ${names.name}.`);
  const [oldField, newField] = [fieldIdentifier(noCase(from)), fieldIdentifier(noCase(names.name))];
  for (const other of spec.entities) {
    for (const field of other.fields) {
      if (field.relation !== from) continue;
      field.relation = names.name;
      if (field.name !== oldField || other.fields.some((item) => item.name === newField)) continue;
      renameFieldReferences(spec.entities, other.name, oldField, newField);
      if (other.titleField === oldField) other.titleField = newField;
      field.name = newField;
      field.label = labelOf(noCase(names.name));
    }
  }
  renameEntityReferences(spec.entities, from, names.name);
  Object.assign(entity, names);
  return `Renamed ${noCase(from)} to ${noCase(names.name)}`;
}

export function renameField(spec: AppSpec, owner: string, from: string, to: string): string {
  const entity = entityOf(spec, owner);
  const field = fieldOf(entity, from);
  const name = fieldIdentifier(to);
  if (!name) throw new ModelEditError(`“${to}” cannot name a field: use letters.`);
  if (name !== from && entity.fields.some((other) => other.name === name))
    throw new ModelEditError(`${entity.name} already has a field ${name}.`);
  const before = field.label;
  renameFieldReferences(spec.entities, entity.name, from, name);
  if (entity.titleField === from) entity.titleField = name;
  if (entity.sort?.field === from) entity.sort = { ...entity.sort, field: name };
  field.name = name;
  field.label = labelOf(to);
  return `Renamed the ${before} field of ${noCase(entity.pluralName)} to ${field.label}`;
}

export function retypeField(
  spec: AppSpec,
  owner: string,
  name: string,
  type: Exclude<FieldType, 'relation'>,
): string {
  const entity = entityOf(spec, owner);
  const field = fieldOf(entity, name);
  if (field.type === 'relation')
    throw new ModelEditError(`${field.label} is a link: remove it and add a field instead.`);
  entity.fields = entity.fields.map((item) => (item === field ? typed(field, type) : item));
  return `Made ${field.label} of ${noCase(entity.pluralName)} a ${noCase(type)} field`;
}

export function addField(
  spec: AppSpec,
  owner: string,
  label: string,
  type: Exclude<FieldType, 'relation'>,
): string {
  const entity = entityOf(spec, owner);
  const name = freeFieldName(entity, label);
  entity.fields.push(typed({ name, label: labelOf(label), type: 'text', required: false }, type));
  return `Added ${labelOf(label)} to ${noCase(entity.pluralName)}`;
}

export function removeField(spec: AppSpec, owner: string, name: string): string {
  const entity = entityOf(spec, owner);
  const field = fieldOf(entity, name);
  if (entity.fields.length === 1)
    throw new ModelEditError(`${entity.name} keeps at least one field: add another first.`);
  entity.fields = entity.fields.filter((item) => item !== field);
  if (entity.sort?.field === name) delete entity.sort;
  return field.type === 'relation'
    ? `Removed the link from ${noCase(entity.pluralName)} to ${noCase(field.relation ?? '')}`
    : `Removed ${field.label} from ${noCase(entity.pluralName)}`;
}

export function addLink(spec: AppSpec, owner: string, to: string): string {
  const entity = entityOf(spec, owner);
  const target = entityOf(spec, to);
  if (target === entity) throw new ModelEditError('A record type links to another one.');
  if (entity.fields.some((field) => field.relation === target.name))
    throw new ModelEditError(`${entity.pluralName} already link to ${target.pluralName}.`);
  const label = labelOf(noCase(target.name));
  entity.fields.push({
    name: freeFieldName(entity, label),
    label,
    type: 'relation',
    relation: target.name,
    required: false,
  });
  return `Linked ${noCase(entity.pluralName)} to ${noCase(target.pluralName)}: each picks one`;
}
