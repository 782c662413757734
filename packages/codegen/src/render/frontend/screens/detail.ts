import type { Field } from '../../../app-spec.ts';
import { fieldType } from '../../field-types.ts';
import { fateOfChildren, type AppModel, type EntityModel, type ScreenModel } from '../../model.ts';
import { removerOf } from '../links.ts';
import { attr, importLine, indent, jsxText, lines } from '../../names.ts';
import { behaviourParts, QUICK_ACTIONS_STYLE } from './behaviour-parts.ts';

/** A detail screen: every field formatted, related records, edit, delete (confirmed) and share. */

const LINKS: Partial<Record<Field['type'], string>> = { url: '', email: 'mailto:', phone: 'tel:' };

const listName = (entity: EntityModel) => `all${entity.plural}`;

function valueView(
  model: AppModel,
  entity: EntityModel,
  field: Field,
  formatters: Set<string>,
): string {
  const value = `${entity.variable}.${field.name}`;
  const info = fieldType(field);
  if (field.type === 'rating') return `<RatingStars value={${value}} size={20} />`;
  if (field.type === 'imageUrl') {
    return `{${value} ? (\n  <Image source={{ uri: ${value} }} style={styles.image} accessibilityLabel=${attr(field.label)} />\n) : (\n  <Text style={styles.value}>—</Text>\n)}`;
  }
  if (field.type === 'relation') {
    const target = model.entity(field.relation!);
    const found = `${field.name}Record`;
    const detail = model.screenOf('detail', target);
    formatters.add(`${target.camel}Title`);
    return `{${found} ? (\n  <Text style={[styles.value, styles.link]} accessibilityRole="link" onPress={() => navigation.push('${detail.name}', { id: ${found}.id })}>\n    {${target.camel}Title(${found})}\n  </Text>\n) : (\n  <Text style={styles.value}>—</Text>\n)}`;
  }
  const prefix = LINKS[field.type];
  if (prefix !== undefined) {
    const target = prefix ? `\`${prefix}\${${value}.trim()}\`` : `${value}.trim()`;
    return `{${value} ? (\n  <Text style={[styles.value, styles.link]} accessibilityRole="link" onPress={() => openLink(${target})}>\n    {${value}}\n  </Text>\n) : (\n  <Text style={styles.value}>—</Text>\n)}`;
  }
  if (info.formatter) formatters.add(info.formatter);
  return `<Text style={styles.value}>{${info.display(field, value)} || '—'}</Text>`;
}

export function detailScreen(model: AppModel, screen: ScreenModel) {
  const entity = screen.entity!;
  const record = entity.variable;
  const form = model.screenOf('form', entity);
  const sharing = model.has('sharing');
  const hero = entity.image;
  const related = entity.children;
  const lists = new Map<string, EntityModel>();
  for (const field of entity.relations) lists.set(field.relation!, model.entity(field.relation!));
  for (const { entity: source } of related) lists.set(source.name, source);
  const formatters = new Set<string>([`${entity.camel}Title`]);
  if (sharing && entity.secondary.length > 0) formatters.add(`${entity.camel}Summary`);
  const rows = entity.fields
    .filter((field) => field !== hero)
    .map((field) =>
      lines(
        '<View style={styles.field}>',
        `  <Text style={styles.label}>${jsxText(field.label)}</Text>`,
        indent(valueView(model, entity, field, formatters), 2),
        '</View>',
      ),
    );
  if (entity.tags) {
    rows.push(
      `<View style={styles.field}>\n  <Text style={styles.label}>Tags</Text>\n  <Text style={styles.value}>{${record}.tags.length > 0 ? ${record}.tags.join(' · ') : '—'}</Text>\n</View>`,
    );
  }
  // Each kind of record linked to this one: a section listing them, and a button adding one
  // already linked here.
  const relatedViews = related.map(({ entity: source, field }) => {
    formatters.add(`${source.camel}Title`);
    const detail = model.screenOf('detail', source);
    const sourceForm = model.screenOf('form', source);
    return lines(
      '<View style={styles.card}>',
      `  <Text style={styles.section}>${jsxText(source.pluralLabel)}</Text>`,
      `  {${listName(source)}.filter((item) => item.${field.name} === ${record}.id).length === 0 ? (`,
      `    <Text style={styles.label}>${jsxText(`No ${source.lowerPlural} yet.`)}</Text>`,
      '  ) : null}',
      `  {${listName(source)}`,
      `    .filter((item) => item.${field.name} === ${record}.id)`,
      '    .map((item) => (',
      `      <Text key={item.id} style={[styles.value, styles.link]} accessibilityRole="link" onPress={() => navigation.push('${detail.name}', { id: item.id })}>`,
      `        {${source.camel}Title(item)}`,
      '      </Text>',
      '    ))}',
      `  <Button title=${attr(`Add ${source.label}`)} variant="secondary" accessibilityLabel=${attr(`Add ${source.label} to this ${entity.label.toLowerCase()}`)} onPress={() => navigation.push('${sourceForm.name}', { links: { ${field.name}: ${record}.id } })} />`,
      '</View>',
    );
  });
  const usesLinks = entity.fields.some((field) => LINKS[field.type] !== undefined);
  const behaviour = behaviourParts(entity, record, `${entity.camel}Title(${record})`, 'detail');
  const components = [
    ...behaviour.components,
    'Button',
    'ConfirmDialog',
    'EmptyState',
    entity.favorites && 'FavoriteButton',
    entity.fields.some((field) => field.type === 'rating') && 'RatingStars',
  ];
  const rn = [
    'ScrollView',
    'StyleSheet',
    'Text',
    'View',
    ...(entity.image ? ['Image'] : []),
    ...(usesLinks ? ['Linking'] : []),
    ...(sharing ? ['Share'] : []),
  ];
  const hooks = lists.size > 0 ? ['useRecord', 'useRecords'] : ['useRecord'];
  const titleLine = entity.favorites
    ? `<View style={styles.titleRow}>\n  <Text style={styles.title}>{${entity.camel}Title(${record})}</Text>\n  <FavoriteButton active={${record}.favorite} onToggle={() => void storage.${entity.collection}.update(${record}.id, { favorite: !${record}.favorite })} />\n</View>`
    : `<Text style={styles.title}>{${entity.camel}Title(${record})}</Text>`;
  return `${lines(
    "import { useState } from 'react';",
    importLine(rn, 'react-native'),
    ...components
      .filter((name): name is string => typeof name === 'string')
      .map((name) => `import { ${name} } from '../components/${name}';`),
    importLine(formatters, '../format'),
    importLine(hooks, '../hooks'),
    "import { useAppNavigation } from '../navigation';",
    importLine(
      ['storage', ...(entity.children.length > 0 ? [removerOf(entity)] : [])],
      '../storage',
    ),
    "import { useStyles, type Theme } from '../theme';",
    ...behaviour.imports,
    usesLinks &&
      '\n/** Opens a web, mail or phone link; a device without a handler just ignores it. */\nfunction openLink(url: string) {\n  Linking.openURL(url).catch(() => undefined);\n}',
  )}

export function ${screen.component}({ id }: { id: string }) {
  const styles = useStyles(makeStyles);
  const navigation = useAppNavigation();
  const { record: ${record}, ready } = useRecord(storage.${entity.collection}, id);
${behaviour.state ? `${behaviour.state}\n` : ''}${[...lists.values()].map((target) => `  const { items: ${listName(target)} } = useRecords(storage.${target.collection});`).join('\n')}${lists.size > 0 ? '\n' : ''}  const [confirming, setConfirming] = useState(false);

  if (!${record}) {
    return ready ? <EmptyState title=${attr(`This ${entity.label.toLowerCase()} no longer exists.`)} /> : null;
  }
${entity.relations.map((field) => `  const ${field.name}Record = ${listName(model.entity(field.relation!))}.find((item) => item.id === ${record}.${field.name});`).join('\n')}${entity.relations.length > 0 ? '\n' : ''}
  const remove = async () => {
    setConfirming(false);
    await ${entity.children.length > 0 ? removerOf(entity) : `storage.${entity.collection}.remove`}(${record}.id);
    navigation.goBack();
  };
${
  sharing
    ? `
  const share = async () => {
    try {
      await Share.share({ title: ${entity.camel}Title(${record}), message: ${entity.secondary.length > 0 ? `[${entity.camel}Title(${record}), ${entity.camel}Summary(${record})].filter(Boolean).join('\\n')` : `${entity.camel}Title(${record})`} });
    } catch {
      // Sharing is unavailable here (some browsers); nothing to do.
    }
  };
`
    : ''
}
  return (
    <ScrollView contentInsetAdjustmentBehavior="automatic" contentContainerStyle={styles.content}>
${indent(
  lines(
    hero &&
      `{${record}.${hero.name} ? <Image source={{ uri: ${record}.${hero.name} }} style={styles.hero} accessibilityLabel=${attr(hero.label)} /> : null}`,
    titleLine,
    behaviour.detail,
    '<View style={styles.card}>',
    indent(rows.join('\n'), 2),
    '</View>',
    ...relatedViews,
    '<View style={styles.actions}>',
    `  <Button title="Edit" accessibilityLabel=${attr(`Edit ${entity.label}`)} onPress={() => navigation.push('${form.name}', { id: ${record}.id })} />`,
    sharing &&
      `  <Button title="Share" variant="secondary" accessibilityLabel=${attr(`Share ${entity.label}`)} onPress={() => void share()} />`,
    `  <Button title="Delete" variant="danger" accessibilityLabel=${attr(`Delete ${entity.label}`)} onPress={() => setConfirming(true)} />`,
    '</View>',
    '<ConfirmDialog',
    '  visible={confirming}',
    `  title=${attr(`Delete this ${entity.label.toLowerCase()}?`)}`,
    `  message={\`“\${${entity.camel}Title(${record})}” will be deleted.${entity.children.map((link) => ` ${fateOfChildren(link).replace(/[`\\$]/g, '')}`).join('')} This cannot be undone.\`}`,
    '  onConfirm={() => void remove()}',
    '  onCancel={() => setConfirming(false)}',
    '/>',
  ),
  6,
)}
    </ScrollView>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    content: { padding: 16, gap: 16 },
${hero ? '    hero: { height: 200, borderRadius: shape.radius, backgroundColor: colors.border },\n' : ''}${entity.favorites ? "    titleRow: { flexDirection: 'row', alignItems: 'center', gap: 12 },\n" : ''}    title: { flex: 1, fontSize: 24, fontWeight: shape.titleWeight, color: colors.text },
    card: {
      padding: 16,
      gap: 14,
      borderRadius: shape.radius,
      backgroundColor: colors.surface,
      borderColor: colors.border,
      ...shape.card,
    },
${related.length > 0 ? "    section: { fontSize: 13, fontWeight: '700', color: colors.muted, textTransform: 'uppercase' },\n" : ''}    field: { gap: 4 },
    label: { fontSize: 13, color: colors.muted },
    value: { fontSize: 16, color: colors.text },
${usesLinks || entity.relations.length > 0 || related.length > 0 ? '    link: { color: colors.primaryText },\n' : ''}${entity.fields.some((field) => field !== hero && field.type === 'imageUrl') ? '    image: { height: 160, borderRadius: shape.radius, backgroundColor: colors.border },\n' : ''}    actions: { gap: 10 },
${behaviour.actions ? QUICK_ACTIONS_STYLE : ''}  });
`;
}
