import {
  COMPUTED_CHOICES,
  FIELD_TYPE_LABELS,
  modelEditSchema,
  type ModelEdit,
} from '@appforge/shared/contracts/data-model';
import { entityLabel, isLink, type ModelEntity } from './data-model';

const MAX_NAME_LENGTH = 40;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What is wrong with an edit before it is sent, as a sentence to show beside the form: the
 * contract's own checks (an empty name, a name without a letter), then a name the type already has.
 */
export function editProblem(edit: ModelEdit, entities: ModelEntity[]): string | null {
  const checked = modelEditSchema.safeParse(edit, {
    error: (issue) =>
      issue.code === 'too_big'
        ? `Keep the name to ${MAX_NAME_LENGTH} characters or fewer.`
        : undefined,
  });
  if (!checked.success) return checked.error.issues[0]?.message ?? 'This change is not valid.';
  const entity = entities.find((candidate) => candidate.name === edit.entity);
  if (!entity) return null;
  switch (edit.op) {
    case 'renameEntity':
      return sameName(edit.to, entityLabel(entity.name)) ? 'That is already its name.' : null;
    case 'renameField': {
      const field = entity.fields.find((candidate) => candidate.name === edit.field);
      return field && sameName(edit.to, field.label) ? 'That is already its name.' : null;
    }
    case 'addField': {
      const taken = entity.fields.find((field) => sameName(field.label, edit.label));
      return taken
        ? `${entityLabel(entity.name)} already has a field called ${taken.label}.`
        : null;
    }
    default:
      return null;
  }
}

/** What an edit did, as the end of "Saved as version 5: …". */
export function describeEdit(edit: ModelEdit, entities: ModelEntity[]): string {
  const entity = entities.find((candidate) => candidate.name === edit.entity);
  const of = entityLabel(edit.entity);
  const fieldLabel = (name: string | undefined) =>
    entity?.fields.find((field) => field.name === name)?.label ?? name ?? '';
  switch (edit.op) {
    case 'renameEntity':
      return `renamed ${of} to ${edit.to.trim()}`;
    case 'renameField':
      return `renamed ${fieldLabel(edit.field)} of ${of} to ${edit.to.trim()}`;
    case 'retypeField':
      return `made ${fieldLabel(edit.field)} of ${of} a ${FIELD_TYPE_LABELS[edit.type]} field`;
    case 'addField':
      return `added ${edit.label.trim()} (${FIELD_TYPE_LABELS[edit.type]}) to ${of}`;
    case 'removeField': {
      const field = entity?.fields.find((candidate) => candidate.name === edit.field);
      const what = field && isLink(field) ? 'link' : 'field';
      return `removed ${what} ${fieldLabel(edit.field)} of ${of}`;
    }
    case 'addLink':
      return `linked each ${of} to one ${entityLabel(edit.to)}`;
    case 'addComputed': {
      const over = entities.find((candidate) => candidate.name === edit.over);
      const read = edit.field
        ? ` of ${over?.fields.find((field) => field.name === edit.field)?.label ?? edit.field}`
        : '';
      return `added ${COMPUTED_CHOICES[edit.kind]}${read} over ${entityLabel(edit.over)} to ${of}`;
    }
    case 'removeComputed': {
      const value = entity?.computed.find((computed) => computed.name === edit.name);
      return `removed value ${value?.label ?? edit.name} of ${of}`;
    }
  }
}
