import { reactModule } from '../ui-frameworks';
import { jsString, jsxText } from '../ui-literals';
import { displayLabel, typeName, uniqueIdentifiers } from '../ui-names';
import { defineUiRecipe, listed, THEME_NOTE, type UiContext } from '../ui-recipe';
import { sampleValue } from '../ui-samples';
import { webStyles } from '../ui-snippets';
import { listRowsCompose, listRowsSwiftUi } from './list-rows.native';

const CONTAINER_WORDS =
  /\b(?:list|lists|rows?|table|feed|items?|view|screen|component|scrollable)\b/gi;
const PICTURE = /\b(?:avatar|photo|picture|image|icon|thumbnail)\b/i;

export interface ListModel {
  title: string;
  /** What one row is, as a type: "Contact". */
  entity: string;
  /** What the rows are, for the empty text: "contacts". */
  plural: string;
  /** The row's texts; the first is its title. */
  fields: { label: string; key: string }[];
  /** Preview rows: one value per field. */
  samples: string[][];
}

const singular = (word: string) =>
  word
    .replace(/ies$/i, 'y')
    .replace(/(ss|sh|ch|x)es$/i, '$1')
    .replace(/([^s])s$/i, '$1');

export function listOf({ words, name }: UiContext): ListModel {
  const what = words.subject.replace(CONTAINER_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const plural = what ? what.toLowerCase() : 'items';
  let entity = typeName(singular(what), 'Item');
  if (entity === name) entity = `${entity}Item`;
  // Capitalised words name sample rows ("Inbox, Sent, Drafts"); lower-case ones name the texts.
  const rowTitles = words.items.every((item) => /^[A-Z0-9]/.test(item)) ? words.items : [];
  const texts = rowTitles.length > 0 ? [] : words.items.filter((item) => !PICTURE.test(item));
  const labels = texts.length > 0 ? texts : ['title', 'subtitle'];
  const keys = uniqueIdentifiers(labels, ['id', 'items', 'item', 'onSelect']);
  const rows = Math.max(3, rowTitles.length);
  return {
    title: words.title ?? displayLabel(plural),
    entity,
    plural,
    fields: labels.map((label, i) => ({ label: displayLabel(label), key: keys[i] ?? `text${i}` })),
    samples: Array.from({ length: rows }, (_, row) =>
      labels.map((label, i) =>
        i === 0 && rowTitles[row] ? rowTitles[row] : sampleValue(label, row),
      ),
    ),
  };
}

function web(ctx: UiContext, list: ListModel): string {
  const { name } = ctx;
  const [first, ...rest] = list.fields;
  const titleKey = first?.key ?? 'title';
  const styles = webStyles(['heading', 'mutedText'], {
    container: `{ maxWidth: 480, padding: theme.spacing, fontFamily: 'system-ui, sans-serif', color: theme.textColor }`,
    list: `{ margin: \`\${theme.spacing}px 0 0\`, padding: 0, listStyle: 'none' }`,
    item: `{ borderBottom: \`1px solid \${theme.borderColor}\` }`,
    row: `{
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing,
    width: '100%',
    padding: \`\${theme.spacing}px 0\`,
    border: 'none',
    background: 'none',
    textAlign: 'left',
    cursor: 'pointer',
  }`,
    badge: `{
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: theme.fontSize * 2.5,
    height: theme.fontSize * 2.5,
    borderRadius: '50%',
    background: theme.secondaryColor,
    color: theme.onSecondaryColor,
    fontWeight: 700,
  }`,
    texts: `{ display: 'flex', flexDirection: 'column', flex: 1, gap: theme.spacing / 4 }`,
    title: `{ fontSize: theme.fontSize, fontWeight: 600, color: theme.textColor }`,
    subtitle: `{ fontSize: theme.fontSize * 0.875, color: theme.mutedTextColor }`,
    chevron: `{ color: theme.primaryColor, fontSize: theme.fontSize * 1.25 }`,
  });
  const samples = list.samples
    .map(
      (values, row) =>
        `  { id: '${row + 1}', ${list.fields.map((field, i) => `${field.key}: ${jsString(values[i] ?? '')}`).join(', ')} },`,
    )
    .join('\n');
  return reactModule(
    ctx.theme,
    ['useId'],
    `${styles}

export interface ${list.entity} {
  id: string;
${list.fields.map((field) => `  ${field.key}: string;`).join('\n')}
}

/** Rows to try the component with. */
export const SAMPLE_ROWS: ${list.entity}[] = [
${samples}
];

export interface ${name}Props {
  items: ${list.entity}[];
  onSelect?: (item: ${list.entity}) => void;
}

export function ${name}({ items, onSelect }: ${name}Props) {
  const id = useId();
  return (
    <section aria-labelledby={\`\${id}-title\`} style={styles.container}>
      <h2 id={\`\${id}-title\`} style={styles.heading}>
        ${jsxText(list.title)}
      </h2>
      {items.length === 0 ? (
        <p style={styles.mutedText}>${jsxText(`No ${list.plural} yet.`)}</p>
      ) : (
        <ul style={styles.list}>
          {items.map((item) => (
            <li key={item.id} style={styles.item}>
              <button type="button" onClick={() => onSelect?.(item)} style={styles.row}>
                <span aria-hidden="true" style={styles.badge}>
                  {item.${titleKey}.charAt(0).toUpperCase()}
                </span>
                <span style={styles.texts}>
                  <span style={styles.title}>{item.${titleKey}}</span>
${rest.map((field) => `                  <span style={styles.subtitle}>{item.${field.key}}</span>`).join('\n')}
                </span>
                <span aria-hidden="true" style={styles.chevron}>
                  ›
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}`,
  );
}

export const listRows = defineUiRecipe({
  id: 'list-rows',
  title: 'List with rows',
  defaultName: 'ItemList',
  triggers: [
    /\blists?\b/i,
    /\brows?\b/i,
    /\b(?:feed|inbox|contacts|table view|recycler|lazy ?column)\b/i,
    /\blist (?:of|with)\b/i,
  ],
  code: {
    web: (ctx) => web(ctx, listOf(ctx)),
    ios: (ctx) => listRowsSwiftUi(ctx, listOf(ctx)),
    android: (ctx) => listRowsCompose(ctx, listOf(ctx)),
  },
  explain: (ctx) => {
    const list = listOf(ctx);
    const a11y = {
      web: 'a <section> named by its heading, a real <ul>, each row a <button> (keyboard and screen-reader reachable), the initial badge and chevron aria-hidden',
      ios: 'each row is one accessibility element (its texts combined) and a button; the badge and chevron are hidden from VoiceOver; the title is a header',
      android:
        'each row merges its texts for TalkBack and is clickable with Role.Button; the badge is cleared from semantics; the title is a heading()',
    }[ctx.platform];
    return `${ctx.name} lists ${list.entity} rows showing ${listed(list.fields.map((f) => f.label))}, with an empty state ("No ${list.plural} yet.") and onSelect for a tapped row. Accessibility: ${a11y}. ${THEME_NOTE}`;
  },
});
