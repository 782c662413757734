import { composeModule, indent, reactModule, swiftModule } from '../ui-frameworks';
import { iconFor, materialIconImport, type UiIcon } from '../ui-icons';
import { jsString, jsxAttr, kotlinString, swiftString } from '../ui-literals';
import { displayLabel, uniqueIdentifiers } from '../ui-names';
import { defineUiRecipe, listed, THEME_NOTE, type UiContext } from '../ui-recipe';
import { swiftHeading, webStyles } from '../ui-snippets';

interface Tab {
  label: string;
  /** camelCase: the web's id and the Swift enum case. */
  key: string;
  /** PascalCase: the Kotlin enum entry. */
  entry: string;
  icon: UiIcon;
}

function tabsOf({ words }: UiContext): Tab[] {
  const labels = words.items.length > 0 ? words.items : ['Home', 'Search', 'Profile'];
  const keys = uniqueIdentifiers(labels);
  return labels.map((label, i) => {
    const key = keys[i] ?? `tab${i}`;
    return {
      label: displayLabel(label),
      key,
      entry: key.charAt(0).toUpperCase() + key.slice(1),
      icon: iconFor(label),
    };
  });
}

const navLabel = ({ words }: UiContext) => words.title ?? 'Main';

function web(ctx: UiContext, tabs: Tab[]): string {
  const { name } = ctx;
  const styles = webStyles([], {
    bar: `{
    position: 'sticky',
    bottom: 0,
    fontFamily: 'system-ui, sans-serif',
    background: theme.surfaceColor,
    borderTop: \`1px solid \${theme.borderColor}\`,
  }`,
    list: `{ display: 'flex', margin: 0, padding: 0, listStyle: 'none' }`,
    item: `{ flex: 1 }`,
    tab: `{
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.spacing / 4,
    width: '100%',
    padding: \`\${theme.spacing / 2}px 0\`,
    border: 'none',
    borderTop: '3px solid transparent',
    background: 'none',
    fontSize: theme.fontSize * 0.75,
    cursor: 'pointer',
  }`,
    current: `{ color: theme.primaryColor, borderTopColor: theme.secondaryColor, fontWeight: 600 }`,
    other: `{ color: theme.mutedTextColor }`,
    icon: `{ fontSize: theme.fontSize * 1.25, lineHeight: 1 }`,
  });
  const type = `${name}Tab`;
  return reactModule(
    ctx.theme,
    ['useState'],
    `${styles}

export type ${type} = ${tabs.map((tab) => jsString(tab.key)).join(' | ')};

const TABS: { id: ${type}; label: string; icon: string }[] = [
${tabs.map((tab) => `  { id: ${jsString(tab.key)}, label: ${jsString(tab.label)}, icon: ${jsString(tab.icon.glyph)} },`).join('\n')}
];

export interface ${name}Props {
  /** The tab shown first. */
  initialTab?: ${type};
  onSelect?: (tab: ${type}) => void;
}

/** Bottom navigation: a labelled <nav> whose current tab carries aria-current="page". */
export function ${name}({ initialTab = ${jsString(tabs[0]?.key ?? 'home')}, onSelect }: ${name}Props) {
  const [selected, setSelected] = useState<${type}>(initialTab);

  function select(tab: ${type}) {
    setSelected(tab);
    onSelect?.(tab);
  }

  return (
    <nav aria-label=${jsxAttr(navLabel(ctx))} style={styles.bar}>
      <ul style={styles.list}>
        {TABS.map((tab) => {
          const current = tab.id === selected;
          return (
            <li key={tab.id} style={styles.item}>
              <button
                type="button"
                aria-current={current ? 'page' : undefined}
                onClick={() => select(tab.id)}
                style={{ ...styles.tab, ...(current ? styles.current : styles.other) }}
              >
                <span aria-hidden="true" style={styles.icon}>
                  {tab.icon}
                </span>
                {tab.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}`,
  );
}

function ios(ctx: UiContext, tabs: Tab[]): string {
  const { name } = ctx;
  const items = tabs.map(
    (tab) => `screen(${swiftString(tab.label)})
    .tabItem { Label(${swiftString(tab.label)}, systemImage: "${tab.icon.sf}") }
    .tag(Tab.${tab.key})`,
  );
  const body = `struct ${name}: View {
    enum Tab: Hashable {
        case ${tabs.map((tab) => tab.key).join(', ')}
    }

    @State private var selection: Tab = .${tabs[0]?.key ?? 'home'}

    var body: some View {
        TabView(selection: $selection) {
${indent(items.join('\n'), 12)}
        }
        .tint(Theme.primaryColor)
    }

    /// Each tab's screen; replace with the app's own views.
    private func screen(_ title: String) -> some View {
        VStack(spacing: Theme.spacing) {
${indent(swiftHeading('title'), 12)}
            Capsule()
                .fill(Theme.secondaryColor)
                .frame(width: 48, height: 4)
                .accessibilityHidden(true)
        }
        .padding(Theme.spacing)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}`;
  return swiftModule(ctx.theme, ctx.name, body, `${name}()`);
}

function android(ctx: UiContext, tabs: Tab[]): string {
  const { name } = ctx;
  const type = `${name}Tab`;
  const body = `enum class ${type}(val label: String, val icon: ImageVector) {
${tabs.map((tab) => `    ${tab.entry}(${kotlinString(tab.label)}, Icons.Filled.${tab.icon.material}),`).join('\n')}
}

/** Bottom navigation; each item is a tab TalkBack reads with its label and selected state. */
@Composable
fun ${name}(
    selected: ${type},
    onSelect: (${type}) -> Unit,
    modifier: Modifier = Modifier,
) {
    NavigationBar(
        containerColor = SurfaceColor,
        modifier = modifier.semantics { contentDescription = ${kotlinString(`${navLabel(ctx)} navigation`)} },
    ) {
        ${type}.entries.forEach { tab ->
            NavigationBarItem(
                selected = tab == selected,
                onClick = { onSelect(tab) },
                icon = { Icon(tab.icon, contentDescription = null) },
                label = { Text(tab.label, fontSize = BaseFontSize * 0.75f) },
                colors = NavigationBarItemDefaults.colors(
                    selectedIconColor = OnSecondaryColor,
                    selectedTextColor = PrimaryColor,
                    indicatorColor = SecondaryColor,
                    unselectedIconColor = MutedTextColor,
                    unselectedTextColor = MutedTextColor,
                ),
                modifier = Modifier.padding(vertical = Spacing / 4),
            )
        }
    }
}`;
  const imports = [
    'androidx.compose.material.icons.Icons',
    'androidx.compose.ui.graphics.vector.ImageVector',
    ...new Set(tabs.map((tab) => materialIconImport(tab.icon))),
  ];
  return composeModule(ctx.theme, imports, body, {
    name,
    call: `var selected by remember { mutableStateOf(${type}.${tabs[0]?.entry ?? 'Home'}) }
${name}(selected = selected, onSelect = { selected = it })`,
  });
}

export const tabBar = defineUiRecipe({
  id: 'tab-bar',
  title: 'Tab bar',
  defaultName: 'TabBar',
  triggers: [
    /\btab ?bar\b|\btabs?\b/i,
    /\bbottom (?:nav(?:igation)?|bar|tabs?)\b/i,
    /\bnavigation ?bar\b|\bnav ?bar\b/i,
    /\btab ?view\b/i,
  ],
  code: {
    web: (ctx) => web(ctx, tabsOf(ctx)),
    ios: (ctx) => ios(ctx, tabsOf(ctx)),
    android: (ctx) => android(ctx, tabsOf(ctx)),
  },
  explain: (ctx) => {
    const tabs = tabsOf(ctx).map((tab) => tab.label);
    const how = {
      web: `a <nav aria-label="${navLabel(ctx)}"> of buttons; the current one has aria-current="page" and the icons are aria-hidden. onSelect reports the chosen tab`,
      ios: 'a SwiftUI TabView with SF Symbols; VoiceOver reads each tab by its Label. Each tab shows a placeholder screen to replace with your own views',
      android: `a Material 3 NavigationBar, stateless: pass selected and onSelect (the preview keeps the state). Icons are decorative (the label names each item); they come from androidx.compose.material:material-icons-core`,
    }[ctx.platform];
    return `${ctx.name}: tabs ${listed(tabs)} — ${how}. ${THEME_NOTE}`;
  },
});
