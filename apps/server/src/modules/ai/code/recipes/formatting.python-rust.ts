import { fieldIdent } from '../code-names';
import type { RecipeContext } from '../code-recipe';
import { rustStruct } from '../entity-declarations';
import { lines } from '../recipe-text';
import { collectionNames } from './collection-names';
import {
  formatSettings,
  formatsEntity,
  formattedFields,
  type FormattedField,
  type FormattedKind,
} from './formatting.names';
import { pythonDataclass } from './python-dataclass';

const PYTHON_FORMATTER: Record<FormattedKind, string> = {
  date: 'format_day',
  dateTime: 'format_date_time',
  money: 'format_money',
};

export function pythonFormatting(ctx: RecipeContext): string {
  const { posixLocale, currency } = formatSettings(ctx.prompt);
  const { type } = collectionNames('python', ctx.entity);
  const entity = formatsEntity(ctx);
  return lines(
    entity && 'from dataclasses import dataclass',
    'from datetime import date, datetime',
    'from decimal import Decimal',
    '',
    'from babel.dates import format_date, format_datetime, format_timedelta',
    'from babel.numbers import format_currency',
    '',
    `LOCALE = "${posixLocale}"`,
    `CURRENCY = "${currency}"`,
    '',
    '',
    'def format_day(value: date) -> str:',
    '    return format_date(value, format="medium", locale=LOCALE)',
    '',
    '',
    'def format_date_time(value: datetime) -> str:',
    '    """A moment; an aware datetime is shown in its own time zone."""',
    '    return format_datetime(value, format="medium", tzinfo=value.tzinfo, locale=LOCALE)',
    '',
    '',
    'def format_money(amount: Decimal | int | float, currency: str = CURRENCY) -> str:',
    '    """An amount in major units, with the currency\'s symbol and the locale\'s separators."""',
    '    return format_currency(amount, currency, locale=LOCALE)',
    '',
    '',
    'def format_relative(value: datetime, now: datetime | None = None) -> str:',
    '    """"3 days ago", "in 2 hours": the largest unit that fits."""',
    '    reference = now or datetime.now(value.tzinfo)',
    '    return format_timedelta(value - reference, add_direction=True, locale=LOCALE)',
    ...(entity
      ? [
          '',
          '',
          pythonDataclass(
            type,
            ctx.entity.fields,
            `A ${ctx.entity.name}, with its dates and amounts formatted for display.`,
          ),
          ...formattedFields(ctx.entity).flatMap((field) => {
            const ident = fieldIdent('python', field);
            return [
              '',
              '    @property',
              `    def formatted_${ident.replace(/_$/, '')}(self) -> str:`,
              `        return ${PYTHON_FORMATTER[field.kind]}(self.${ident})`,
            ];
          }),
        ]
      : []),
    '',
  );
}

/** Separators and symbol position of the locale's money format (chrono formats dates, not money). */
function moneyStyle(locale: string) {
  const language = locale.slice(0, 2);
  if (language === 'en' || language === 'ja')
    return { group: ',', decimal: '.', symbolFirst: true };
  if (language === 'fr') return { group: '\\u{202f}', decimal: ',', symbolFirst: false };
  if (locale === 'de-CH') return { group: "\\'", decimal: '.', symbolFirst: true };
  return { group: '.', decimal: ',', symbolFirst: false };
}

const RUST_FORMATTER = (field: FormattedField, ident: string) =>
  field.kind === 'money'
    ? `format_money(to_minor_units(self.${ident}, CURRENCY), CURRENCY)`
    : field.kind === 'date'
      ? `format_day(self.${ident})`
      : `format_date_time(self.${ident})`;

export function rustFormatting(ctx: RecipeContext): string {
  const { locale, posixLocale, currency } = formatSettings(ctx.prompt);
  const { type } = collectionNames('rust', ctx.entity);
  const style = moneyStyle(locale);
  const entity = formatsEntity(ctx);
  return lines(
    'use chrono::{DateTime, Locale, NaiveDate, Utc};',
    entity && 'use serde::{Deserialize, Serialize};',
    '',
    `pub const LOCALE: Locale = Locale::${posixLocale};`,
    `pub const CURRENCY: &str = "${currency}";`,
    `const GROUP_SEPARATOR: char = '${style.group}';`,
    `const DECIMAL_SEPARATOR: char = '${style.decimal}';`,
    `const SYMBOL_FIRST: bool = ${style.symbolFirst};`,
    '',
    '/// The locale\'s own day format ("01.05.2024" in German); needs chrono\'s unstable-locales feature.',
    'pub fn format_day(day: NaiveDate) -> String {',
    '    day.format_localized("%x", LOCALE).to_string()',
    '}',
    '',
    'pub fn format_date_time(moment: DateTime<Utc>) -> String {',
    '    moment.format_localized("%x %H:%M", LOCALE).to_string()',
    '}',
    '',
    '/// Symbol and digits after the decimal point of an ISO 4217 currency.',
    'fn currency_parts(currency: &str) -> (&str, u32) {',
    '    match currency {',
    '        "USD" => ("$", 2),',
    '        "EUR" => ("€", 2),',
    '        "GBP" => ("£", 2),',
    '        "JPY" => ("¥", 0),',
    '        "INR" => ("₹", 2),',
    '        other => (other, 2),',
    '    }',
    '}',
    '',
    '/// An amount held as a float, in the integer minor units (cents) the formatter takes.',
    'pub fn to_minor_units(amount: f64, currency: &str) -> i64 {',
    '    let (_, digits) = currency_parts(currency);',
    '    (amount * 10f64.powi(digits as i32)).round() as i64',
    '}',
    '',
    '/// "€1,234.50" from 123450 cents: integer minor units, so sums never pick up float error.',
    'pub fn format_money(minor_units: i64, currency: &str) -> String {',
    '    let (symbol, digits) = currency_parts(currency);',
    '    let unit = 10u64.pow(digits);',
    '    let amount = minor_units.unsigned_abs();',
    '    let mut number = group_thousands(&(amount / unit).to_string());',
    '    if digits > 0 {',
    '        number.push(DECIMAL_SEPARATOR);',
    '        number.push_str(&format!("{:0width$}", amount % unit, width = digits as usize));',
    '    }',
    '    let sign = if minor_units < 0 { "-" } else { "" };',
    '    if SYMBOL_FIRST {',
    '        format!("{sign}{symbol}{number}")',
    '    } else {',
    '        format!("{sign}{number} {symbol}")',
    '    }',
    '}',
    '',
    'fn group_thousands(digits: &str) -> String {',
    '    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);',
    '    for (index, digit) in digits.chars().enumerate() {',
    '        if index > 0 && (digits.len() - index) % 3 == 0 {',
    '            grouped.push(GROUP_SEPARATOR);',
    '        }',
    '        grouped.push(digit);',
    '    }',
    '    grouped',
    '}',
    '',
    '/// "3 days ago", "in 2 hours" (English; chrono has no localized relative times).',
    'pub fn format_relative(moment: DateTime<Utc>, now: DateTime<Utc>) -> String {',
    '    let seconds = (moment - now).num_seconds();',
    '    let units = [(31_536_000, "year"), (2_592_000, "month"), (604_800, "week"), (86_400, "day"), (3_600, "hour"), (60, "minute")];',
    '    let (size, unit) = units',
    '        .into_iter()',
    '        .find(|(size, _)| seconds.abs() >= *size)',
    '        .unwrap_or((1, "second"));',
    '    let count = seconds.abs() / size;',
    '    let plural = if count == 1 { "" } else { "s" };',
    '    if seconds < 0 {',
    '        format!("{count} {unit}{plural} ago")',
    '    } else {',
    '        format!("in {count} {unit}{plural}")',
    '    }',
    '}',
    ...(entity
      ? [
          '',
          rustStruct(ctx.entity),
          '',
          `impl ${type} {`,
          ...formattedFields(ctx.entity).flatMap((field, index) => {
            const ident = fieldIdent('rust', field);
            return [
              index > 0 && '',
              `    pub fn formatted_${ident.replace(/_$/, '')}(&self) -> String {`,
              `        ${RUST_FORMATTER(field, ident)}`,
              '    }',
            ];
          }),
          '}',
        ]
      : []),
    '',
  );
}
