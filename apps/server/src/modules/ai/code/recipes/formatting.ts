import { defineRecipe, type RecipeContext } from '../code-recipe';
import { explanation } from '../recipe-text';
import { formatSettings, formatsEntity } from './formatting.names';
import { pythonFormatting, rustFormatting } from './formatting.python-rust';
import { kotlinFormatting, swiftFormatting } from './formatting.swift-kotlin';
import { javascriptFormatting, typescriptFormatting } from './formatting.typescript';
import { collectionNames } from './collection-names';

function summary(ctx: RecipeContext): string {
  const { locale, currency } = formatSettings(ctx.prompt);
  const defaults = `Locale ${locale} and currency ${currency} are the defaults (name another in the prompt, "in EUR for de-DE", or change the constants).`;
  const how = {
    typescript:
      'Intl.DateTimeFormat, Intl.NumberFormat and Intl.RelativeTimeFormat, built into browsers and Node',
    javascript:
      'Intl.DateTimeFormat, Intl.NumberFormat and Intl.RelativeTimeFormat, built into browsers and Node',
    python:
      'Babel (format_date, format_datetime, format_currency, format_timedelta), chosen over the standard library because locale.setlocale is process-wide and needs the OS locales installed',
    swift: "Foundation's FormatStyle (.formatted()) and RelativeDateTimeFormatter",
    kotlin: `java.time's DateTimeFormatter and java.text's NumberFormat.getCurrencyInstance${ctx.platform === 'android' ? ', and DateUtils for relative times' : ''}`,
    rust: "chrono's localized formats for dates and a small formatter for money held as integer minor units (cents)",
  }[ctx.language];
  const entity = formatsEntity(ctx)
    ? ` It also gives ${collectionNames(ctx.language, ctx.entity).type} a formatted value for each of its dates and amounts.`
    : '';
  return `Formats days, dates with times, money amounts and relative times ("3 days ago") with ${how}.${entity} ${defaults}`;
}

const DEPENDENCIES = (ctx: RecipeContext): string[] => {
  switch (ctx.language) {
    case 'python':
      return ['babel'];
    case 'kotlin':
      return formatsEntity(ctx)
        ? [
            'org.jetbrains.kotlinx:kotlinx-serialization-json',
            'the Kotlin serialization Gradle plugin',
          ]
        : [];
    case 'rust':
      return [
        'chrono (features = ["unstable-locales"])',
        ...(formatsEntity(ctx) ? ['serde (features = ["derive"])'] : []),
      ];
    default:
      return [];
  }
};

function usage(ctx: RecipeContext): string {
  switch (ctx.language) {
    case 'typescript':
    case 'javascript':
      return "formatMoney(1234.5) gives the amount with the currency's symbol; formatDay('2024-05-01'), formatDateTime(createdAt) and formatRelative(createdAt) take the ISO strings an API sends.";
    case 'python':
      return 'format_money(Decimal("1234.50")), format_day(date.today()), format_relative(created_at); Babel picks separators, symbol position and month names from LOCALE.';
    case 'swift':
      return `Text(Formatting.money(price)) or Text(Formatting.relative(createdAt)) in a SwiftUI view.${ctx.platform === 'ios' ? ' SwiftUI can also format inline: Text(price, format: .currency(code: Formatting.currency)).' : ''}`;
    case 'kotlin':
      return `Formatting.money(1234.5), Formatting.day(LocalDate.now()), Formatting.relative(Instant.now().minusSeconds(3600)).${ctx.platform === 'android' ? ' java.time needs Android 8 (API 26) or core library desugaring.' : ''}`;
    case 'rust':
      return 'format_money(123450, CURRENCY) formats 1234.50 from cents; format_day(date), format_date_time(moment) and format_relative(moment, Utc::now()).';
  }
}

export const formattingRecipe = defineRecipe({
  id: 'formatting',
  title: 'Date and money formatting',
  triggers: [
    /\bformat(?:s|ting|ted|ter)?\b[\s\S]*\b(?:dates?|times?|money|currenc(?:y|ies)|prices?|amounts?|timestamps?)\b/i,
    /\b(?:dates?|times?|money|currenc(?:y|ies)|prices?|amounts?|timestamps?|numbers?)\s+format(?:s|ting|ted|ter|ters)?\b/i,
    /\b(?:relative time|time ago|\d+ days ago|intl\.|numberformat|dateformatter|datetimeformat|locale[- ]aware|locali[sz]ed (?:dates?|money|currency))\b/i,
  ],
  code: {
    typescript: typescriptFormatting,
    javascript: javascriptFormatting,
    python: pythonFormatting,
    swift: swiftFormatting,
    kotlin: kotlinFormatting,
    rust: rustFormatting,
  },
  explain: (ctx) =>
    explanation(ctx, {
      summary: summary(ctx),
      aboutEntity: formatsEntity(ctx),
      dependencies: DEPENDENCIES(ctx),
      usage: usage(ctx),
    }),
});
