import { optionsConst, type AppModel, type EntityModel, type ScreenModel } from '../../model.ts';
import { attr, importLine, indent, lines, str } from '../../names.ts';
import { behaviourParts } from './behaviour-parts.ts';

/** A list screen: search, filter chips, sort toggle and favourites per the spec's features. */

const capital = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

interface ListParts {
  search: boolean;
  enumFilters: EntityModel['enums'];
  tagFilter: boolean;
  favorites: boolean;
  sorting: boolean;
}

function partsOf(model: AppModel, entity: EntityModel): ListParts {
  const filters = model.has('filters');
  return {
    search: model.has('search'),
    enumFilters: filters ? entity.enums : [],
    tagFilter: filters && entity.tags,
    favorites: entity.favorites,
    sorting: model.has('sorting'),
  };
}

function state(entity: EntityModel, parts: ListParts) {
  return lines(
    parts.search && "  const [query, setQuery] = useState('');",
    ...parts.enumFilters.map(
      (field) =>
        `  const [${field.name}Filter, set${capital(field.name)}Filter] = useState<(typeof ${optionsConst(entity, field)})[number] | null>(null);`,
    ),
    parts.tagFilter && '  const [tagFilter, setTagFilter] = useState<string | null>(null);',
    parts.favorites && '  const [favoritesOnly, setFavoritesOnly] = useState(false);',
    parts.sorting && '  const [sortIndex, setSortIndex] = useState(0);',
    parts.tagFilter &&
      '  const tags = useMemo(() => [...new Set(items.flatMap((item) => item.tags))].sort(), [items]);',
  );
}

function visible(entity: EntityModel, parts: ListParts) {
  const searched = entity.searchable.map((field) => `item.${field.name}`);
  if (entity.tags) searched.push('...item.tags');
  const filters = [
    parts.search &&
      searched.length > 0 &&
      `.filter((item) => !text || [${searched.join(', ')}].some((value) => value.toLowerCase().includes(text)))`,
    ...parts.enumFilters.map(
      (field) =>
        `.filter((item) => ${field.name}Filter === null || item.${field.name} === ${field.name}Filter)`,
    ),
    parts.tagFilter && '.filter((item) => tagFilter === null || item.tags.includes(tagFilter))',
    parts.favorites && '.filter((item) => !favoritesOnly || item.favorite)',
  ].filter((line): line is string => typeof line === 'string');
  const sort = parts.sorting
    ? '.sort(SORTS[sortIndex]!.compare)'
    : `.sort((a, b) => ${entity.sorted ? entity.sorts[0]!.compare : 'b.createdAt.localeCompare(a.createdAt)'})`;
  const deps = [
    'items',
    ...(parts.search && searched.length > 0 ? ['query'] : []),
    ...parts.enumFilters.map((field) => `${field.name}Filter`),
    ...(parts.tagFilter ? ['tagFilter'] : []),
    ...(parts.favorites ? ['favoritesOnly'] : []),
    ...(parts.sorting ? ['sortIndex'] : []),
  ];
  return lines(
    '  const visible = useMemo(() => {',
    parts.search && searched.length > 0 && '    const text = query.trim().toLowerCase();',
    '    return [...items]',
    ...[...filters, `${sort};`].map((line) => `      ${line}`),
    `  }, [${deps.join(', ')}]);`,
  );
}

function toolbar(entity: EntityModel, parts: ListParts) {
  const chips = [
    parts.favorites &&
      `<ToggleChip label="★ Favourites" accessibilityLabel="Show favourites only" selected={favoritesOnly} onPress={() => setFavoritesOnly(!favoritesOnly)} />`,
    parts.sorting &&
      `<ToggleChip\n  label={\`Sort: \${SORTS[sortIndex]!.label}\`}\n  accessibilityLabel="Change sort order"\n  onPress={() => setSortIndex((sortIndex + 1) % SORTS.length)}\n/>`,
  ].filter((chip): chip is string => typeof chip === 'string');
  const rows = [
    ...parts.enumFilters.map(
      (field) =>
        `<FilterChips label=${attr(field.label)} options={${optionsConst(entity, field)}} value={${field.name}Filter} onChange={set${capital(field.name)}Filter} />`,
    ),
    parts.tagFilter &&
      '{tags.length > 0 ? <FilterChips label="Tags" options={tags} value={tagFilter} onChange={setTagFilter} /> : null}',
  ].filter((row): row is string => typeof row === 'string');
  return lines(
    parts.search &&
      `<SearchBar value={query} onChangeText={setQuery} placeholder=${attr(`Search ${entity.lowerPlural}`)} />`,
    ...rows,
    chips.length > 0 && `<View style={styles.toolbar}>\n${indent(chips.join('\n'), 2)}\n</View>`,
  );
}

/**
 * The titles of the records a row links to ("Rex · Ada's house"), read from their collections
 * once per change: the state lines, the row's line and the title formatters they use.
 */
function linkedTitles(model: AppModel, entity: EntityModel) {
  const targets = [
    ...new Map(
      entity.relations.map((field) => [field.relation!, model.entity(field.relation!)]),
    ).values(),
  ];
  if (targets.length === 0) return { state: '', row: '', formatters: [], joined: '' };
  const titles = (target: EntityModel) => `${target.camel}Titles`;
  const state = targets.map((target) => {
    const source = target === entity ? 'items' : `all${target.plural}`;
    const read =
      target === entity
        ? ''
        : `  const { items: ${source} } = useRecords(storage.${target.collection});\n`;
    return `${read}  const ${titles(target)} = useMemo(() => new Map(${source}.map((record) => [record.id, ${target.camel}Title(record)])), [${source}]);`;
  });
  const parts = entity.relations.map(
    (field) => `${titles(model.entity(field.relation!))}.get(item.${field.name})`,
  );
  const joined = `[${parts.join(', ')}].filter(Boolean).join(' · ')`;
  return {
    state: state.join('\n'),
    row: `      {${parts.join(' || ')} ? (\n        <Text style={styles.linked} numberOfLines={1}>\n          {${joined}}\n        </Text>\n      ) : null}`,
    formatters: targets.map((target) => `${target.camel}Title`),
    joined,
  };
}

export function listScreen(model: AppModel, screen: ScreenModel) {
  const entity = screen.entity!;
  const parts = partsOf(model, entity);
  const detail = model.screenOf('detail', entity);
  const form = model.screenOf('form', entity);
  const filtering =
    parts.search || parts.enumFilters.length > 0 || parts.tagFilter || parts.favorites;
  const image = entity.image;
  const summary = entity.secondary.length > 0;
  const linked = linkedTitles(model, entity);
  // A record with no title of its own (a join record's empty note) is titled by what it links.
  const untitled = !entity.title.required && entity.title.type === 'text' && linked.joined;
  const rowTitle = untitled
    ? `item.${entity.title.name}.trim() ? ${entity.camel}Title(item) : ${linked.joined} || ${entity.camel}Title(item)`
    : `${entity.camel}Title(item)`;
  const behaviour = behaviourParts(entity, 'item', rowTitle, 'list');
  const components = [
    ...behaviour.components,
    'AddButton',
    'EmptyState',
    parts.favorites && 'FavoriteButton',
    (parts.enumFilters.length > 0 || parts.tagFilter) && 'FilterChips',
    parts.search && 'SearchBar',
    (parts.favorites || parts.sorting) && 'ToggleChip',
  ].filter((name): name is string => typeof name === 'string');
  const rn = ['FlatList', 'Pressable', 'StyleSheet', 'Text', 'View', ...(image ? ['Image'] : [])];
  const typesImports = [
    ...parts.enumFilters.map((field) => optionsConst(entity, field)),
    ...(parts.sorting ? [`type ${entity.type}`] : []),
  ];
  const sorts = parts.sorting
    ? `\nconst SORTS: { label: string; compare: (a: ${entity.type}, b: ${entity.type}) => number }[] = [\n${entity.sorts
        .map((sort) => `  { label: ${str(sort.label)}, compare: (a, b) => ${sort.compare} },`)
        .join('\n')}\n];\n`
    : '';
  const noneYet = `<EmptyState title=${attr(`No ${entity.lowerPlural} yet`)} message=${attr(`Tap “Add ${entity.label}” to create one.`)} />`;
  const emptyState = filtering
    ? `  const emptyState =\n    items.length === 0 ? (\n      ${noneYet}\n    ) : (\n      <EmptyState title=${attr(`No matching ${entity.lowerPlural}`)} message="Try another search or filter." />\n    );\n`
    : `  const emptyState = ${noneYet};\n`;
  // A screen reader reads the row as it is seen: its title, summary and the records it links to.
  const labelParts = [rowTitle, summary && `${entity.camel}Summary(item)`, linked.joined].filter(
    Boolean,
  );
  const rowLabel =
    labelParts.length > 1 ? `[${labelParts.join(', ')}].filter(Boolean).join(', ')` : rowTitle;
  const row = lines(
    '<View style={[styles.row, index > 0 && styles.joined, index === 0 && styles.first, index === visible.length - 1 && styles.last]}>',
    '  <Pressable',
    '    accessibilityRole="button"',
    `    accessibilityLabel={${rowLabel}}`,
    `    onPress={() => navigation.push('${detail.name}', { id: item.id })}`,
    '    style={styles.rowMain}',
    '  >',
    image &&
      `    {item.${image.name} ? <Image source={{ uri: item.${image.name} }} style={styles.thumbnail} /> : null}`,
    '    <View style={styles.rowText}>',
    '      <Text style={styles.title} numberOfLines={1}>',
    `        {${rowTitle}}`,
    '      </Text>',
    summary &&
      `      <Text style={styles.summary} numberOfLines={1}>\n        {${entity.camel}Summary(item)}\n      </Text>`,
    linked.row,
    behaviour.values && indent(behaviour.values, 6),
    '    </View>',
    '  </Pressable>',
    behaviour.actions && indent(behaviour.actions, 2),
    parts.favorites &&
      `  <FavoriteButton active={item.favorite} onToggle={() => void storage.${entity.collection}.update(item.id, { favorite: !item.favorite })} />`,
    '</View>',
  );
  return `${lines(
    `import { ${filtering || parts.sorting ? 'useMemo, useState' : 'useMemo'} } from 'react';`,
    importLine(rn, 'react-native'),
    ...components.map((name) => `import { ${name} } from '../components/${name}';`),
    importLine(
      [
        ...new Set([
          `${entity.camel}Title`,
          ...(summary ? [`${entity.camel}Summary`] : []),
          ...linked.formatters,
        ]),
      ],
      '../format',
    ),
    "import { useRecords } from '../hooks';",
    "import { useAppNavigation } from '../navigation';",
    ...behaviour.imports,
    "import { storage } from '../storage';",
    "import { useStyles, type Theme } from '../theme';",
    typesImports.length > 0 && `import { ${typesImports.join(', ')} } from '../types';`,
  )}
${sorts}
export function ${screen.component}() {
  const styles = useStyles(makeStyles);
  const navigation = useAppNavigation();
  const { items, ready, error, retry } = useRecords(storage.${entity.collection});
${lines(behaviour.state, linked.state, state(entity, parts), visible(entity, parts))}
${emptyState}
  return (
    <View style={styles.screen}>
${indent(toolbar(entity, parts), 6)}
      <FlatList
        contentInsetAdjustmentBehavior="automatic"
        data={visible}
        keyExtractor={(item) => item.id}
        contentContainerStyle={visible.length === 0 ? styles.emptyList : styles.list}
${behaviour.overview ? `        ListHeaderComponent={\n${indent(behaviour.overview, 10)}\n        }\n` : ''}        ListEmptyComponent={
          ready ? emptyState : error ? <EmptyState title=${attr(`Couldn’t load ${entity.lowerPlural}`)} message={error} actionLabel="Try again" onAction={retry} /> : undefined
        }
        renderItem={({ item, index }) => (
${indent(row, 10)}
        )}
      />
      <AddButton title=${attr(`Add ${entity.label}`)} onPress={() => navigation.push('${form.name}')} />
    </View>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    screen: { flex: 1 },
${parts.favorites || parts.sorting ? "    toolbar: { flexDirection: 'row', flexWrap: 'wrap', gap: 8, paddingHorizontal: 16, paddingTop: 10 },\n" : ''}    list: { padding: 16, paddingBottom: shape.fab ? 96 : 16, gap: shape.groupedLists ? 0 : 10 },
    emptyList: { flexGrow: 1 },
${behaviour.overview ? '    overview: { padding: 14, marginBottom: 12, borderRadius: shape.radius, backgroundColor: colors.surface, borderColor: colors.border, ...shape.card },\n' : ''}    row: {
      flexDirection: 'row',
      alignItems: 'center',
      paddingEnd: 14,
      borderRadius: shape.groupedLists ? 0 : shape.radius,
      backgroundColor: colors.surface,
      borderColor: colors.border,
      ...shape.card,
    },
    /** iOS's inset grouped list: rows joined by hairlines, the group's corners rounded. */
    joined: shape.groupedLists ? { borderTopWidth: StyleSheet.hairlineWidth, borderTopColor: colors.border } : {},
    first: { borderTopLeftRadius: shape.radius, borderTopRightRadius: shape.radius },
    last: { borderBottomLeftRadius: shape.radius, borderBottomRightRadius: shape.radius },
    rowMain: { flex: 1, flexDirection: 'row', alignItems: 'center', gap: 12, padding: 14 },
${image ? '    thumbnail: { width: 48, height: 48, borderRadius: 8, backgroundColor: colors.border },\n' : ''}    rowText: { flex: 1 },
    title: { fontSize: 16, fontWeight: shape.titleWeight, color: colors.text },
${summary ? '    summary: { marginTop: 3, fontSize: 14, color: colors.muted },\n' : ''}${linked.row ? '    linked: { marginTop: 3, fontSize: 13, color: colors.primaryText },\n' : ''}  });
`;
}
