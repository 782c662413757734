import { composeModule, indent, reactModule, swiftModule } from '../ui-frameworks';
import { iconFor, materialIconImport, type UiIcon } from '../ui-icons';
import { jsxText, kotlinString, swiftString } from '../ui-literals';
import { displayLabel, identifier } from '../ui-names';
import { defineUiRecipe, THEME_NOTE, type UiContext } from '../ui-recipe';
import {
  composeButton,
  composeHeading,
  swiftButton,
  swiftHeading,
  webStyles,
} from '../ui-snippets';

interface EmptyState {
  title: string;
  message: string;
  action: string;
  handler: string;
  icon: UiIcon;
}

const STATE_WORDS = /\b(?:empty|state|screen|view|page|placeholder|no results?|nothing)\b/gi;

/** What is empty: "an empty state for the inbox" → "inbox"; "when there are no tasks" → "tasks". */
function subjectOf(description: string, subject: string): string {
  const thing = String.raw`(?:the\s+|my\s+|your\s+|any\s+)?([a-z][\w-]*(?:\s[a-z][\w-]*)?)`;
  const named =
    new RegExp(String.raw`\bfor\s+${thing}`, 'i').exec(description) ??
    new RegExp(String.raw`\b(?:when there are no|with no|no)\s+${thing}`, 'i').exec(description);
  const candidate = (named?.[1] ?? subject).replace(STATE_WORDS, ' ');
  return candidate
    .replace(/\s+(?:yet|with|and|or|saying)\b.*$/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function stateOf({ words, description }: UiContext): EmptyState {
  const thing = subjectOf(description, words.subject);
  const plural = /s$/i.test(thing);
  // "No results" is the empty state of a search, whatever was searched.
  const results = /\bno results?\b|\bsearch\b/i.test(description);
  const title =
    words.title ??
    (results
      ? 'No results'
      : !thing
        ? 'Nothing here yet'
        : plural
          ? `No ${thing} yet`
          : `Your ${thing} is empty`);
  const message =
    words.message ??
    (results
      ? 'Try different words or fewer filters.'
      : plural
        ? `${displayLabel(thing)} you add will show up here.`
        : 'When there is something to show, it will appear here.');
  const fallbackAction = results
    ? 'Clear search'
    : plural
      ? `Add ${thing.replace(/ies$/i, 'y').replace(/s$/i, '')}`
      : 'Get started';
  const action = displayLabel(words.buttons[0] ?? fallbackAction);
  return {
    title,
    message,
    action,
    handler: identifier(`on ${action}`),
    icon: iconFor(results ? 'search' : thing || description),
  };
}

function web(ctx: UiContext, state: EmptyState): string {
  const { name } = ctx;
  const styles = webStyles(['heading', 'primaryButton'], {
    container: `{
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.spacing,
    maxWidth: 360,
    margin: '0 auto',
    padding: theme.spacing * 2,
    fontFamily: 'system-ui, sans-serif',
    textAlign: 'center',
  }`,
    icon: `{
    display: 'grid',
    placeItems: 'center',
    width: theme.fontSize * 4,
    height: theme.fontSize * 4,
    borderRadius: '50%',
    background: theme.secondaryColor,
    color: theme.onSecondaryColor,
    fontSize: theme.fontSize * 2,
  }`,
    message: `{ margin: 0, fontSize: theme.fontSize, color: theme.mutedTextColor }`,
  });
  return reactModule(
    ctx.theme,
    ['useId'],
    `${styles}

export interface ${name}Props {
  ${state.handler}?: () => void;
}

export function ${name}({ ${state.handler} }: ${name}Props) {
  const id = useId();
  return (
    <section aria-labelledby={\`\${id}-title\`} aria-describedby={\`\${id}-message\`} style={styles.container}>
      <div aria-hidden="true" style={styles.icon}>
        ${state.icon.glyph}
      </div>
      <h2 id={\`\${id}-title\`} style={styles.heading}>
        ${jsxText(state.title)}
      </h2>
      <p id={\`\${id}-message\`} style={styles.message}>
        ${jsxText(state.message)}
      </p>
      <button type="button" onClick={${state.handler}} style={styles.primaryButton}>
        ${jsxText(state.action)}
      </button>
    </section>
  );
}`,
  );
}

function ios(ctx: UiContext, state: EmptyState): string {
  const { name } = ctx;
  const body = `struct ${name}: View {
    var ${state.handler}: () -> Void = {}

    var body: some View {
        VStack(spacing: Theme.spacing) {
            Image(systemName: "${state.icon.sf}")
                .font(.system(size: Theme.fontSize * 2))
                .foregroundStyle(Theme.onSecondaryColor)
                .frame(width: Theme.fontSize * 4, height: Theme.fontSize * 4)
                .background(Theme.secondaryColor)
                .clipShape(Circle())
                .accessibilityHidden(true)
${indent(swiftHeading(swiftString(state.title)), 12)}
            Text(${swiftString(state.message)})
                .font(.system(size: Theme.fontSize))
                .foregroundStyle(Theme.mutedTextColor)
${indent(swiftButton(state.action, state.handler, 'primary'), 12)}
        }
        .multilineTextAlignment(.center)
        .padding(Theme.spacing * 2)
        .frame(maxWidth: 360)
    }
}`;
  return swiftModule(ctx.theme, ctx.name, body, `${name}()`);
}

function android(ctx: UiContext, state: EmptyState): string {
  const { name } = ctx;
  const body = `@Composable
fun ${name}(
    modifier: Modifier = Modifier,
    ${state.handler}: () -> Unit = {},
) {
    Column(
        horizontalAlignment = Alignment.CenterHorizontally,
        verticalArrangement = Arrangement.spacedBy(Spacing),
        modifier = modifier
            .widthIn(max = 360.dp)
            .padding(Spacing * 2),
    ) {
        Box(
            contentAlignment = Alignment.Center,
            modifier = Modifier
                .size(64.dp)
                .clip(CircleShape)
                .background(SecondaryColor),
        ) {
            Icon(Icons.Filled.${state.icon.material}, contentDescription = null, tint = OnSecondaryColor, modifier = Modifier.size(32.dp))
        }
${indent(composeHeading(kotlinString(state.title)), 8)}
        Text(${kotlinString(state.message)}, fontSize = BaseFontSize, color = MutedTextColor, textAlign = TextAlign.Center)
${indent(composeButton(state.action, state.handler, 'primary'), 8)}
    }
}`;
  const imports = [
    'androidx.compose.foundation.background',
    'androidx.compose.foundation.shape.CircleShape',
    'androidx.compose.material.icons.Icons',
    materialIconImport(state.icon),
    'androidx.compose.ui.draw.clip',
    'androidx.compose.ui.text.style.TextAlign',
  ];
  return composeModule(ctx.theme, imports, body, { name, call: `${name}()` });
}

export const emptyState = defineUiRecipe({
  id: 'empty-state',
  title: 'Empty state',
  defaultName: 'EmptyState',
  triggers: [
    /\bempty\b/i,
    /\bempty state\b|\bzero state\b/i,
    /\bno (?:results?|items?|data|content)\b|\bnothing (?:here|yet|to show)\b/i,
    /\bplaceholder\b/i,
  ],
  code: {
    web: (ctx) => web(ctx, stateOf(ctx)),
    ios: (ctx) => ios(ctx, stateOf(ctx)),
    android: (ctx) => android(ctx, stateOf(ctx)),
  },
  explain: (ctx) => {
    const state = stateOf(ctx);
    const a11y = {
      web: 'a <section> named by its heading and described by its message; the icon is aria-hidden; the action is a <button>',
      ios: 'the title is a header, the icon is hidden from VoiceOver, the button has an accessibilityLabel',
      android:
        'the title is a heading(), the icon has no contentDescription (it is decorative), the button reads its label',
    }[ctx.platform];
    const iconNote =
      ctx.platform === 'android'
        ? ' The icon comes from androidx.compose.material:material-icons-core.'
        : '';
    return `${ctx.name}: "${state.title}" with "${state.message}" and the button "${state.action}" (${state.handler}). Accessibility: ${a11y}. ${THEME_NOTE}${iconNote}`;
  },
});
