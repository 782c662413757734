import type { EntityModel, FieldModel, RecipeContext } from '../code-recipe';

/** The locale and currency the formatting code defaults to, as the prompt gave them. */
export interface FormatSettings {
  /** BCP 47: "de-DE". */
  locale: string;
  /** POSIX: "de_DE" (Babel, chrono). */
  posixLocale: string;
  /** ISO 4217: "EUR". */
  currency: string;
}

const CURRENCY_WORDS: [RegExp, string][] = [
  [/€|\beuros?\b/i, 'EUR'],
  [/£|\bsterling\b|\bbritish pounds?\b/i, 'GBP'],
  [/¥|\byen\b/i, 'JPY'],
  [/₹|\brupees?\b/i, 'INR'],
  [/\bfrancs?\b/i, 'CHF'],
  [/\$|\bdollars?\b/i, 'USD'],
];

const CURRENCY_CODES =
  /\b(USD|EUR|GBP|JPY|CHF|CAD|AUD|NZD|INR|CNY|SEK|NOK|DKK|PLN|CZK|BRL|MXN|ZAR|SGD|HKD|KRW)\b/;

/** Languages and countries a prompt may name instead of a locale tag. */
const LOCALE_WORDS: [RegExp, string][] = [
  [/\b(?:german|germany)\b/i, 'de-DE'],
  [/\b(?:french|france)\b/i, 'fr-FR'],
  [/\b(?:spanish|spain)\b/i, 'es-ES'],
  [/\b(?:italian|italy)\b/i, 'it-IT'],
  [/\b(?:dutch|netherlands)\b/i, 'nl-NL'],
  [/\b(?:japanese|japan)\b/i, 'ja-JP'],
  [/\b(?:british|uk|united kingdom)\b/i, 'en-GB'],
  [/\b(?:indian|india)\b/i, 'en-IN'],
  [/\b(?:brazilian|brazil|portuguese)\b/i, 'pt-BR'],
];

/** The usual locale for a currency when the prompt names only the currency. */
const CURRENCY_LOCALE: Record<string, string> = {
  EUR: 'de-DE',
  GBP: 'en-GB',
  JPY: 'ja-JP',
  INR: 'en-IN',
  CHF: 'de-CH',
};

/** The usual currency of a locale's country when the prompt names only the locale. */
const LOCALE_CURRENCY: Record<string, string> = {
  DE: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  GB: 'GBP',
  JP: 'JPY',
  IN: 'INR',
  BR: 'BRL',
  CH: 'CHF',
};

export function formatSettings(prompt: string): FormatSettings {
  const tag = /\b([a-z]{2})[-_]([A-Z]{2})\b/.exec(prompt);
  const named = tag
    ? `${tag[1]}-${tag[2]}`
    : LOCALE_WORDS.find(([pattern]) => pattern.test(prompt))?.[1];
  const code =
    CURRENCY_CODES.exec(prompt)?.[1] ??
    CURRENCY_WORDS.find(([pattern]) => pattern.test(prompt))?.[1];
  const locale = named ?? (code && CURRENCY_LOCALE[code]) ?? 'en-US';
  const currency = code ?? LOCALE_CURRENCY[locale.slice(3)] ?? 'USD';
  return { locale, posixLocale: locale.replace('-', '_'), currency };
}

export type FormattedKind = 'date' | 'dateTime' | 'money';
export type FormattedField = FieldModel & { kind: FormattedKind };

const isFormatted = (field: FieldModel): field is FormattedField =>
  field.kind === 'date' || field.kind === 'dateTime' || field.kind === 'money';

/** The entity's fields the recipe formats: its days, moments and money amounts. */
export const formattedFields = (entity: EntityModel): FormattedField[] =>
  entity.fields.filter(isFormatted);

/**
 * Whether to add a formatter for the entity: only when the prompt named fields that need one
 * ("invoices with amount and issued on"), not for "format dates and money" on its own.
 */
export const formatsEntity = (ctx: RecipeContext) =>
  !ctx.entity.defaultFields && formattedFields(ctx.entity).length > 0;
