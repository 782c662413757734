import type { RecipeContext } from '../code-recipe';
import { jsTypedef, tsInterface } from '../entity-declarations';
import { lines } from '../recipe-text';
import { collectionNames } from './collection-names';
import {
  formatSettings,
  formatsEntity,
  formattedFields,
  type FormattedField,
  type FormattedKind,
} from './formatting.names';

/** The helper that formats a field of this kind. */
const FORMATTER: Record<FormattedKind, string> = {
  date: 'formatDay',
  dateTime: 'formatDateTime',
  money: 'formatMoney',
};

const helpers = (ctx: RecipeContext, typed: boolean) => {
  const { locale, currency } = formatSettings(ctx.prompt);
  const t = (annotation: string) => (typed ? annotation : '');
  return [
    `export const LOCALE = '${locale}';`,
    `export const CURRENCY = '${currency}';`,
    '',
    "const dayFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });",
    "const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });",
    "const relativeFormat = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });",
    '',
    '/**',
    " * A day without a time ('2024-05-01'). JavaScript reads it as midnight UTC, so it is shown in UTC",
    ' * too; in the local zone it would be the day before west of Greenwich.',
    !typed && ' * @param {string} isoDay',
    ' */',
    `export function formatDay(isoDay${t(': string')})${t(': string')} {`,
    '  return dayFormat.format(new Date(isoDay));',
    '}',
    '',
    typed
      ? '/** A moment, in the local time zone. */'
      : '/** A moment, in the local time zone. @param {string | Date} value */',
    `export function formatDateTime(value${t(': string | Date')})${t(': string')} {`,
    '  return dateTimeFormat.format(new Date(value));',
    '}',
    '',
    '/**',
    " * An amount in major units (12.5 is 12.50) with the currency's symbol and the locale's separators.",
    ' * Amounts kept as integer cents: pass cents / 100.',
    !typed && ' * @param {number} amount',
    ' */',
    `export function formatMoney(amount${t(': number')}, currency = CURRENCY)${t(': string')} {`,
    "  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).format(amount);",
    '}',
    '',
    typed
      ? 'const UNITS: [Intl.RelativeTimeFormatUnit, number][] = ['
      : '/** @type {[Intl.RelativeTimeFormatUnit, number][]} */\nconst UNITS = [',
    "  ['year', 365 * 86_400],",
    "  ['month', 30 * 86_400],",
    "  ['week', 7 * 86_400],",
    "  ['day', 86_400],",
    "  ['hour', 3_600],",
    "  ['minute', 60],",
    '];',
    '',
    typed
      ? '/** "3 days ago", "in 2 hours", "yesterday": the largest unit that fits. */'
      : '/**\n * "3 days ago", "in 2 hours", "yesterday": the largest unit that fits.\n * @param {string | Date} value\n */',
    `export function formatRelative(value${t(': string | Date')}, now = new Date())${t(': string')} {`,
    '  const seconds = (new Date(value).getTime() - now.getTime()) / 1000;',
    "  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];",
    '  return relativeFormat.format(Math.round(seconds / size), unit);',
    '}',
  ];
};

const formattedValue = (field: FormattedField, item: string) =>
  `    ${field.name}: ${FORMATTER[field.kind]}(${item}.${field.name}),`;

export function typescriptFormatting(ctx: RecipeContext): string {
  const { type, item } = collectionNames('typescript', ctx.entity);
  const fields = formattedFields(ctx.entity);
  const keys = fields.map((field) => `'${field.name}'`).join(' | ');
  return lines(
    ...helpers(ctx, true),
    ...(formatsEntity(ctx)
      ? [
          '',
          tsInterface(ctx.entity),
          '',
          `/** The ${type}'s dates and amounts as a person reads them, ready to render. */`,
          `export function format${type}(${item}: ${type}): Record<${keys}, string> {`,
          '  return {',
          ...fields.map((field) => formattedValue(field, item)),
          '  };',
          '}',
        ]
      : []),
    '',
  );
}

export function javascriptFormatting(ctx: RecipeContext): string {
  const { type, item } = collectionNames('javascript', ctx.entity);
  const fields = formattedFields(ctx.entity);
  return lines(
    ...helpers(ctx, false),
    ...(formatsEntity(ctx)
      ? [
          '',
          jsTypedef(ctx.entity),
          '',
          '/**',
          ` * The ${type}'s dates and amounts as a person reads them, ready to render.`,
          ` * @param {${type}} ${item}`,
          ' */',
          `export function format${type}(${item}) {`,
          '  return {',
          ...fields.map((field) => formattedValue(field, item)),
          '  };',
          '}',
        ]
      : []),
    '',
  );
}
