import type { Formatter, Validator } from '../field-type-info.ts';
import { fieldType } from '../field-types.ts';
import type { AppModel, EntityModel } from '../model.ts';
import { importLine, lines, str } from '../names.ts';
import { numberChecks } from '../number-rules.ts';

/** src/validation.ts (form checks per entity) and src/format.ts (display text). */

const VALIDATORS: Record<Validator, string> = {
  isNumeric: `export function isNumeric(value: string): boolean {
  return !isBlank(value) && Number.isFinite(typedNumber(value));
}`,
  isDate: `/** A real calendar date written YYYY-MM-DD. */
export function isDate(value: string): boolean {
  const match = /^(\\d{4})-(\\d{2})-(\\d{2})$/.exec(value.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}`,
  isDateTime: `/** A date and time written YYYY-MM-DD HH:MM. */
export function isDateTime(value: string): boolean {
  const match = /^(\\d{4}-\\d{2}-\\d{2})[ T](\\d{2}):(\\d{2})$/.exec(value.trim());
  return match !== null && isDate(match[1]!) && Number(match[2]) < 24 && Number(match[3]) < 60;
}`,
  isEmail: `export function isEmail(value: string): boolean {
  return /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(value.trim());
}`,
  isUrl: `export function isUrl(value: string): boolean {
  return /^https?:\\/\\/[^\\s/$.?#][^\\s]*$/i.test(value.trim());
}`,
  isImage: `/** A photo picked on the device (its file, or the image itself on the web), or a web address. */
export function isImage(value: string): boolean {
  const picture = value.trim();
  return (
    /^https?:\\/\\/[^\\s/$.?#][^\\s]*$/i.test(picture) ||
    /^(file|content|ph|assets-library):\\/\\/\\S+$/i.test(picture) ||
    /^data:image\\/[\\w.+-]+;base64,[\\w+/=]+$/i.test(picture)
  );
}`,
  isPhone: `export function isPhone(value: string): boolean {
  return /^\\+?[0-9 ().-]{6,20}$/.test(value.trim());
}`,
};

const FORMATTERS: Record<Formatter, string> = {
  formatNumber: `export function formatNumber(value: number | null, unit?: string): string {
  if (value === null || !Number.isFinite(value)) return '';
  // Group digits only from 10 000 up, so that years read 2015.
  const text = Math.abs(value) >= 10000 ? value.toLocaleString(undefined, { maximumFractionDigits: 2 }) : String(Math.round(value * 100) / 100);
  return unit ? \`\${text} \${unit}\` : text;
}`,
  formatCurrency: `/** An amount in a currency code ("USD"); other units are written before the amount. */
export function formatCurrency(value: number | null, currency: string): string {
  if (value === null || !Number.isFinite(value)) return '';
  if (/^[A-Z]{3}$/.test(currency)) {
    try {
      return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(value);
    } catch {
      // An unknown currency code: fall through to the plain format.
    }
  }
  return currency ? \`\${currency} \${value.toFixed(2)}\` : value.toFixed(2);
}`,
  formatBoolean: `export function formatBoolean(value: boolean): string {
  return value ? 'Yes' : 'No';
}`,
  formatDate: `/** "2025-01-31" → "Jan 31, 2025" (in the device's language). */
export function formatDate(value: string): string {
  const match = /^(\\d{4})-(\\d{2})-(\\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}`,
  formatDateTime: `export function formatDateTime(value: string): string {
  const match = /^(\\d{4}-\\d{2}-\\d{2})[ T](\\d{2}:\\d{2})/.exec(value);
  return match ? \`\${formatDate(match[1]!)} \${match[2]}\` : value;
}`,
  formatRating: `export function formatRating(value: number | null): string {
  return value ? '★'.repeat(value) + '☆'.repeat(Math.max(0, 5 - value)) : '';
}`,
};

const capital = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function entityValidation(entity: EntityModel) {
  const type = entity.type;
  const checks = entity.fields.flatMap((field) => {
    const info = fieldType(field);
    const value = `draft.${field.name}`;
    const missing = info.missing?.(value);
    const required =
      field.required && missing
        ? `  if (${missing}) errors.${field.name} = ${str(`${field.label} is required.`)};`
        : null;
    if (!info.check) return required ? [required] : [];
    const filled = required ? '' : `!isBlank(${value}) && `;
    const broken = [
      {
        condition: `!${info.check.validator}(${value})`,
        message: `${field.label} ${info.check.message}`,
      },
      // A typed number then keeps to its field's rules, in the API's words (number-rules.ts).
      ...(info.draft === 'text' ? numberChecks(field) : []).map((check) => ({
        condition: check.breaks(`typedNumber(${value})`),
        message: check.message,
      })),
    ].map(
      ({ condition, message }, index) =>
        `  ${index > 0 || required ? 'else ' : ''}if (${filled}${condition}) errors.${field.name} = ${str(message)};`,
    );
    return required ? [required, ...broken] : broken;
  });
  const toDraft = entity.fields.map(
    (field) =>
      `    ${field.name}: ${fieldType(field).toDraft(`${entity.variable}.${field.name}`)},`,
  );
  const fromDraft = entity.fields.map(
    (field) => `      ${field.name}: ${fieldType(field).fromDraft(`draft.${field.name}`)},`,
  );
  return lines(
    `export function ${entity.camel}ToDraft(${entity.variable}: ${type}Input): ${type}Draft {`,
    '  return {',
    ...toDraft,
    entity.tags && `    tags: ${entity.variable}.tags.join(', '),`,
    '  };',
    '}',
    '',
    `export function validate${capital(entity.camel)}(draft: ${type}Draft): Validation<${type}Input, ${type}Draft> {`,
    `  const errors: FieldErrors<${type}Draft> = {};`,
    ...checks,
    '  if (Object.keys(errors).length > 0) return { ok: false, errors };',
    '  return {',
    '    ok: true,',
    '    value: {',
    ...fromDraft,
    entity.tags && '      tags: parseTags(draft.tags),',
    '    },',
    '  };',
    '}',
  );
}

/** Validators the app uses: its fields' checks (ImageField previews with isImage too). */
function usedValidators(model: AppModel) {
  const used = new Set<Validator>();
  for (const entity of model.entities) {
    for (const field of entity.fields) {
      const check = fieldType(field).check;
      if (check) used.add(check.validator);
    }
  }
  if (used.has('isDateTime')) used.add('isDate');
  return (Object.keys(VALIDATORS) as Validator[]).filter((name) => used.has(name));
}

export function validationFile(model: AppModel) {
  const types = model.entities.flatMap((entity) => [`${entity.type}Draft`, `${entity.type}Input`]);
  const numeric = model.entities.some((entity) =>
    entity.fields.some((field) => fieldType(field).draft === 'text'),
  );
  const tags = model.entities.some((entity) => entity.tags);
  return `${lines(
    importLine(types, './types', true),
    '',
    'export type FieldErrors<T> = Partial<Record<keyof T, string>>;',
    'export type Validation<T, D> = { ok: true; value: T } | { ok: false; errors: FieldErrors<D> };',
    '',
    'export function isBlank(value: string): boolean {',
    "  return value.trim() === '';",
    '}',
    ...usedValidators(model).map((name) => `\n${VALIDATORS[name]}`),
    numeric &&
      "\n/** The number typed in a field, with a decimal point or comma. */\nexport function typedNumber(value: string): number {\n  return Number(value.trim().replace(',', '.'));\n}\n\n/** The number typed in a field, or null when it is empty. */\nexport function toNumber(value: string): number | null {\n  return isBlank(value) ? null : typedNumber(value);\n}",
    tags &&
      "\n/** \"a, b,  c\" → ['a', 'b', 'c'], without blanks or repeats. */\nexport function parseTags(value: string): string[] {\n  return [...new Set(value.split(',').map((tag) => tag.trim()).filter(Boolean))];\n}",
    ...model.entities.map((entity) => `\n${entityValidation(entity)}`),
  )}\n`;
}

function titleFunction(entity: EntityModel) {
  const field = entity.title;
  const info = fieldType(field);
  const value = `${entity.variable}.${field.name}`;
  const shown = info.display(field, value);
  const text =
    shown !== value
      ? shown
      : info.tsType(field, '') === 'string'
        ? `${value}.trim()`
        : `String(${value})`;
  return `export function ${entity.camel}Title(${entity.variable}: ${entity.type}): string {\n  return ${text} || ${str(`Untitled ${entity.label.toLowerCase()}`)};\n}`;
}

function summaryFunction(entity: EntityModel) {
  const parts = entity.secondary.map((field) =>
    fieldType(field).display(field, `${entity.variable}.${field.name}`),
  );
  if (parts.length === 0) return null;
  const body = `[${parts.join(', ')}].filter(Boolean).join(' · ')`;
  return `/** The line under the title in lists. */\nexport function ${entity.camel}Summary(${entity.variable}: ${entity.type}): string {\n  return ${body};\n}`;
}

/** Formatters used by the fields' display and by the stats screen's totals. */
export function usedFormatters(model: AppModel): Formatter[] {
  const used = new Set<Formatter>();
  const stats = model.screens.some((screen) => screen.kind === 'stats');
  for (const entity of model.entities) {
    for (const field of entity.fields) {
      const formatter = fieldType(field).formatter;
      if (formatter) used.add(formatter);
    }
  }
  if (stats) used.add('formatNumber');
  if (used.has('formatDateTime') || model.screens.some((screen) => screen.kind === 'calendar'))
    used.add('formatDate');
  return (Object.keys(FORMATTERS) as Formatter[]).filter((name) => used.has(name));
}

export function formatFile(model: AppModel) {
  return `${lines(
    importLine(
      model.entities.map((entity) => entity.type),
      './types',
      true,
    ),
    ...usedFormatters(model).map((name) => `\n${FORMATTERS[name]}`),
    ...model.entities.map((entity) =>
      lines(
        '',
        titleFunction(entity),
        summaryFunction(entity) !== null && `\n${summaryFunction(entity)}`,
      ),
    ),
  )}\n`;
}
