import type { FieldModel } from './code-recipe';
import { isPassword } from './record-fields';
import { capitalize } from './recipe-text';

/** The languages whose validators the recipes write by hand (TypeScript uses zod, Python pydantic). */
export type RuleLanguage = 'javascript' | 'swift' | 'kotlin' | 'rust';

/** Decoded JSON with its types (an API body), or the text a person typed into a form. */
export type ValueSource = 'typed' | 'text';

type Check =
  | 'blank'
  | 'email'
  | 'url'
  | 'short'
  | 'unmixed'
  | 'negative'
  | 'notInt'
  | 'notNumber'
  | 'notDate'
  | 'notDateTime';

/**
 * Each check as a condition that holds when the value `v` fails it; `r` is the value as a `&str`
 * for the Rust functions that take one (`&input.email`, or `value` when it already is one).
 */
const CONDITIONS: Record<
  RuleLanguage,
  Record<Check, (v: string, source: ValueSource, r: string) => string>
> = {
  javascript: {
    blank: (v) => `!${v}.trim()`,
    email: (v) => `!EMAIL.test(${v})`,
    url: (v) => `!/^https?:\\/\\/\\S+$/.test(${v})`,
    short: (v) => `${v}.length < 8`,
    unmixed: (v) => `!/[A-Za-z]/.test(${v}) || !/\\d/.test(${v})`,
    negative: (v, source) => (source === 'typed' ? `${v} < 0` : `!(Number(${v}) >= 0)`),
    notInt: (v) => `!/^-?\\d+$/.test(${v}.trim())`,
    notNumber: (v) => `Number.isNaN(Number(${v}))`,
    notDate: (v) => `!/^\\d{4}-\\d{2}-\\d{2}$/.test(${v}) || Number.isNaN(Date.parse(${v}))`,
    notDateTime: (v) => `Number.isNaN(Date.parse(${v}))`,
  },
  swift: {
    blank: (v) => `${v}.trimmingCharacters(in: .whitespaces).isEmpty`,
    // Plain strings with escaped backslashes: some parsers misread raw strings (#"…"#) next to key paths.
    email: (v) =>
      `${v}.range(of: "^[^\\\\s@]+@[^\\\\s@]+\\\\.[^\\\\s@]+$", options: .regularExpression) == nil`,
    url: (v) => `${v}.range(of: "^https?://\\\\S+$", options: .regularExpression) == nil`,
    short: (v) => `${v}.count < 8`,
    unmixed: (v) => `!${v}.contains(where: \\.isLetter) || !${v}.contains(where: \\.isNumber)`,
    negative: (v, source) => (source === 'typed' ? `${v} < 0` : `(Double(${v}) ?? -1) < 0`),
    notInt: (v) => `Int(${v}) == nil`,
    notNumber: (v) => `Double(${v}) == nil`,
    notDate: (v) =>
      `${v}.range(of: "^\\\\d{4}-\\\\d{2}-\\\\d{2}$", options: .regularExpression) == nil`,
    notDateTime: (v) => `ISO8601DateFormatter().date(from: ${v}) == nil`,
  },
  kotlin: {
    blank: (v) => `${v}.isBlank()`,
    email: (v) => `!EMAIL.matches(${v})`,
    url: (v) => `!(${v}.startsWith("https://") || ${v}.startsWith("http://"))`,
    short: (v) => `${v}.length < 8`,
    unmixed: (v) => `${v}.none { it.isLetter() } || ${v}.none { it.isDigit() }`,
    negative: (v, source) =>
      source === 'typed' ? `${v} < 0` : `(${v}.toDoubleOrNull() ?: -1.0) < 0`,
    notInt: (v) => `${v}.toIntOrNull() == null`,
    notNumber: (v) => `${v}.toDoubleOrNull() == null`,
    notDate: (v) => `runCatching { java.time.LocalDate.parse(${v}) }.isFailure`,
    notDateTime: (v) => `runCatching { java.time.OffsetDateTime.parse(${v}) }.isFailure`,
  },
  rust: {
    blank: (v) => `${v}.trim().is_empty()`,
    email: (_v, _source, r) => `!is_email(${r})`,
    url: (v) => `!(${v}.starts_with("https://") || ${v}.starts_with("http://"))`,
    short: (v) => `${v}.chars().count() < 8`,
    unmixed: (v) =>
      `!${v}.chars().any(char::is_alphabetic) || !${v}.chars().any(|c| c.is_ascii_digit())`,
    negative: (v, source) =>
      source === 'typed' ? `${v} < 0.0` : `${v}.trim().parse::<f64>().map_or(true, |n| n < 0.0)`,
    notInt: (v) => `${v}.trim().parse::<i64>().is_err()`,
    notNumber: (v) => `${v}.trim().parse::<f64>().is_err()`,
    notDate: (_v, _source, r) => `chrono::NaiveDate::parse_from_str(${r}, "%Y-%m-%d").is_err()`,
    notDateTime: (_v, _source, r) => `chrono::DateTime::parse_from_rfc3339(${r}).is_err()`,
  },
};

/** Kinds a form takes as typed text; a toggle (bool) and a list have nothing to check. */
const TEXT_INPUT_KINDS = new Set([
  'text',
  'email',
  'url',
  'int',
  'decimal',
  'money',
  'date',
  'dateTime',
]);
/** Kinds decoded as strings in every language (Swift decodes a url as URL, so it is left out). */
const TYPED_STRING_KINDS = new Set(['text', 'email']);

/** The checks a field gets, in the order their messages take precedence. */
function checksFor(language: RuleLanguage, field: FieldModel, source: ValueSource): Check[] {
  const typedUrl = field.kind === 'url' && language !== 'swift';
  if (source === 'typed') {
    if (field.kind === 'money') return ['negative'];
    if (!TYPED_STRING_KINDS.has(field.kind) && !typedUrl) return [];
  } else if (!TEXT_INPUT_KINDS.has(field.kind)) {
    return [];
  }
  const byKind: Partial<Record<FieldModel['kind'], Check[]>> = {
    email: ['email'],
    url: ['url'],
    int: ['notInt'],
    decimal: ['notNumber'],
    money: ['negative'],
    date: ['notDate'],
    dateTime: ['notDateTime'],
  };
  return [
    'blank',
    ...(isPassword(field) ? (['short', 'unmixed'] as Check[]) : []),
    ...(byKind[field.kind] ?? []),
  ];
}

function message(check: Check, field: FieldModel): string {
  const label = capitalize(field.label);
  switch (check) {
    case 'blank':
      return `${label} is required.`;
    case 'email':
      return 'Enter a valid email address.';
    case 'url':
      return 'Enter a link starting with http:// or https://.';
    case 'short':
      return 'Use at least 8 characters.';
    case 'unmixed':
      return 'Use both letters and numbers.';
    case 'negative':
      return `${label} must be 0 or more.`;
    case 'notInt':
      return `${label} must be a whole number.`;
    case 'notNumber':
      return `${label} must be a number.`;
    case 'notDate':
      return `${label} must be a date (yyyy-MM-dd).`;
    case 'notDateTime':
      return `${label} must be a date and time (ISO 8601).`;
  }
}

export interface FieldCheck {
  /** A condition in `language` that holds when the value fails. */
  fails: string;
  message: string;
}

/**
 * The checks of one field whose value is the expression `value`, first failure first; in Rust,
 * `reference` is that value as a `&str` (by default `&value`).
 */
export function fieldChecks(
  language: RuleLanguage,
  field: FieldModel,
  value: string,
  source: ValueSource,
  reference = `&${value}`,
): FieldCheck[] {
  return checksFor(language, field, source).map((check) => ({
    fails: CONDITIONS[language][check](value, source, reference),
    message: message(check, field),
  }));
}

/** Whether the checks of these fields use the email pattern (declared once by the recipe). */
export const checksEmail = (fields: FieldModel[]) => fields.some((field) => field.kind === 'email');

/** The email pattern or helper each language's checks call, declared once per file. */
export const EMAIL_SUPPORT: Record<RuleLanguage, string> = {
  javascript: 'const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;',
  swift: '',
  kotlin: 'private val EMAIL = Regex("""^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$""")',
  rust: [
    'fn is_email(value: &str) -> bool {',
    "    match value.split_once('@') {",
    '        Some((user, domain)) => {',
    "            !user.is_empty() && domain.contains('.') && !value.contains(char::is_whitespace)",
    '        }',
    '        None => false,',
    '    }',
    '}',
  ].join('\n'),
};

/**
 * One field's checks as statements: the first failing check runs `assign(message)`. Rust and Swift
 * chain `if … else if`, Kotlin uses `when`, JavaScript `if (…) … else if`.
 */
export function ruleChain(
  language: RuleLanguage,
  checks: FieldCheck[],
  assign: (message: string) => string,
  indent: string,
): string[] {
  if (checks.length === 0) return [];
  if (language === 'kotlin' && checks.length === 1) {
    return checks.map((check) => `${indent}if (${check.fails}) ${assign(check.message)}`);
  }
  if (language === 'kotlin') {
    return [
      `${indent}when {`,
      ...checks.map((check) => `${indent}    ${check.fails} -> ${assign(check.message)}`),
      `${indent}}`,
    ];
  }
  if (language === 'javascript') {
    return checks.map(
      (check, index) =>
        `${indent}${index > 0 ? 'else ' : ''}if (${check.fails}) ${assign(check.message)};`,
    );
  }
  return [
    ...checks.flatMap((check, index) => [
      `${indent}${index > 0 ? '} else if' : 'if'} ${check.fails} {`,
      `${indent}    ${assign(check.message)}`,
    ]),
    `${indent}}`,
  ];
}
