import { indent, reactModule } from '../ui-frameworks';
import { jsString, jsxText } from '../ui-literals';
import { displayLabel, identifier, uniqueIdentifiers } from '../ui-names';
import { defineUiRecipe, listed, THEME_NOTE, type UiContext } from '../ui-recipe';
import { webStyles } from '../ui-snippets';
import { settingsScreenCompose, settingsScreenSwiftUi } from './settings-screen.native';

/** Settings that are on or off; anything else opens its own page. */
const TOGGLE =
  /\b(?:notifications?|dark|mode|sounds?|vibrat\w*|sync\w*|auto\w*|location|biometrics?|face id|touch id|wi-?fi|bluetooth|offline|analytics|updates|push|reminders?|haptics?|newsletter|e-?mails?|two-factor|2fa|backups?|enable\w*|show\w*|private|public|music|alerts?)\b/i;
/** Toggles that start on: the ones an app turns on by default. */
const ON_BY_DEFAULT =
  /\b(?:notifications?|sounds?|sync\w*|push|updates|reminders?|alerts?|backups?)\b/i;

export interface SettingRow {
  label: string;
  key: string;
  toggle: boolean;
  on: boolean;
}

function rowsOf({ words }: UiContext): SettingRow[] {
  const labels = words.items.length > 0 ? words.items : ['notifications', 'dark mode', 'language'];
  const toggleKeys = uniqueIdentifiers(labels, [
    'values',
    'update',
    'toggle',
    'id',
    'initialValues',
  ]);
  return labels.map((label, i) => {
    const toggle = TOGGLE.test(label);
    return {
      label: displayLabel(label),
      key: toggle ? (toggleKeys[i] ?? `setting${i}`) : identifier(`on open ${label}`),
      toggle,
      on: ON_BY_DEFAULT.test(label),
    };
  });
}

const titleOf = ({ words }: UiContext) => words.title ?? 'Settings';

function web(ctx: UiContext): string {
  const { name } = ctx;
  const rows = rowsOf(ctx);
  const toggles = rows.filter((row) => row.toggle);
  const links = rows.filter((row) => !row.toggle);
  const styles = webStyles([], {
    screen: `{ maxWidth: 480, padding: theme.spacing, fontFamily: 'system-ui, sans-serif', color: theme.textColor }`,
    heading: `{
    margin: \`0 0 \${theme.spacing}px\`,
    paddingBottom: theme.spacing / 2,
    borderBottom: \`3px solid \${theme.secondaryColor}\`,
    fontSize: theme.fontSize * 1.5,
  }`,
    list: `{ margin: 0, padding: 0, listStyle: 'none', border: \`1px solid \${theme.borderColor}\`, borderRadius: 12 }`,
    row: `{
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing,
    padding: theme.spacing,
    borderBottom: \`1px solid \${theme.borderColor}\`,
  }`,
    rowLabel: `{ fontSize: theme.fontSize }`,
    ...(links.length
      ? {
          linkRow: `{
    display: 'flex',
    flex: 1,
    justifyContent: 'space-between',
    padding: 0,
    border: 'none',
    background: 'none',
    color: theme.textColor,
    cursor: 'pointer',
  }`,
          chevron: `{ color: theme.secondaryColor, fontSize: theme.fontSize * 1.25 }`,
        }
      : {}),
  });
  const switchStyles = toggles.length
    ? `

const switchStyle = (on: boolean): CSSProperties => ({
  position: 'relative',
  flexShrink: 0,
  width: theme.fontSize * 2.75,
  height: theme.fontSize * 1.5,
  padding: 0,
  border: 'none',
  borderRadius: 999,
  background: on ? theme.primaryColor : theme.borderColor,
  cursor: 'pointer',
});

const knobStyle = (on: boolean): CSSProperties => ({
  position: 'absolute',
  top: theme.fontSize * 0.125,
  left: on ? theme.fontSize * 1.375 : theme.fontSize * 0.125,
  width: theme.fontSize * 1.25,
  height: theme.fontSize * 1.25,
  borderRadius: '50%',
  background: theme.surfaceColor,
  transition: 'left 120ms',
});

export interface ${name}Values {
${toggles.map((row) => `  ${row.key}: boolean;`).join('\n')}
}

const DEFAULT_VALUES: ${name}Values = {
${toggles.map((row) => `  ${row.key}: ${row.on},`).join('\n')}
};`
    : '';
  const props = [
    ...(toggles.length
      ? [`initialValues?: ${name}Values;`, `onValuesChange?: (values: ${name}Values) => void;`]
      : []),
    ...links.map((row) => `${row.key}?: () => void;`),
  ];
  const args = [
    ...(toggles.length ? ['initialValues = DEFAULT_VALUES', 'onValuesChange'] : []),
    ...links.map((row) => row.key),
  ];
  const state = toggles.length
    ? `
  const [values, setValues] = useState(initialValues);

  function toggle(key: keyof ${name}Values) {
    const next = { ...values, [key]: !values[key] };
    setValues(next);
    onValuesChange?.(next);
  }
`
    : '';
  const items = rows.map((row) =>
    row.toggle
      ? `<li style={styles.row}>
  <span id={\`\${id}-${row.key}\`} style={styles.rowLabel}>
    ${jsxText(row.label)}
  </span>
  <button
    type="button"
    role="switch"
    aria-checked={values.${row.key}}
    aria-labelledby={\`\${id}-${row.key}\`}
    onClick={() => toggle(${jsString(row.key)})}
    style={switchStyle(values.${row.key})}
  >
    <span style={knobStyle(values.${row.key})} />
  </button>
</li>`
      : `<li style={styles.row}>
  <button type="button" onClick={${row.key}} style={styles.linkRow}>
    <span style={styles.rowLabel}>${jsxText(row.label)}</span>
    <span aria-hidden="true" style={styles.chevron}>
      ›
    </span>
  </button>
</li>`,
  );
  return reactModule(
    ctx.theme,
    toggles.length ? ['useId', 'useState'] : ['useId'],
    `${styles}${switchStyles}

export interface ${name}Props {
${indent(props.join('\n'), 2)}
}

export function ${name}({ ${args.join(', ')} }: ${name}Props) {
  const id = useId();${state}
  return (
    <section aria-labelledby={\`\${id}-title\`} style={styles.screen}>
      <h2 id={\`\${id}-title\`} style={styles.heading}>
        ${jsxText(titleOf(ctx))}
      </h2>
      <ul style={styles.list}>
${indent(items.join('\n'), 8)}
      </ul>
    </section>
  );
}`,
  );
}

export const settingsScreen = defineUiRecipe({
  id: 'settings-screen',
  title: 'Settings screen',
  defaultName: 'SettingsScreen',
  triggers: [
    /\bsettings?\b/i,
    /\bpreferences\b/i,
    /\btoggles?\b|\bswitch(?:es)?\b/i,
    /\bdark mode\b/i,
    /\bnotifications\b/i,
  ],
  code: {
    web,
    ios: (ctx) => settingsScreenSwiftUi(ctx, titleOf(ctx), rowsOf(ctx)),
    android: (ctx) => settingsScreenCompose(ctx, titleOf(ctx), rowsOf(ctx)),
  },
  explain: (ctx) => {
    const rows = rowsOf(ctx);
    const toggles = rows.filter((row) => row.toggle).map((row) => row.label);
    const links = rows.filter((row) => !row.toggle).map((row) => row.label);
    const parts = [
      toggles.length ? `switches for ${listed(toggles)}` : '',
      links.length ? `rows that open ${listed(links)}` : '',
    ].filter(Boolean);
    const a11y = {
      web: 'each switch is a <button role="switch"> with aria-checked and the row label as its name; the screen is a <section> named by its heading',
      ios: 'Toggles carry their labels, rows that open a page have an accessibilityLabel and hint, the title is a header',
      android:
        'each row is toggleable with Role.Switch (the whole row is the touch target), page rows are clickable with Role.Button and an onClickLabel, the title is a heading()',
    }[ctx.platform];
    return `${ctx.name}: a "${titleOf(ctx)}" screen with ${listed(parts)}. ${toggles.length ? `The switches' values are reported through onValuesChange. ` : ''}Accessibility: ${a11y}. ${THEME_NOTE}`;
  },
});
