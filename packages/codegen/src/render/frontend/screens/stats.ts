import type { Field } from '../../../app-spec.ts';
import { optionsConst, type AppModel, type EntityModel, type ScreenModel } from '../../model.ts';
import { attr, importLine, indent, jsxText, lines, str } from '../../names.ts';
import { periodFormatters, periodGroups, periodHelpers, periodSection } from './stats-periods.ts';

/** The stats screen: counts, totals and averages, and a breakdown per enum option. */

const listName = (entity: EntityModel) => `all${entity.plural}`;
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function figure(entity: EntityModel, field: Field, kind: 'sum' | 'average') {
  const values = `${listName(entity)}.map((item) => item.${field.name})`;
  const computed = `${kind}(${values})`;
  if (field.type === 'currency') return `formatCurrency(${computed}, ${str(field.unit ?? '')})`;
  if (field.type === 'rating') return `formatNumber(${computed}, '★')`;
  return `formatNumber(${computed}${field.unit ? `, ${str(field.unit)}` : ''})`;
}

function cards(entity: EntityModel) {
  const list = listName(entity);
  const result: string[] = [
    `<StatCard label=${attr(entity.pluralLabel)} value={String(${list}.length)} />`,
  ];
  for (const field of entity.fields) {
    if (field.type === 'number' || field.type === 'currency') {
      result.push(
        `<StatCard label=${attr(`Total ${lower(field.label)}`)} value={${figure(entity, field, 'sum')}} />`,
      );
      result.push(
        `<StatCard label=${attr(`Average ${lower(field.label)}`)} value={${figure(entity, field, 'average')} || '—'} />`,
      );
    } else if (field.type === 'rating') {
      result.push(
        `<StatCard label=${attr(`Average ${lower(field.label)}`)} value={${figure(entity, field, 'average')} || '—'} />`,
      );
    } else if (field.type === 'boolean') {
      result.push(
        `<StatCard label=${attr(field.label)} value={String(${list}.filter((item) => item.${field.name}).length)} />`,
      );
    }
  }
  if (entity.favorites)
    result.push(
      `<StatCard label="Favourites" value={String(${list}.filter((item) => item.favorite).length)} />`,
    );
  return result;
}

function breakdown(entity: EntityModel, field: Field) {
  const list = listName(entity);
  return lines(
    `<Text style={styles.subheading}>${jsxText(`By ${lower(field.label)}`)}</Text>`,
    // Records without a value are counted too, so the rows add up to the total.
    `{[...${optionsConst(entity, field)}, null].map((option) => {`,
    `  const count = ${list}.filter((item) => (option === null ? !item.${field.name} : item.${field.name} === option)).length;`,
    '  if (option === null && count === 0) return null;',
    '  return (',
    "    <View key={option ?? 'not-set'} style={styles.breakdown}>",
    '      <Text style={styles.option} numberOfLines={1}>',
    "        {option ?? 'Not set'}",
    '      </Text>',
    '      <View style={styles.track}>',
    '        <View style={[styles.fill, { flex: count }]} />',
    `        <View style={{ flex: ${list}.length - count }} />`,
    '      </View>',
    '      <Text style={styles.count}>{count}</Text>',
    '    </View>',
    '  );',
    '})}',
  );
}

export function statsScreen(model: AppModel, screen: ScreenModel) {
  const numeric = model.entities.some((entity) =>
    entity.fields.some((field) => ['number', 'currency', 'rating'].includes(field.type)),
  );
  const averaged = numeric;
  const period = model.spec.statsPeriod;
  const periods = period ? periodFormatters(model.entities) : { summed: false, formatters: [] };
  const summed =
    periods.summed ||
    model.entities.some((entity) =>
      entity.fields.some((field) => field.type === 'number' || field.type === 'currency'),
    );
  const formatters = new Set<string>(periods.formatters);
  for (const entity of model.entities) {
    for (const field of entity.fields) {
      if (field.type === 'currency') formatters.add('formatCurrency');
      if (field.type === 'number' || field.type === 'rating') formatters.add('formatNumber');
    }
  }
  const options = model.entities.flatMap((entity) =>
    entity.enums.map((field) => optionsConst(entity, field)),
  );
  // Rows of counts: a bar per enum option, a line per period.
  const barRows = model.entities.some((entity) => entity.enums.length > 0);
  const countRows = barRows || model.entities.some((entity) => period && entity.date);
  const sections = model.entities.map((entity) =>
    lines(
      '<View style={styles.card}>',
      `  <Text style={styles.heading}>${jsxText(entity.pluralLabel)}</Text>`,
      '  <View style={styles.grid}>',
      indent(cards(entity).join('\n'), 4),
      '  </View>',
      ...entity.enums.map((field) => indent(breakdown(entity, field), 2)),
      period && entity.date && indent(periodSection(entity, period), 2),
      '</View>',
    ),
  );
  return `${lines(
    "import { ScrollView, StyleSheet, Text, View } from 'react-native';",
    "import { StatCard } from '../components/StatCard';",
    importLine(formatters, '../format'),
    "import { useRecords } from '../hooks';",
    "import { storage } from '../storage';",
    "import { useStyles, type Theme } from '../theme';",
    importLine(options, '../types'),
    summed &&
      '\nfunction sum(values: (number | null)[]): number {\n  return values.reduce<number>((total, value) => total + (value ?? 0), 0);\n}',
    averaged &&
      '\n/** The mean of the values filled in, or null when there are none. */\nfunction average(values: (number | null)[]): number | null {\n  const present = values.filter((value): value is number => value !== null);\n  return present.length === 0 ? null : present.reduce((total, value) => total + value, 0) / present.length;\n}',
    period && periodHelpers(period),
  )}

export function ${screen.component}() {
  const styles = useStyles(makeStyles);
${model.entities.map((entity) => `  const { items: ${listName(entity)} } = useRecords(storage.${entity.collection});`).join('\n')}${period ? `\n${lines(...model.entities.map((entity) => periodGroups(entity, listName(entity))))}` : ''}

  return (
    <ScrollView contentInsetAdjustmentBehavior="automatic" contentContainerStyle={styles.content}>
${indent(sections.join('\n'), 6)}
    </ScrollView>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    content: { padding: 16, gap: 16 },
    card: {
      padding: 16,
      gap: 10,
      borderRadius: shape.radius,
      backgroundColor: colors.surface,
      borderColor: colors.border,
      ...shape.card,
    },
    heading: { fontSize: 18, fontWeight: shape.titleWeight, color: colors.text },
    grid: { flexDirection: 'row', flexWrap: 'wrap', gap: 10 },
${countRows ? "    subheading: { marginTop: 8, fontSize: 13, fontWeight: '700', color: colors.muted, textTransform: 'uppercase' },\n    breakdown: { flexDirection: 'row', alignItems: 'center', gap: 10 },\n    option: { width: 110, fontSize: 14, color: colors.text },\n    count: { minWidth: 28, fontSize: 14, fontVariant: ['tabular-nums'], color: colors.muted },\n" : ''}${barRows ? "    track: { flex: 1, height: 8, flexDirection: 'row', borderRadius: 4, overflow: 'hidden', backgroundColor: colors.border },\n    fill: { backgroundColor: colors.primary },\n" : ''}  });
`;
}
