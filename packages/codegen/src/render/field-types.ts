import type { Field, FieldType } from '../app-spec.ts';
import type { FieldTypeInfo, InputContext } from './field-type-info.ts';
import { attr, element, expr, str, type JsxProp } from './names.ts';
import { numberKeyboard, numberZod, withinRules } from './number-rules.ts';

/**
 * The one table from a field type to everything rendered for it: its TypeScript type, its empty
 * value, how the form edits it (component and draft type), its format check on the device, its zod
 * schema on the server and how it is displayed.
 */

const common = (field: Field, context: InputContext): JsxProp[] => [
  ['label', attr(field.label)],
  ['value', expr(context.value)],
];
const marks = (field: Field, context: InputContext): JsxProp[] =>
  field.required
    ? [
        ['error', expr(context.error)],
        ['required', true],
      ]
    : [['error', expr(context.error)]];

function textInput(extra: JsxProp[] = []) {
  return (field: Field, context: InputContext) =>
    element('TextField', [
      ...common(field, context),
      ['onChangeText', expr(context.change)],
      ...extra,
      ...marks(field, context),
    ]);
}

/** A picked date ("2025-01-31"), or date and time ("2025-01-31 18:30"), kept as text. */
function dateInput(withTime: boolean) {
  return (field: Field, context: InputContext) =>
    element('DateField', [
      ...common(field, context),
      ['onChange', expr(context.change)],
      withTime && ['withTime', true],
      ...marks(field, context),
    ]);
}

/** An optional value that may also be left empty (''); refused with the field's own message. */
const optionalString = (base: string, says: string) =>
  `z.union([${base}, z.literal('')], ${says}).optional()`;
const requiredText = (field: Field, says: string) =>
  `z.string(${says}).trim().min(1, ${str(`${field.label} is required.`)})`;
const plain = (_field: Field, value: string) => value;
const same = (value: string) => value;
const textual = {
  tsType: () => 'string',
  empty: "''",
  draft: 'same',
  toDraft: same,
  fromDraft: (value: string) => `${value}.trim()`,
  missing: (value: string) => `isBlank(${value})`,
  display: plain,
} as const;
const numeric = {
  tsType: () => 'number | null',
  empty: 'null',
  draft: 'text',
  toDraft: (value: string) => `${value} === null ? '' : String(${value})`,
  fromDraft: (value: string) => `toNumber(${value})`,
  missing: (value: string) => `isBlank(${value})`,
} as const;
const chosen = {
  toDraft: same,
  fromDraft: same,
  missing: (value: string) => `${value} === ''`,
} as const;

export const FIELD_TYPES: Record<FieldType, FieldTypeInfo> = {
  text: {
    example: () => 'Example',
    ...textual,
    component: 'TextField',
    input: textInput(),
    zod: (field, says) => ({
      required: requiredText(field, says),
      optional: `z.string(${says}).optional()`,
    }),
  },
  longText: {
    example: () => 'A few lines of notes.',
    ...textual,
    component: 'TextField',
    input: textInput([['multiline', true]]),
    zod: (field, says) => ({
      required: requiredText(field, says),
      optional: `z.string(${says}).optional()`,
    }),
  },
  location: {
    example: () => 'Lisbon, Portugal',
    ...textual,
    component: 'TextField',
    input: textInput([['placeholder', attr('Place or address')]]),
    zod: (field, says) => ({
      required: requiredText(field, says),
      optional: `z.string(${says}).optional()`,
    }),
  },
  number: {
    example: (field) => withinRules(field, 12),
    ...numeric,
    component: 'TextField',
    input: (field, context) =>
      textInput([
        ['keyboardType', numberKeyboard(field)],
        ...(field.unit ? ([['placeholder', attr(`0 ${field.unit}`)]] as const) : []),
      ])(field, context),
    check: { validator: 'isNumeric', message: 'must be a number.' },
    zod: numberZod,
    display: (field, value) => `formatNumber(${value}${field.unit ? `, ${str(field.unit)}` : ''})`,
    formatter: 'formatNumber',
  },
  currency: {
    example: () => 9.5,
    ...numeric,
    component: 'TextField',
    input: (field, context) =>
      textInput([
        ['keyboardType', numberKeyboard(field)],
        ['placeholder', attr(field.unit ? `0.00 ${field.unit}` : '0.00')],
      ])(field, context),
    check: { validator: 'isNumeric', message: 'must be an amount.' },
    zod: numberZod,
    display: (field, value) => `formatCurrency(${value}, ${str(field.unit ?? '')})`,
    formatter: 'formatCurrency',
  },
  boolean: {
    example: () => true,
    tsType: () => 'boolean',
    empty: 'false',
    draft: 'same',
    toDraft: same,
    fromDraft: same,
    component: 'SwitchField',
    input: (field, context) =>
      element('SwitchField', [...common(field, context), ['onValueChange', expr(context.change)]]),
    zod: (_field, says) => ({
      required: `z.boolean(${says})`,
      optional: `z.boolean(${says}).optional()`,
    }),
    display: (_field, value) => `formatBoolean(${value})`,
    formatter: 'formatBoolean',
  },
  date: {
    example: () => '2025-01-31',
    ...textual,
    component: 'DateField',
    input: dateInput(false),
    check: { validator: 'isDate', message: 'must be a date like 2025-01-31.' },
    zod: (_field, says) => ({
      required: `z.iso.date(${says})`,
      optional: optionalString(`z.iso.date(${says})`, says),
    }),
    display: (_field, value) => `formatDate(${value})`,
    formatter: 'formatDate',
  },
  datetime: {
    example: () => '2025-01-31 18:30',
    ...textual,
    component: 'DateField',
    input: dateInput(true),
    check: { validator: 'isDateTime', message: 'must be a date and time like 2025-01-31 18:30.' },
    zod: (_field, says) => ({
      required: `dateTime(${says})`,
      optional: optionalString(`dateTime(${says})`, says),
      helper: 'dateTime',
    }),
    display: (_field, value) => `formatDateTime(${value})`,
    formatter: 'formatDateTime',
  },
  enum: {
    example: (field) => field.options?.[0] ?? '',
    ...chosen,
    tsType: (_field, options) => `(typeof ${options})[number] | ''`,
    empty: "''",
    draft: 'same',
    component: 'ChoiceField',
    input: (field, context) =>
      element('ChoiceField', [
        ...common(field, context),
        ['options', expr(context.options)],
        ['onChange', expr(context.change)],
        ...marks(field, context),
      ]),
    zod: (field, says) => {
      const base = `z.enum([${(field.options ?? []).map(str).join(', ')}], ${says})`;
      return { required: base, optional: optionalString(base, says) };
    },
    display: plain,
  },
  rating: {
    example: () => 4,
    tsType: () => 'number | null',
    empty: 'null',
    draft: 'same',
    toDraft: same,
    fromDraft: same,
    missing: (value) => `${value} === null`,
    component: 'RatingField',
    input: (field, context) =>
      element('RatingField', [
        ...common(field, context),
        ['onChange', expr(context.change)],
        ...marks(field, context),
      ]),
    zod: numberZod,
    display: (_field, value) => `formatRating(${value})`,
    formatter: 'formatRating',
  },
  imageUrl: {
    example: () => 'https://picsum.photos/seed/appforge/600/400',
    ...textual,
    component: 'ImageField',
    input: (field, context) =>
      element('ImageField', [
        ...common(field, context),
        ['onChange', expr(context.change)],
        ...marks(field, context),
      ]),
    check: {
      validator: 'isImage',
      message: 'must be a photo, or a web address starting with https://.',
    },
    zod: (_field, says) => ({
      required: `imageUri(${says})`,
      optional: optionalString(`imageUri(${says})`, says),
      helper: 'imageUri',
    }),
  },
  url: {
    example: () => 'https://example.com',
    ...textual,
    component: 'TextField',
    input: textInput([
      ['keyboardType', attr('url')],
      ['placeholder', attr('https://')],
    ]),
    check: { validator: 'isUrl', message: 'must be a web address starting with https://.' },
    zod: (_field, says) => ({
      required: `webUrl(${says})`,
      optional: optionalString(`webUrl(${says})`, says),
      helper: 'webUrl',
    }),
  },
  email: {
    example: () => 'ada@example.com',
    ...textual,
    component: 'TextField',
    input: textInput([
      ['keyboardType', attr('email-address')],
      ['placeholder', attr('name@example.com')],
    ]),
    check: { validator: 'isEmail', message: 'must be an email address.' },
    zod: (_field, says) => ({
      required: `z.email(${says})`,
      optional: optionalString(`z.email(${says})`, says),
    }),
  },
  phone: {
    example: () => '+1 555 0100',
    ...textual,
    component: 'TextField',
    input: textInput([['keyboardType', attr('phone-pad')]]),
    check: { validator: 'isPhone', message: 'must be a phone number.' },
    zod: (_field, says) => ({
      required: `phone(${says})`,
      optional: optionalString(`phone(${says})`, says),
      helper: 'phone',
    }),
  },
  relation: {
    example: (field) => `<${field.relation ?? 'record'} id>`,
    ...textual,
    ...chosen,
    component: 'RelationPicker',
    input: (field, context) =>
      element('RelationPicker', [
        ...common(field, context),
        ['options', expr(context.options)],
        ['onChange', expr(context.change)],
        ['emptyText', attr(context.emptyText)],
        ['onCreate', expr(context.create)],
        ['createLabel', attr(context.createLabel)],
        ...marks(field, context),
      ]),
    zod: (field, says) => ({
      required: `z.string(${says}).min(1, ${str(`${field.label} is required.`)})`,
      optional: `z.string(${says}).optional()`,
    }),
  },
};

export const fieldType = (field: Field) => FIELD_TYPES[field.type];

/** What a field's value must be, after its label, when it is not ("must be a number."). */
function ruleOf(field: Field) {
  const info = fieldType(field);
  if (info.check) return info.check.message;
  if (field.type === 'boolean') return 'must be true or false.';
  if (field.type === 'rating') return 'must be a number of stars.';
  if (field.type === 'enum') return `must be one of: ${(field.options ?? []).join(', ')}.`;
  if (field.type === 'relation')
    return `must be the id of a ${(field.relation ?? 'record').toLowerCase()}.`;
  return 'must be text.';
}

/**
 * The zod schema of a field, required or optional. Its messages are the ones a person reads:
 * "Name is required." when it is missing, "Price must be a number." when it is of another kind.
 */
export function zodFor(field: Field) {
  const schemas = fieldType(field).zod(field, `says(${str(field.label)}, ${str(ruleOf(field))})`);
  return field.required ? schemas.required : schemas.optional;
}
