import { indent, reactModule } from '../ui-frameworks';
import { jsxText } from '../ui-literals';
import { displayLabel, uniqueIdentifiers } from '../ui-names';
import { defineUiRecipe, listed, THEME_NOTE, type UiContext } from '../ui-recipe';
import { sampleValue } from '../ui-samples';
import { webStyles } from '../ui-snippets';
import { profileCardCompose, profileCardSwiftUi } from './profile-card.native';

const AVATAR = /\b(?:avatar|photo|picture|image|pic|headshot)\b/i;
const NAME = /^(?:full )?name$/i;
const BIO = /\b(?:bio|about|description|summary|tagline)\b/i;

export interface Profile {
  avatar: boolean;
  bio: boolean;
  details: { label: string; key: string }[];
  buttons: { label: string; handler: string }[];
}

function profileOf({ words }: UiContext): Profile {
  const items = words.items.length > 0 ? words.items : ['avatar', 'name', 'bio'];
  const labels = words.items.length > 0 || words.buttons.length > 0 ? words.buttons : ['follow'];
  const handlers = uniqueIdentifiers(labels.map((label) => `on ${label}`));
  const buttons = labels.map((label, i) => ({
    label: displayLabel(label),
    handler: handlers[i] ?? 'onPress',
  }));
  const others = items.filter((item) => !AVATAR.test(item) && !NAME.test(item) && !BIO.test(item));
  const keys = uniqueIdentifiers(others, ['name', 'bio', 'avatarUrl', ...handlers]);
  return {
    avatar: items.some((item) => AVATAR.test(item)),
    bio: items.some((item) => BIO.test(item)),
    details: others.map((label, i) => ({
      label: displayLabel(label),
      key: keys[i] ?? `detail${i}`,
    })),
    buttons,
  };
}

/** The sample person every preview and usage example shows. */
export function sampleArgs(profile: Profile, quote: (text: string) => string, separator: string) {
  return [
    `name${separator}${quote('Alex Morgan')}`,
    ...(profile.bio ? [`bio${separator}${quote(sampleValue('bio'))}`] : []),
    ...profile.details.map(
      (detail) => `${detail.key}${separator}${quote(sampleValue(detail.label))}`,
    ),
  ];
}

function web(ctx: UiContext, profile: Profile): string {
  const { name } = ctx;
  const props = ['name', ...(profile.bio ? ['bio'] : []), ...(profile.avatar ? ['avatarUrl'] : [])];
  const all = [
    ...props,
    ...profile.details.map((d) => d.key),
    ...profile.buttons.map((b) => b.handler),
  ];
  const styles = webStyles(
    profile.buttons.length > 1 ? ['primaryButton', 'secondaryButton'] : ['primaryButton'],
    {
      card: `{
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.spacing,
    maxWidth: 320,
    padding: theme.spacing * 2,
    fontFamily: 'system-ui, sans-serif',
    textAlign: 'center',
    background: theme.surfaceColor,
    border: \`1px solid \${theme.borderColor}\`,
    borderTop: \`4px solid \${theme.secondaryColor}\`,
    borderRadius: 16,
  }`,
      ...(profile.avatar
        ? {
            avatar: `{
    display: 'grid',
    placeItems: 'center',
    width: theme.fontSize * 4.5,
    height: theme.fontSize * 4.5,
    borderRadius: '50%',
    objectFit: 'cover',
    background: theme.secondaryColor,
    color: theme.onSecondaryColor,
    fontSize: theme.fontSize * 1.5,
    fontWeight: 700,
  }`,
          }
        : {}),
      name: `{ margin: 0, fontSize: theme.fontSize * 1.25, color: theme.textColor }`,
      bio: `{ margin: 0, fontSize: theme.fontSize, color: theme.mutedTextColor }`,
      details: `{ width: '100%', margin: 0, display: 'grid', gap: theme.spacing / 2 }`,
      detail: `{ display: 'flex', justifyContent: 'space-between', fontSize: theme.fontSize * 0.875 }`,
      detailLabel: `{ color: theme.mutedTextColor }`,
      detailValue: `{ margin: 0, color: theme.textColor, fontWeight: 600 }`,
      actions: `{ display: 'flex', gap: theme.spacing }`,
    },
  );
  const avatar = profile.avatar
    ? `{avatarUrl ? (
  <img src={avatarUrl} alt={\`\${name}'s avatar\`} style={styles.avatar} />
) : (
  <div aria-hidden="true" style={styles.avatar}>
    {initials(name)}
  </div>
)}\n`
    : '';
  const details = profile.details.length
    ? `<dl style={styles.details}>
${profile.details
  .map(
    (d) => `  <div style={styles.detail}>
    <dt style={styles.detailLabel}>${jsxText(d.label)}</dt>
    <dd style={styles.detailValue}>{${d.key}}</dd>
  </div>`,
  )
  .join('\n')}
</dl>\n`
    : '';
  const buttons = profile.buttons.length
    ? `<div style={styles.actions}>
${profile.buttons
  .map(
    (
      b,
      i,
    ) => `  <button type="button" onClick={${b.handler}} style={styles.${i === 0 ? 'primary' : 'secondary'}Button}>
    ${jsxText(b.label)}
  </button>`,
  )
  .join('\n')}
</div>\n`
    : '';
  const propTypes = [
    'name: string;',
    ...(profile.bio ? ['bio: string;'] : []),
    ...(profile.avatar
      ? ['/** Shown when set; the initials otherwise. */', 'avatarUrl?: string;']
      : []),
    ...profile.details.map((d) => `${d.key}: string;`),
    ...profile.buttons.map((b) => `${b.handler}?: () => void;`),
  ];
  const initials = profile.avatar
    ? `\n\nfunction initials(name: string): string {
  return name
    .split(/\\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}`
    : '';
  return reactModule(
    ctx.theme,
    [],
    `${styles}

export interface ${name}Props {
${indent(propTypes.join('\n'), 2)}
}

export function ${name}({ ${all.join(', ')} }: ${name}Props) {
  return (
    <article aria-label={\`Profile of \${name}\`} style={styles.card}>
${indent(avatar, 6)}      <h3 style={styles.name}>{name}</h3>
${profile.bio ? '      <p style={styles.bio}>{bio}</p>\n' : ''}${indent(details, 6)}${indent(buttons, 6)}    </article>
  );
}${initials}`,
  );
}

export const profileCard = defineUiRecipe({
  id: 'profile-card',
  title: 'Profile card',
  defaultName: 'ProfileCard',
  triggers: [
    /\bprofiles?\b/i,
    /\b(?:user|author|member|contact|team member|person)\s+card\b/i,
    /\bavatar\b/i,
    /\bbio\b/i,
    /\bfollow(?:ers)?\b/i,
  ],
  code: {
    web: (ctx) => web(ctx, profileOf(ctx)),
    ios: (ctx) => profileCardSwiftUi(ctx, profileOf(ctx)),
    android: (ctx) => profileCardCompose(ctx, profileOf(ctx)),
  },
  explain: (ctx) => {
    const profile = profileOf(ctx);
    const shows = [
      ...(profile.avatar ? ['an avatar'] : []),
      'the name',
      ...(profile.bio ? ['a bio'] : []),
      ...profile.details.map((d) => d.label),
    ];
    const buttons = profile.buttons.map((b) => `"${b.label}"`);
    const a11y = {
      web: 'an <article> named "Profile of …", the avatar image has alt text (initials are aria-hidden), details are a <dl>, buttons are <button>s',
      ios: 'the name is a header, each detail row is read as one element, the avatar has an accessibilityLabel',
      android:
        'the name is a heading(), the avatar has a contentDescription, each detail row is merged for TalkBack',
    }[ctx.platform];
    const withButtons = buttons.length
      ? `, with ${listed(buttons)} button${buttons.length > 1 ? 's' : ''}`
      : '';
    return `${ctx.name} shows ${listed(shows)}${withButtons}. Accessibility: ${a11y}. ${THEME_NOTE} The values are passed in as parameters.`;
  },
});
