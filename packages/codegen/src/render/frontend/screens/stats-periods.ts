import type { AppSpec } from '../../../app-spec.ts';
import type { EntityModel } from '../../model.ts';
import { jsxText, lines, str } from '../../names.ts';

/** "Monthly stats": on the stats screen, each dated record type grouped by that period, newest first. */

export type StatsPeriod = NonNullable<AppSpec['statsPeriod']>;

const HEADINGS: Record<StatsPeriod, string> = {
  day: 'By day',
  week: 'By week',
  month: 'By month',
  year: 'By year',
};

/** How many periods the screen shows. */
const SHOWN = 6;

/** The period key of a stored date ("2026-11-25" or "2026-11-25 09:30"), as generated code. */
const KEYS: Record<StatsPeriod, string> = {
  day: '  return value.slice(0, 10);',
  week: lines(
    '  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);',
    '  // Weeks start on Monday.',
    '  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));',
    '  return day.toISOString().slice(0, 10);',
  ),
  month: '  return value.slice(0, 7);',
  year: '  return value.slice(0, 4);',
};

const LABELS: Record<StatsPeriod, string> = {
  day: "return new Date(`${key}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });",
  week: "return `Week of ${new Date(`${key}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' })}`;",
  month:
    "return new Date(`${key}-01T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });",
  year: 'return key;',
};

/** The helpers the stats screen declares when the spec groups by a period. */
export function periodHelpers(period: StatsPeriod) {
  return lines(
    '',
    `/** The ${period} a stored date falls in, or null when it has none. */`,
    'function periodKey(value: string): string | null {',
    '  if (!/^\\d{4}-\\d{2}-\\d{2}/.test(value)) return null;',
    KEYS[period],
    '}',
    '',
    'function periodLabel(key: string): string {',
    `  ${LABELS[period]}`,
    '}',
    '',
    `/** Records grouped by ${period}, the latest ${SHOWN} first. */`,
    'function byPeriod<T>(items: T[], date: (item: T) => string): { key: string; label: string; items: T[] }[] {',
    '  const groups = new Map<string, T[]>();',
    '  for (const item of items) {',
    '    const key = periodKey(date(item));',
    '    if (key) groups.set(key, [...(groups.get(key) ?? []), item]);',
    '  }',
    '  return [...groups.entries()]',
    '    .sort(([a], [b]) => b.localeCompare(a))',
    `    .slice(0, ${SHOWN})`,
    '    .map(([key, grouped]) => ({ key, label: periodLabel(key), items: grouped }));',
    '}',
  );
}

const periodsOf = (entity: EntityModel) => `${entity.camel}Periods`;

/** The line of the screen's body that groups one record type's records. */
export function periodGroups(entity: EntityModel, list: string) {
  return entity.date
    ? `  const ${periodsOf(entity)} = byPeriod(${list}, (item) => item.${entity.date.name});`
    : '';
}

/** The section of one record type: a row per period with its count and, if it has one, the total of its first amount. */
export function periodSection(entity: EntityModel, period: StatsPeriod) {
  const date = entity.date;
  if (!date) return '';
  const measured = entity.fields.find(
    (field) => field.type === 'number' || field.type === 'currency',
  );
  const total = measured
    ? measured.type === 'currency'
      ? `formatCurrency(sum(period.items.map((item) => item.${measured.name})), ${str(measured.unit ?? '')})`
      : `formatNumber(sum(period.items.map((item) => item.${measured.name}))${measured.unit ? `, ${str(measured.unit)}` : ''})`
    : undefined;
  const groups = periodsOf(entity);
  const none = `No ${entity.lowerPlural} with a ${date.label.toLowerCase()} yet.`;
  return lines(
    `<Text style={styles.subheading}>${jsxText(`${HEADINGS[period]} · ${date.label.toLowerCase()}`)}</Text>`,
    `{${groups}.length === 0 ? <Text style={styles.option}>${jsxText(none)}</Text> : null}`,
    `{${groups}.map((period) => (`,
    '  <View key={period.key} style={styles.breakdown}>',
    '    <Text style={styles.option} numberOfLines={1}>',
    '      {period.label}',
    '    </Text>',
    total
      ? `    <Text style={[styles.count, { flex: 1 }]}>{${total}}</Text>`
      : '    <View style={{ flex: 1 }} />',
    `    <Text style={styles.count} accessibilityLabel={\`\${period.items.length} ${entity.lowerPlural} in \${period.label}\`}>`,
    '      {period.items.length}',
    '    </Text>',
    '  </View>',
    '))}',
  );
}

/** Whether a section needs sum() and the number or currency formatter. */
export function periodFormatters(entities: EntityModel[]) {
  const fields = entities
    .filter((entity) => entity.date)
    .map((entity) =>
      entity.fields.find((field) => field.type === 'number' || field.type === 'currency'),
    );
  return {
    summed: fields.some(Boolean),
    formatters: fields.flatMap((field) =>
      field ? [field.type === 'currency' ? 'formatCurrency' : 'formatNumber'] : [],
    ),
  };
}
