import type { CodeLanguage } from '@appforge/shared/contracts/ai';
import { fieldIdent } from '../code-names';
import type { FieldKind, FieldModel } from '../code-recipe';
import { capitalize } from '../recipe-text';

export type Check = 'blank' | 'email' | 'url' | 'negative';

/** The rules a field gets: required text, an email or http(s) link that looks right, money of 0 or more. */
export function checksOf(language: CodeLanguage, field: FieldModel): Check[] {
  if (field.kind === 'money') return ['negative'];
  if (field.kind === 'text') return ['blank'];
  if (field.kind === 'email') return ['blank', 'email'];
  // Swift holds a link as URL, which is never blank or malformed.
  if (field.kind === 'url' && language !== 'swift') return ['blank', 'url'];
  return [];
}

export const MESSAGE: Record<Check, (field: FieldModel) => string> = {
  blank: (field) => `${capitalize(field.label)} is required.`,
  email: () => 'Enter a valid email address.',
  url: () => 'Enter a link starting with http:// or https://.',
  negative: (field) => `${capitalize(field.label)} must be 0 or more.`,
};

/** Each rule as a condition that holds when the value `v` breaks it. */
export const FAILS: Record<CodeLanguage, Record<Check, (v: string) => string>> = {
  typescript: {
    blank: (v) => `!${v}.trim()`,
    email: (v) => `!EMAIL.test(${v})`,
    url: (v) => `!/^https?:\\/\\/\\S+$/.test(${v})`,
    negative: (v) => `${v} < 0`,
  },
  javascript: {
    blank: (v) => `!${v}.trim()`,
    email: (v) => `!EMAIL.test(${v})`,
    url: (v) => `!/^https?:\\/\\/\\S+$/.test(${v})`,
    negative: (v) => `${v} < 0`,
  },
  python: {
    blank: (v) => `not ${v}.strip()`,
    email: (v) => `not EMAIL.fullmatch(${v})`,
    url: (v) => `not ${v}.startswith(("http://", "https://"))`,
    negative: (v) => `${v} < 0`,
  },
  swift: {
    blank: (v) => `${v}.trimmingCharacters(in: .whitespaces).isEmpty`,
    email: (v) =>
      `${v}.range(of: "^[^\\\\s@]+@[^\\\\s@]+\\\\.[^\\\\s@]+$", options: .regularExpression) == nil`,
    url: (v) => `!(${v}.hasPrefix("http://") || ${v}.hasPrefix("https://"))`,
    negative: (v) => `${v} < 0`,
  },
  kotlin: {
    blank: (v) => `${v}.isBlank()`,
    email: (v) => `!EMAIL.matches(${v})`,
    url: (v) => `!(${v}.startsWith("http://") || ${v}.startsWith("https://"))`,
    negative: (v) => `${v} < 0`,
  },
  rust: {
    blank: (v) => `${v}.trim().is_empty()`,
    email: (v) => `!is_email(&${v})`,
    url: (v) => `!(${v}.starts_with("http://") || ${v}.starts_with("https://"))`,
    negative: (v) => `${v} < 0.0`,
  },
};

const per = (
  language: CodeLanguage,
  table: Partial<Record<CodeLanguage, string>>,
  otherwise: string,
) => table[language] ?? otherwise;

/** A value of each kind that passes every rule, as a literal in each language. */
export function sample(language: CodeLanguage, field: FieldModel): string {
  const quote = language === 'typescript' || language === 'javascript' ? "'" : '"';
  const text = (value: string) =>
    `${quote}${value}${quote}${language === 'rust' ? '.to_owned()' : ''}`;
  const kind: FieldKind = field.kind;
  switch (kind) {
    case 'text':
      return text(`Sample ${field.label}`);
    case 'email':
      return text('ada@example.com');
    case 'url':
      return language === 'swift'
        ? 'URL(string: "https://example.com")!'
        : text('https://example.com');
    case 'int':
      return '3';
    case 'decimal':
      return '2.5';
    case 'money':
      return per(
        language,
        { python: 'Decimal("9.99")', swift: 'Decimal(string: "9.99")!' },
        '9.99',
      );
    case 'bool':
      return language === 'python' ? 'True' : 'true';
    case 'date':
      return per(
        language,
        {
          python: 'date(2024, 5, 1)',
          swift: 'Date(timeIntervalSince1970: 1_714_521_600)',
          kotlin: 'LocalDate.parse("2024-05-01")',
          rust: 'NaiveDate::from_ymd_opt(2024, 5, 1).unwrap()',
        },
        "'2024-05-01'",
      );
    case 'dateTime':
      return per(
        language,
        {
          python: 'datetime(2024, 5, 1, 9, 30, tzinfo=timezone.utc)',
          swift: 'Date(timeIntervalSince1970: 1_714_555_800)',
          kotlin: 'Instant.parse("2024-05-01T09:30:00Z")',
          rust: '"2024-05-01T09:30:00Z".parse::<DateTime<Utc>>().unwrap()',
        },
        "'2024-05-01T09:30:00Z'",
      );
    case 'list':
      return per(
        language,
        {
          python: '["a", "b"]',
          swift: '["a", "b"]',
          kotlin: 'listOf("a", "b")',
          rust: 'vec!["a".to_owned(), "b".to_owned()]',
        },
        "['a', 'b']",
      );
  }
}

/** The value that breaks `check`, as a literal. */
export function breaking(language: CodeLanguage, check: Check): string {
  const quote = language === 'typescript' || language === 'javascript' ? "'" : '"';
  const text = (value: string) =>
    `${quote}${value}${quote}${language === 'rust' ? '.to_owned()' : ''}`;
  if (check === 'blank') return text('  ');
  if (check === 'email') return text('not-an-email');
  if (check === 'url') return text('example.com');
  return per(
    language,
    { python: 'Decimal("-1")', swift: 'Decimal(-1)', kotlin: '-1.0', rust: '-1.0' },
    '-1',
  );
}

export const EMAIL_PATTERN: Partial<Record<CodeLanguage, string>> = {
  typescript: 'const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;',
  javascript: 'const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;',
  python: 'EMAIL = re.compile(r"[^\\s@]+@[^\\s@]+\\.[^\\s@]+")',
  kotlin: 'private val EMAIL = Regex("""[^\\s@]+@[^\\s@]+\\.[^\\s@]+""")',
  rust: [
    'fn is_email(value: &str) -> bool {',
    "    match value.split_once('@') {",
    "        Some((user, domain)) => !user.is_empty() && domain.contains('.') && !value.contains(char::is_whitespace),",
    '        None => false,',
    '    }',
    '}',
  ].join('\n'),
};

/** The validator's body: per field, its rules in order, the first broken one giving the message. */
export function ruleLines(language: CodeLanguage, item: string, fields: FieldModel[]): string[] {
  return fields.flatMap((field) => {
    const checks = checksOf(language, field);
    const value = `${item}.${fieldIdent(language, field)}`;
    const set = (check: Check) => {
      const message = MESSAGE[check](field);
      if (language === 'python') return `errors["${field.name}"] = "${message}"`;
      if (language === 'swift') return `errors["${field.name}"] = "${message}"`;
      if (language === 'kotlin') return `put("${field.name}", "${message}")`;
      if (language === 'rust') return `errors.insert("${field.name}", "${message}");`;
      return `errors.${field.name} = '${message}';`;
    };
    return checks.flatMap((check, index) => {
      const fails = FAILS[language][check](value);
      switch (language) {
        case 'python':
          return [`${index > 0 ? 'elif' : 'if'} ${fails}:`, `    ${set(check)}`];
        case 'kotlin':
          return checks.length === 1
            ? [`if (${fails}) ${set(check)}`]
            : [
                index === 0 && 'when {',
                `    ${fails} -> ${set(check)}`,
                index === checks.length - 1 && '}',
              ].filter((line): line is string => typeof line === 'string');
        case 'swift':
        case 'rust':
          return [
            `${index > 0 ? '} else if' : 'if'} ${fails} {`,
            `    ${set(check)}`,
            ...(index === checks.length - 1 ? ['}'] : []),
          ];
        default:
          return [`${index > 0 ? 'else ' : ''}if (${fails}) ${set(check)}`];
      }
    });
  });
}
