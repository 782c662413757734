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

const optionalString = (base: string, emptyAllowed: boolean) =>
  emptyAllowed ? `${base}.or(z.literal('')).optional()` : `${base}.optional()`;
const requiredText = (field: Field) =>
  `z.string().trim().min(1, ${str(`${field.label} is required.`)})`;
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
    zod: (field) => ({ required: requiredText(field), optional: 'z.string().optional()' }),
  },
  longText: {
    example: () => 'A few lines of notes.',
    ...textual,
    component: 'TextField',
    input: textInput([['multiline', true]]),
    zod: (field) => ({ required: requiredText(field), optional: 'z.string().optional()' }),
  },
  location: {
    example: () => 'Lisbon, Portugal',
    ...textual,
    component: 'TextField',
    input: textInput([['placeholder', attr('Place or address')]]),
    zod: (field) => ({ required: requiredText(field), optional: 'z.string().optional()' }),
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
    zod: () => ({ required: 'z.boolean()', optional: 'z.boolean().optional()' }),
    display: (_field, value) => `formatBoolean(${value})`,
    formatter: 'formatBoolean',
  },
  date: {
    example: () => '2025-01-31',
    ...textual,
    component: 'DateField',
    input: dateInput(false),
    check: { validator: 'isDate', message: 'must be a date like 2025-01-31.' },
    zod: () => ({ required: 'z.iso.date()', optional: optionalString('z.iso.date()', true) }),
    display: (_field, value) => `formatDate(${value})`,
    formatter: 'formatDate',
  },
  datetime: {
    example: () => '2025-01-31 18:30',
    ...textual,
    component: 'DateField',
    input: dateInput(true),
    check: { validator: 'isDateTime', message: 'must be a date and time like 2025-01-31 18:30.' },
    zod: () => ({
      required: 'dateTime',
      optional: optionalString('dateTime', true),
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
    zod: (field) => {
      const base = `z.enum([${(field.options ?? []).map(str).join(', ')}])`;
      return { required: base, optional: optionalString(base, true) };
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
    zod: () => ({
      required: 'imageUri',
      optional: optionalString('imageUri', true),
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
    zod: () => ({ required: 'webUrl', optional: optionalString('webUrl', true), helper: 'webUrl' }),
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
    zod: () => ({ required: 'z.email()', optional: optionalString('z.email()', true) }),
  },
  phone: {
    example: () => '+1 555 0100',
    ...textual,
    component: 'TextField',
    input: textInput([['keyboardType', attr('phone-pad')]]),
    check: { validator: 'isPhone', message: 'must be a phone number.' },
    zod: () => ({ required: 'phone', optional: optionalString('phone', true), helper: 'phone' }),
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
    zod: (field) => ({
      required: `z.string().min(1, ${str(`${field.label} is required.`)})`,
      optional: 'z.string().optional()',
    }),
  },
};

export const fieldType = (field: Field) => FIELD_TYPES[field.type];

/** The zod schema of a field, required or optional. */
export function zodFor(field: Field) {
  const schemas = fieldType(field).zod(field);
  return field.required ? schemas.required : schemas.optional;
}
