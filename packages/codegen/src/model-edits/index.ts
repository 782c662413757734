import { noCase } from 'change-case';
import { computedCanRead, type ModelEdit } from '@appforge/shared/contracts/data-model';
import { appSpecSchema, screensFor, type AppSpec, type Entity } from '../app-spec.ts';
import type { ComputedValue } from '../app-spec-behaviour.ts';
import { buildModel } from '../render/model.ts';
import { resolveRelations } from '../understand/relations.ts';
import { fieldIdentifier, labelOf } from '../understand/text.ts';
import {
  addField,
  addLink,
  entityOf,
  fieldOf,
  ModelEditError,
  removeField,
  renameEntity,
  renameField,
  retypeField,
} from './fields.ts';

export { ModelEditError } from './fields.ts';

/**
 * The Data model view's edits: one change by name to a project's AppSpec, checked like any spec,
 * with the sentence the chat says of it. A name that is not there, or a change the spec cannot
 * hold, throws ModelEditError with a message for the person.
 */

const WORDS = {
  sum: 'Total',
  average: 'Average',
  min: 'Lowest',
  max: 'Highest',
  latest: 'Latest',
  difference: 'Change in',
} as const;

function addComputed(spec: AppSpec, edit: Extract<ModelEdit, { op: 'addComputed' }>): string {
  const entity = entityOf(spec, edit.entity);
  const over = entityOf(spec, edit.over);
  const link = over.fields.find((field) => field.relation === entity.name);
  if (!link)
    throw new ModelEditError(
      `${over.pluralName} do not link to ${entity.pluralName}: add that link first.`,
    );
  const field = edit.kind === 'count' ? undefined : fieldOf(over, edit.field ?? '');
  if (field && !computedCanRead(edit.kind, field.type))
    throw new ModelEditError(
      edit.kind === 'streak'
        ? `${field.label} is not a date: a streak counts days.`
        : edit.kind === 'latest'
          ? `${field.label} is a link: choose one of its values.`
          : `${field.label} is not a number: choose a number field.`,
    );
  const label =
    edit.kind === 'count'
      ? labelOf(noCase(over.pluralName))
      : edit.kind === 'streak'
        ? 'Streak'
        : `${WORDS[edit.kind]} ${field!.label.toLowerCase()}`;
  const taken = new Set([
    ...entity.fields.map((item) => item.name),
    ...(entity.computed ?? []).map((value) => value.name),
  ]);
  let name = fieldIdentifier(label);
  for (let index = 2; taken.has(name); index += 1) name = `${fieldIdentifier(label)}${index}`;
  const value: ComputedValue = {
    kind: edit.kind,
    name,
    label: label.slice(0, 40),
    over: { entity: over.name, link: link.name },
    ...(field ? { field: field.name } : {}),
    ...(edit.kind === 'streak' ? { period: 'day' as const } : {}),
  };
  entity.computed = [...(entity.computed ?? []), value];
  return `${noCase(entity.pluralName)} now show ${label.toLowerCase()}`.replace(/^./, (c) =>
    c.toUpperCase(),
  );
}

function removeComputed(spec: AppSpec, owner: string, name: string): string {
  const entity = entityOf(spec, owner);
  const value = entity.computed?.find((item) => item.name === name);
  if (!value) throw new ModelEditError(`${entity.name} computes nothing called ${name}.`);
  entity.computed = entity.computed!.filter((item) => item !== value);
  entity.actions = entity.actions?.filter((action) => action.balance !== name);
  return `${entity.pluralName} no longer show ${value.label.toLowerCase()}`;
}

function change(spec: AppSpec, edit: ModelEdit): string {
  switch (edit.op) {
    case 'renameEntity':
      return renameEntity(spec, edit.entity, edit.to);
    case 'renameField':
      return renameField(spec, edit.entity, edit.field, edit.to);
    case 'retypeField':
      return retypeField(spec, edit.entity, edit.field, edit.type);
    case 'addField':
      return addField(spec, edit.entity, edit.label, edit.type);
    case 'removeField':
      return removeField(spec, edit.entity, edit.field);
    case 'addLink':
      return addLink(spec, edit.entity, edit.to);
    case 'addComputed':
      return addComputed(spec, edit);
    case 'removeComputed':
      return removeComputed(spec, edit.entity, edit.name);
  }
}

/** Values, actions and summaries the renderer can still resolve after the edit: the others read what is gone. */
function withLiveBehaviour(spec: AppSpec): Entity[] {
  const model = buildModel(spec);
  return spec.entities.map((entity) => {
    const rendered = model.entities.find((item) => item.name === entity.name);
    const values = new Set(rendered?.computed.map((value) => value.name));
    const actions = new Set(rendered?.actions.map((action) => action.name));
    const summary = new Set(rendered?.summary.map((value) => value.name));
    return {
      ...entity,
      computed: entity.computed?.filter((value) => values.has(value.name)),
      actions: entity.actions?.filter((action) => actions.has(action.name)),
      summary: entity.summary?.filter((value) => summary.has(value.name)),
    };
  });
}

/** `previous` with `edit` applied, and what changed, in a sentence. */
export function applyModelEdit(
  previous: AppSpec,
  edit: ModelEdit,
): { spec: AppSpec; note: string } {
  const spec = structuredClone(previous);
  const note = change(spec, edit);
  const entities = resolveRelations(spec.entities);
  const checked = appSpecSchema.safeParse({
    ...spec,
    entities,
    screens: screensFor(entities, spec.features),
  });
  if (!checked.success)
    throw new ModelEditError(
      `That change does not fit the app: ${checked.error.issues[0]?.message ?? 'invalid'}.`,
    );
  return { spec: { ...checked.data, entities: withLiveBehaviour(checked.data) }, note };
}
