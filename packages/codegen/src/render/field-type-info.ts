import type { Field } from '../app-spec.ts';

/** What the field-type table (field-types.ts) says of each type, and the names it renders with. */

/** Checks in src/validation.ts. */
export type Validator =
  'isNumeric' | 'isDate' | 'isDateTime' | 'isEmail' | 'isUrl' | 'isImage' | 'isPhone';
/** Display helpers in src/format.ts. */
export type Formatter =
  | 'formatNumber'
  | 'formatCurrency'
  | 'formatBoolean'
  | 'formatDate'
  | 'formatDateTime'
  | 'formatRating';
/** Input components in src/components. */
export type InputComponent =
  | 'TextField'
  | 'SwitchField'
  | 'ChoiceField'
  | 'DateField'
  | 'RatingField'
  | 'ImageField'
  | 'RelationPicker';
/** Shared zod schemas declared at the top of the backend's schemas.ts. */
export type ZodHelper = 'webUrl' | 'imageUri' | 'phone' | 'dateTime';

export interface InputContext {
  /** The draft value expression (`draft.title`). */
  value: string;
  /** A callback taking `value` (`(value) => update('title', value)`). */
  change: string;
  /** The error expression (`errors.title`). */
  error: string;
  /** Options expression: the enum's options constant, or the relation's `{ id, label }[]`. */
  options: string;
  /** What a relation picker says when the target has no records. */
  emptyText: string;
  /** A relation picker's way to a new target record: a callback opening its form. */
  create: string;
  /** That action's name ("Add Dog"). */
  createLabel: string;
}

export interface FieldTypeInfo {
  /** Stored TypeScript type; `options` is the enum's options constant. */
  tsType: (field: Field, options: string) => string;
  /** The stored value of a new record. */
  empty: string;
  /** The form edits numbers as text: the draft type and the conversions between the two. */
  draft: 'text' | 'same';
  component: InputComponent;
  input: (field: Field, context: InputContext) => string;
  /** Format check on the device, with the message's ending ("must be a number."). */
  check?: { validator: Validator; message: string };
  /** Draft value from a stored one, and back (expressions over `value`). */
  toDraft: (value: string) => string;
  fromDraft: (value: string) => string;
  /** Whether a draft value counts as not filled in; absent when it always has one (a switch). */
  missing?: (value: string) => string;
  /** Backend schema for a required and an optional value; \`says\` is the code of its messages. */
  zod: (field: Field, says: string) => { required: string; optional: string; helper?: ZodHelper };
  /** A valid value, for documentation and tests (a relation's is a placeholder id). */
  example: (field: Field) => string | number | boolean;
  /** Display text of a stored value. */
  display: (field: Field, value: string) => string;
  formatter?: Formatter;
}
