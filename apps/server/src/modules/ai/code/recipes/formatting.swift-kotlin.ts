import { fieldIdent } from '../code-names';
import type { RecipeContext } from '../code-recipe';
import { kotlinDataClass, kotlinNeedsSerialName, swiftStruct } from '../entity-declarations';
import { typeImports } from '../language-types';
import { capitalize, lines } from '../recipe-text';
import { collectionNames } from './collection-names';
import {
  formatSettings,
  formatsEntity,
  formattedFields,
  type FormattedField,
  type FormattedKind,
} from './formatting.names';

const SWIFT_FORMATTER: Record<FormattedKind, string> = {
  date: 'day',
  dateTime: 'dateTime',
  money: 'money',
};

export function swiftFormatting(ctx: RecipeContext): string {
  const { posixLocale, currency } = formatSettings(ctx.prompt);
  const { type } = collectionNames('swift', ctx.entity);
  return lines(
    'import Foundation',
    '',
    "/// Dates and money as people read them, with Foundation's format styles (iOS 15+, Swift 6 on Linux).",
    'enum Formatting {',
    `    static let locale = Locale(identifier: "${posixLocale}")`,
    `    static let currency = "${currency}"`,
    '',
    '    static func day(_ date: Date) -> String {',
    '        date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale))',
    '    }',
    '',
    '    static func dateTime(_ date: Date) -> String {',
    '        date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale))',
    '    }',
    '',
    "    /// An amount in major units with the currency's symbol and the locale's separators.",
    '    static func money(_ amount: Decimal, currency: String = Formatting.currency) -> String {',
    '        amount.formatted(.currency(code: currency).locale(locale))',
    '    }',
    '',
    '    /// "3 days ago", "in 2 hours".',
    '    static func relative(_ date: Date, to now: Date = Date()) -> String {',
    '        let formatter = RelativeDateTimeFormatter()',
    '        formatter.locale = locale',
    '        return formatter.localizedString(for: date, relativeTo: now)',
    '    }',
    '}',
    ...(formatsEntity(ctx)
      ? [
          '',
          swiftStruct(ctx.entity),
          '',
          `extension ${type} {`,
          ...formattedFields(ctx.entity).flatMap((field, index) => {
            const ident = fieldIdent('swift', field);
            return [
              index > 0 && '',
              `    var formatted${capitalize(ident.replace(/_$/, ''))}: String {`,
              `        Formatting.${SWIFT_FORMATTER[field.kind]}(${ident})`,
              '    }',
            ];
          }),
          '}',
        ]
      : []),
    '',
  );
}

/** kotlinx-datetime values convert to java.time ones, which the JDK formatters take. */
function kotlinFormatted(field: FormattedField, ident: string): string {
  if (field.kind === 'date') return `Formatting.day(${ident}.toJavaLocalDate())`;
  if (field.kind === 'dateTime') return `Formatting.dateTime(${ident}.toJavaInstant())`;
  return `Formatting.money(${ident})`;
}

export function kotlinFormatting(ctx: RecipeContext): string {
  const { locale, currency } = formatSettings(ctx.prompt);
  const { type } = collectionNames('kotlin', ctx.entity);
  const entity = formatsEntity(ctx);
  const fields = formattedFields(ctx.entity);
  const android = ctx.platform === 'android';
  return lines(
    android && 'import android.text.format.DateUtils',
    'import java.text.NumberFormat',
    !android && 'import java.time.Duration',
    'import java.time.ZoneId',
    'import java.time.format.DateTimeFormatter',
    'import java.time.format.FormatStyle',
    'import java.util.Currency',
    'import java.util.Locale',
    ...(entity
      ? [
          ...typeImports('kotlin', ctx.entity.fields),
          fields.some((field) => field.kind === 'dateTime') &&
            'import kotlinx.datetime.toJavaInstant',
          fields.some((field) => field.kind === 'date') &&
            'import kotlinx.datetime.toJavaLocalDate',
          kotlinNeedsSerialName(ctx.entity.fields) && 'import kotlinx.serialization.SerialName',
          'import kotlinx.serialization.Serializable',
        ]
      : []),
    '',
    '/** Dates and money as people read them, with java.time and java.text. */',
    'object Formatting {',
    `    val locale: Locale = Locale.forLanguageTag("${locale}")`,
    `    const val CURRENCY = "${currency}"`,
    '',
    '    private val days = DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(locale)',
    '    private val moments = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)',
    '        .withLocale(locale)',
    '        .withZone(ZoneId.systemDefault())',
    '',
    '    fun day(date: java.time.LocalDate): String = days.format(date)',
    '',
    '    fun dateTime(instant: java.time.Instant): String = moments.format(instant)',
    '',
    '    /** NumberFormat is not thread-safe, so each call gets its own. */',
    '    fun money(amount: Number, currency: String = CURRENCY): String =',
    '        NumberFormat.getCurrencyInstance(locale)',
    '            .apply { this.currency = Currency.getInstance(currency) }',
    '            .format(amount)',
    '',
    ...(android
      ? [
          '    /** "3 days ago", "in 2 hours", in the device\'s language. */',
          '    fun relative(instant: java.time.Instant, now: java.time.Instant = java.time.Instant.now()): String =',
          '        DateUtils.getRelativeTimeSpanString(',
          '            instant.toEpochMilli(),',
          '            now.toEpochMilli(),',
          '            DateUtils.MINUTE_IN_MILLIS,',
          '        ).toString()',
        ]
      : [
          '    /** "3 days ago", "in 2 hours" (English; the JDK has no localized relative times, ICU4J does). */',
          '    fun relative(instant: java.time.Instant, now: java.time.Instant = java.time.Instant.now()): String {',
          '        val seconds = Duration.between(now, instant).seconds',
          '        val units = listOf(31_536_000L to "year", 2_592_000L to "month", 604_800L to "week", 86_400L to "day", 3_600L to "hour", 60L to "minute")',
          '        val (size, unit) = units.firstOrNull { (size, _) -> kotlin.math.abs(seconds) >= size } ?: (1L to "second")',
          '        val count = kotlin.math.abs(seconds) / size',
          '        val label = if (count == 1L) "$count $unit" else "$count ${unit}s"',
          '        return if (seconds < 0) "$label ago" else "in $label"',
          '    }',
        ]),
    '}',
    ...(entity
      ? [
          '',
          kotlinDataClass(ctx.entity),
          ...fields.flatMap((field) => {
            const ident = fieldIdent('kotlin', field);
            return [
              '',
              `val ${type}.formatted${capitalize(ident.replace(/_$/, ''))}: String`,
              `    get() = ${kotlinFormatted(field, ident)}`,
            ];
          }),
        ]
      : []),
    '',
  );
}
