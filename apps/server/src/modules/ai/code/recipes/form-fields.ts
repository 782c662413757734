import type { FieldModel, RecipeContext } from '../code-recipe';
import { inputFields } from '../record-fields';

/** What a sign-up form asks when the prompt names no fields. */
const STAND_INS: FieldModel[] = [
  { name: 'name', label: 'name', kind: 'text' },
  { name: 'email', label: 'email', kind: 'email' },
  { name: 'password', label: 'password', kind: 'text' },
];

/** The form's context: the fields a person fills in (never the id or timestamps). */
export function formContext(ctx: RecipeContext): RecipeContext {
  const fields = ctx.entity.defaultFields ? STAND_INS : inputFields(ctx.entity);
  return { ...ctx, entity: { ...ctx.entity, fields } };
}

/** Which control a field gets: a toggle for yes/no, a secure field for a password, else text. */
export const isToggle = (field: FieldModel) => field.kind === 'bool';
