import { modelEditSchema, type ModelEdit } from '@appforge/shared/contracts/data-model';
import { entityLabel, type ModelEntity } from './data-model';

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
