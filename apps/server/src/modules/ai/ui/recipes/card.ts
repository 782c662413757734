import { indent, reactModule } from '../ui-frameworks';
import { jsxText } from '../ui-literals';
import { displayLabel, uniqueIdentifiers } from '../ui-names';
import { defineUiRecipe, listed, THEME_NOTE, type UiContext } from '../ui-recipe';
import { sampleValue } from '../ui-samples';
import { webStyles } from '../ui-snippets';
import { cardCompose, cardSwiftUi } from './card.native';

const IMAGE = /\b(?:image|photo|picture|cover|thumbnail|banner|illustration)\b/i;
const TITLE = /^(?:title|heading|headline|name)$/i;
const DESCRIPTION = /\b(?:description|text|body|summary|subtitle|content|excerpt|details)\b/i;
const BADGE = /\b(?:badge|tag|label|category|chip)\b/i;

export interface CardModel {
  image: boolean;
  description: boolean;
  badge: boolean;
  details: { label: string; key: string }[];
  buttons: { label: string; handler: string }[];
  /** Preview values, by prop name. */
  samples: Record<string, string>;
}

export function cardOf({ words }: UiContext): CardModel {
  const items = words.items.length > 0 ? words.items : ['title', 'description'];
  const labels =
    words.items.length > 0 || words.buttons.length > 0 ? words.buttons : ['learn more'];
  const handlers = uniqueIdentifiers(labels.map((label) => `on ${label}`));
  const others = items.filter(
    (item) =>
      !IMAGE.test(item) && !TITLE.test(item) && !DESCRIPTION.test(item) && !BADGE.test(item),
  );
  const keys = uniqueIdentifiers(others, [
    'title',
    'description',
    'badge',
    'imageUrl',
    'imageAlt',
    ...handlers,
  ]);
  const details = others.map((label, i) => ({
    label: displayLabel(label),
    key: keys[i] ?? `detail${i}`,
  }));
  return {
    image: items.some((item) => IMAGE.test(item)),
    description: items.some((item) => DESCRIPTION.test(item)),
    badge: items.some((item) => BADGE.test(item)),
    details,
    buttons: labels.map((label, i) => ({
      label: displayLabel(label),
      handler: handlers[i] ?? 'onPress',
    })),
    samples: {
      title: words.title ?? sampleValue('title'),
      description: words.message ?? sampleValue('description'),
      badge: sampleValue('badge'),
      ...Object.fromEntries(details.map((detail) => [detail.key, sampleValue(detail.label)])),
    },
  };
}

/** The card's text props in order: title first, then what the description listed. */
export const textProps = (card: CardModel) => [
  'title',
  ...(card.description ? ['description'] : []),
  ...(card.badge ? ['badge'] : []),
  ...card.details.map((detail) => detail.key),
];

function web(ctx: UiContext, card: CardModel): string {
  const { name } = ctx;
  const props = [
    ...textProps(card),
    ...(card.image ? ['imageUrl', "imageAlt = ''"] : []),
    ...card.buttons.map((b) => b.handler),
  ];
  const styles = webStyles(
    card.buttons.length > 1 ? ['primaryButton', 'secondaryButton'] : ['primaryButton'],
    {
      card: `{
    maxWidth: 360,
    overflow: 'hidden',
    fontFamily: 'system-ui, sans-serif',
    color: theme.textColor,
    background: theme.surfaceColor,
    border: \`1px solid \${theme.borderColor}\`,
    borderTop: \`4px solid \${theme.secondaryColor}\`,
    borderRadius: 16,
  }`,
      ...(card.image
        ? {
            image: `{ display: 'block', width: '100%', height: 160, objectFit: 'cover', background: theme.secondaryColor }`,
          }
        : {}),
      content: `{ display: 'flex', flexDirection: 'column', gap: theme.spacing, padding: theme.spacing * 1.5 }`,
      badge: `{
    alignSelf: 'flex-start',
    padding: \`\${theme.spacing / 4}px \${theme.spacing / 2}px\`,
    borderRadius: 999,
    background: theme.secondaryColor,
    color: theme.onSecondaryColor,
    fontSize: theme.fontSize * 0.75,
    fontWeight: 600,
  }`,
      title: `{ margin: 0, fontSize: theme.fontSize * 1.25 }`,
      description: `{ margin: 0, fontSize: theme.fontSize, color: theme.mutedTextColor }`,
      details: `{ margin: 0, display: 'grid', gap: theme.spacing / 2 }`,
      detail: `{ display: 'flex', justifyContent: 'space-between', fontSize: theme.fontSize * 0.875 }`,
      detailLabel: `{ color: theme.mutedTextColor }`,
      detailValue: `{ margin: 0, fontWeight: 600 }`,
      actions: `{ display: 'flex', gap: theme.spacing }`,
    },
  );
  const parts = [
    card.badge ? '<span style={styles.badge}>{badge}</span>' : '',
    `<h3 id={\`\${id}-title\`} style={styles.title}>\n  {title}\n</h3>`,
    card.description ? '<p style={styles.description}>{description}</p>' : '',
    card.details.length
      ? `<dl style={styles.details}>\n${card.details
          .map(
            (d) => `  <div style={styles.detail}>
    <dt style={styles.detailLabel}>${jsxText(d.label)}</dt>
    <dd style={styles.detailValue}>{${d.key}}</dd>
  </div>`,
          )
          .join('\n')}\n</dl>`
      : '',
    card.buttons.length
      ? `<div style={styles.actions}>\n${card.buttons
          .map(
            (
              b,
              i,
            ) => `  <button type="button" onClick={${b.handler}} style={styles.${i === 0 ? 'primary' : 'secondary'}Button}>
    ${jsxText(b.label)}
  </button>`,
          )
          .join('\n')}\n</div>`
      : '',
  ].filter(Boolean);
  const image = card.image
    ? `      {imageUrl ? (
        <img src={imageUrl} alt={imageAlt} style={styles.image} />
      ) : (
        <div aria-hidden="true" style={styles.image} />
      )}\n`
    : '';
  const propTypes = [
    ...textProps(card).map((prop) => `${prop}: string;`),
    ...(card.image
      ? ['imageUrl?: string;', '/** Empty when the image is decorative. */', 'imageAlt?: string;']
      : []),
    ...card.buttons.map((b) => `${b.handler}?: () => void;`),
  ];
  return reactModule(
    ctx.theme,
    ['useId'],
    `${styles}

export interface ${name}Props {
${indent(propTypes.join('\n'), 2)}
}

export function ${name}({ ${props.join(', ')} }: ${name}Props) {
  const id = useId();
  return (
    <article aria-labelledby={\`\${id}-title\`} style={styles.card}>
${image}      <div style={styles.content}>
${indent(parts.join('\n'), 8)}
      </div>
    </article>
  );
}`,
  );
}

export const card = defineUiRecipe({
  id: 'card',
  title: 'Card',
  defaultName: 'InfoCard',
  triggers: [/\bcards?\b/i, /\b(?:tile|teaser|article preview|product card|blog card)\b/i],
  code: {
    web: (ctx) => web(ctx, cardOf(ctx)),
    ios: (ctx) => cardSwiftUi(ctx, cardOf(ctx)),
    android: (ctx) => cardCompose(ctx, cardOf(ctx)),
  },
  explain: (ctx) => {
    const model = cardOf(ctx);
    const shows = [
      ...(model.image ? ['an image'] : []),
      ...(model.badge ? ['a badge'] : []),
      'a title',
      ...(model.description ? ['a description'] : []),
      ...model.details.map((d) => d.label),
    ];
    const buttons = model.buttons.map((b) => `"${b.label}"`);
    const a11y = {
      web: 'an <article> named by its <h3>; the image takes alt text (empty when decorative); details are a <dl>; buttons are <button>s',
      ios: 'the title is a header, the image placeholder is hidden from VoiceOver, each detail row is read as one element',
      android:
        'the title is a heading(), the image area is cleared from semantics, each detail row is merged for TalkBack (load real images with Coil or Glide)',
    }[ctx.platform];
    return `${ctx.name} shows ${listed(shows)}${buttons.length ? `, with ${listed(buttons)}` : ''}. Accessibility: ${a11y}. ${THEME_NOTE}`;
  },
});
