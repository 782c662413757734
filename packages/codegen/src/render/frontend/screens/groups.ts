import type { AppModel, EntityModel, ScreenModel } from '../../model.ts';
import { attr, importLine, lines, str } from '../../names.ts';

/** Grouped lists: the calendar (records by date, upcoming first) and places (by location text). */

function sectionList(
  model: AppModel,
  entity: EntityModel,
  header: string,
  empty: string,
  time?: string,
) {
  const detail = model.screenOf('detail', entity);
  return `    <SectionList
      contentInsetAdjustmentBehavior="automatic"
      sections={sections}
      keyExtractor={(item) => item.id}
      contentContainerStyle={sections.length === 0 ? styles.emptyList : styles.list}
      stickySectionHeadersEnabled={false}
      renderSectionHeader={({ section }) => (
${header}
      )}
      renderItem={({ item }) => (
        <Pressable
          accessibilityRole="button"
          accessibilityLabel={${entity.camel}Title(item)}
          onPress={() => navigation.push('${detail.name}', { id: item.id })}
          style={styles.row}
        >
          <Text style={styles.title} numberOfLines={1}>
            {${entity.camel}Title(item)}
          </Text>
${time ?? ''}        </Pressable>
      )}
      ListEmptyComponent={ready ? ${empty} : undefined}
    />`;
}

/** The screens' style factory; `time` only where rows show a time of day. */
const styleSheet = (timed: boolean) => `const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    list: { padding: 16, paddingTop: 4 },
    emptyList: { flexGrow: 1 },
    header: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 16, marginBottom: 8 },
    heading: { fontSize: 15, fontWeight: shape.titleWeight, color: colors.text },
    muted: { color: colors.muted },
    count: { fontSize: 13, color: colors.muted },
    row: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      padding: 14,
      marginBottom: 8,
      borderRadius: shape.radius,
      backgroundColor: colors.surface,
      borderColor: colors.border,
      ...shape.card,
    },
    title: { flex: 1, fontSize: 16, color: colors.text },
${timed ? '    time: { marginStart: 12, fontSize: 14, color: colors.muted },\n' : ''}  });
`;

const imports = (entity: EntityModel, format: string[]) =>
  lines(
    "import { useMemo } from 'react';",
    "import { Pressable, SectionList, StyleSheet, Text, View } from 'react-native';",
    "import { EmptyState } from '../components/EmptyState';",
    importLine([`${entity.camel}Title`, ...format], '../format'),
    "import { useRecords } from '../hooks';",
    "import { useAppNavigation } from '../navigation';",
    "import { storage } from '../storage';",
    "import { useStyles, type Theme } from '../theme';",
    `import type { ${entity.type} } from '../types';`,
  );

export function calendarScreen(model: AppModel, screen: ScreenModel) {
  const entity = screen.entity!;
  const field = entity.date!;
  const timed = field.type === 'datetime';
  const header = `        <View style={styles.header}>
          <Text style={[styles.heading, section.past && styles.muted]}>
            {section.day === section.today ? 'Today' : formatDate(section.day)}
          </Text>
          <Text style={styles.count}>{section.past ? 'Past' : section.data.length}</Text>
        </View>`;
  const time = timed
    ? `          <Text style={styles.time}>{item.${field.name}.slice(11, 16)}</Text>\n`
    : undefined;
  const empty = `<EmptyState title="Nothing scheduled" message=${attr(`${entity.pluralLabel} with a ${field.label.toLowerCase()} show up here.`)} />`;
  return `${imports(entity, ['formatDate'])}

interface DaySection {
  day: string;
  today: string;
  past: boolean;
  data: ${entity.type}[];
}

/** Today as YYYY-MM-DD in the device's time zone. */
function todayKey(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return \`\${now.getFullYear()}-\${pad(now.getMonth() + 1)}-\${pad(now.getDate())}\`;
}

/** ${entity.pluralLabel} by ${field.label.toLowerCase()}: today and upcoming days first, then past days, latest first. */
export function ${screen.component}() {
  const styles = useStyles(makeStyles);
  const navigation = useAppNavigation();
  const { items, ready } = useRecords(storage.${entity.collection});

  const sections = useMemo<DaySection[]>(() => {
    const today = todayKey();
    const byDay = new Map<string, ${entity.type}[]>();
    for (const item of items) {
      const day = item.${field.name}.slice(0, 10);
      if (day) byDay.set(day, [...(byDay.get(day) ?? []), item]);
    }
    const days = [...byDay.keys()];
    const upcoming = days.filter((day) => day >= today).sort();
    const past = days.filter((day) => day < today).sort().reverse();
    return [...upcoming, ...past].map((day) => ({
      day,
      today,
      past: day < today,
      data: byDay.get(day)!.sort((a, b) => a.${field.name}.localeCompare(b.${field.name})),
    }));
  }, [items]);

  return (
${sectionList(model, entity, header, empty, time)}
  );
}

${styleSheet(timed)}`;
}

export function locationsScreen(model: AppModel, screen: ScreenModel) {
  const entity = screen.entity!;
  const field = entity.location!;
  const header = `        <View style={styles.header}>
          <Text style={[styles.heading, section.place === '' && styles.muted]}>{section.place || ${str(`No ${field.label.toLowerCase()}`)}}</Text>
          <Text style={styles.count}>{section.data.length}</Text>
        </View>`;
  const empty = `<EmptyState title=${attr(`No ${entity.lowerPlural} yet`)} message=${attr(`${entity.pluralLabel} are grouped here by ${field.label.toLowerCase()}.`)} />`;
  return `${imports(entity, [])}

interface PlaceSection {
  place: string;
  data: ${entity.type}[];
}

/** ${entity.pluralLabel} grouped by ${field.label.toLowerCase()} (ignoring case), A–Z; those without one last. */
export function ${screen.component}() {
  const styles = useStyles(makeStyles);
  const navigation = useAppNavigation();
  const { items, ready } = useRecords(storage.${entity.collection});

  const sections = useMemo<PlaceSection[]>(() => {
    const groups = new Map<string, PlaceSection>();
    for (const item of items) {
      const place = item.${field.name}.trim();
      const key = place.toLowerCase();
      const group = groups.get(key) ?? { place, data: [] };
      group.data.push(item);
      groups.set(key, group);
    }
    return [...groups.values()].sort((a, b) => {
      if (a.place === '' || b.place === '') return a.place === '' ? 1 : -1;
      return a.place.localeCompare(b.place);
    });
  }, [items]);

  return (
${sectionList(model, entity, header, empty)}
  );
}

${styleSheet(false)}`;
}
