import type { CodeLanguage } from '@appforge/shared/contracts/ai';
import type { FieldKind, FieldModel } from './code-recipe';

/**
 * Each field kind's type per language. Dates travel as ISO 8601 strings; the typed languages parse
 * them (Python date/datetime, Swift Date, kotlinx-datetime, chrono), TypeScript keeps the string.
 */
const TYPES: Record<CodeLanguage, Record<FieldKind, string>> = {
  typescript: {
    text: 'string',
    int: 'number',
    decimal: 'number',
    money: 'number',
    bool: 'boolean',
    date: 'string',
    dateTime: 'string',
    email: 'string',
    url: 'string',
    list: 'string[]',
  },
  // JSDoc types.
  javascript: {
    text: 'string',
    int: 'number',
    decimal: 'number',
    money: 'number',
    bool: 'boolean',
    date: 'string',
    dateTime: 'string',
    email: 'string',
    url: 'string',
    list: 'string[]',
  },
  python: {
    text: 'str',
    int: 'int',
    decimal: 'float',
    money: 'Decimal',
    bool: 'bool',
    date: 'date',
    dateTime: 'datetime',
    email: 'str',
    url: 'str',
    list: 'list[str]',
  },
  swift: {
    text: 'String',
    int: 'Int',
    decimal: 'Double',
    money: 'Decimal',
    bool: 'Bool',
    date: 'Date',
    dateTime: 'Date',
    email: 'String',
    url: 'URL',
    list: '[String]',
  },
  kotlin: {
    text: 'String',
    int: 'Int',
    decimal: 'Double',
    money: 'Double',
    bool: 'Boolean',
    date: 'LocalDate',
    dateTime: 'Instant',
    email: 'String',
    url: 'String',
    list: 'List<String>',
  },
  rust: {
    text: 'String',
    int: 'i64',
    decimal: 'f64',
    money: 'f64',
    bool: 'bool',
    date: 'NaiveDate',
    dateTime: 'DateTime<Utc>',
    email: 'String',
    url: 'String',
    list: 'Vec<String>',
  },
};

export const typeFor = (language: CodeLanguage, kind: FieldKind) => TYPES[language][kind];

export const hasKind = (fields: FieldModel[], ...kinds: FieldKind[]) =>
  fields.some((field) => kinds.includes(field.kind));

/** The imports these fields' types need in `language` (Python, Kotlin, Rust), one per line. */
export function typeImports(language: CodeLanguage, fields: FieldModel[]): string[] {
  const date = hasKind(fields, 'date');
  const dateTime = hasKind(fields, 'dateTime');
  if (language === 'python') {
    const fromDatetime = [date && 'date', dateTime && 'datetime'].filter(Boolean).join(', ');
    return [
      ...(fromDatetime ? [`from datetime import ${fromDatetime}`] : []),
      ...(hasKind(fields, 'money') ? ['from decimal import Decimal'] : []),
    ];
  }
  if (language === 'kotlin') {
    return [
      ...(dateTime ? ['import kotlinx.datetime.Instant'] : []),
      ...(date ? ['import kotlinx.datetime.LocalDate'] : []),
    ];
  }
  if (language === 'rust' && (date || dateTime)) {
    const names = [dateTime && 'DateTime', date && 'NaiveDate', dateTime && 'Utc'].filter(Boolean);
    return [names.length === 1 ? `use chrono::${names[0]};` : `use chrono::{${names.join(', ')}};`];
  }
  return [];
}

/** The packages these fields' types add in `language`, for the explanation. */
export function typeDependencies(language: CodeLanguage, fields: FieldModel[]): string[] {
  if (!hasKind(fields, 'date', 'dateTime')) return [];
  if (language === 'kotlin') return ['org.jetbrains.kotlinx:kotlinx-datetime'];
  if (language === 'rust') return ['chrono (features = ["serde"])'];
  return [];
}
