import { composeModule, indent, reactModule, swiftModule } from '../ui-frameworks';
import { jsxText, kotlinString, swiftString } from '../ui-literals';
import { displayLabel } from '../ui-names';
import { defineUiRecipe, THEME_NOTE, type UiContext } from '../ui-recipe';
import {
  composeButton,
  composeHeading,
  COMPOSE_BUTTON_IMPORTS,
  swiftButton,
  swiftHeading,
  webStyles,
} from '../ui-snippets';

const DESTRUCTIVE =
  /\b(?:delete|remove|discard|erase|log ?out|sign ?out|leave|cancel (?:my )?subscription)\b/i;

interface DialogModel {
  title: string;
  message: string;
  /** Null when the dialog has a single button. */
  cancel: string | null;
  confirm: string;
}

function dialogOf({ words, description }: UiContext): DialogModel {
  const destructive = DESTRUCTIVE.exec(description)?.[0];
  const buttons = words.buttons.map(displayLabel);
  const confirm = buttons.at(-1) ?? (destructive ? displayLabel(destructive) : 'Confirm');
  return {
    title: words.title ?? (destructive ? `${displayLabel(destructive)}?` : 'Are you sure?'),
    message:
      words.message ??
      (words.items.length > 0
        ? `${words.items.map(displayLabel).join('. ')}.`
        : destructive
          ? 'This cannot be undone.'
          : 'Please confirm to continue.'),
    cancel: buttons.length === 1 ? null : (buttons[0] ?? 'Cancel'),
    confirm,
  };
}

function web(ctx: UiContext, dialog: DialogModel): string {
  const { name } = ctx;
  const styles = webStyles(['heading', 'primaryButton', 'secondaryButton'], {
    backdrop: `{
    position: 'fixed',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    padding: theme.spacing,
    background: 'rgba(17, 24, 39, 0.5)',
  }`,
    dialog: `{
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing,
    width: '100%',
    maxWidth: 420,
    padding: theme.spacing * 2,
    fontFamily: 'system-ui, sans-serif',
    background: theme.surfaceColor,
    borderTop: \`4px solid \${theme.secondaryColor}\`,
    borderRadius: 12,
    boxShadow: '0 20px 40px rgba(0, 0, 0, 0.25)',
  }`,
    message: `{ margin: 0, fontSize: theme.fontSize, color: theme.mutedTextColor }`,
    actions: `{ display: 'flex', justifyContent: 'flex-end', gap: theme.spacing }`,
  });
  const cancelButton = dialog.cancel
    ? `<button ref={cancelRef} type="button" onClick={onCancel} style={styles.secondaryButton}>
  ${jsxText(dialog.cancel)}
</button>\n`
    : '';
  return reactModule(
    ctx.theme,
    ['useEffect', 'useId', 'useRef'],
    `${styles}

export interface ${name}Props {
  open: boolean;
  onConfirm: () => void;
  /** Also called on Escape and on a click outside the dialog. */
  onCancel: () => void;
}

export function ${name}({ open, onConfirm, onCancel }: ${name}Props) {
  const id = useId();
  const ${dialog.cancel ? 'cancelRef' : 'confirmRef'} = useRef<HTMLButtonElement>(null);

  // Focus moves into the dialog (the ${dialog.cancel ? 'safe choice' : 'button'}) and Escape closes it.
  useEffect(() => {
    if (!open) return;
    ${dialog.cancel ? 'cancelRef' : 'confirmRef'}.current?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onCancel();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onCancel]);

  if (!open) return null;
  return (
    <div style={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onCancel()}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={\`\${id}-title\`}
        aria-describedby={\`\${id}-message\`}
        style={styles.dialog}
      >
        <h2 id={\`\${id}-title\`} style={styles.heading}>
          ${jsxText(dialog.title)}
        </h2>
        <p id={\`\${id}-message\`} style={styles.message}>
          ${jsxText(dialog.message)}
        </p>
        <div style={styles.actions}>
${indent(cancelButton, 10)}          <button${dialog.cancel ? '' : ' ref={confirmRef}'} type="button" onClick={onConfirm} style={styles.primaryButton}>
            ${jsxText(dialog.confirm)}
          </button>
        </div>
      </div>
    </div>
  );
}`,
  );
}

function ios(ctx: UiContext, dialog: DialogModel): string {
  const { name } = ctx;
  const buttons = [
    ...(dialog.cancel ? [swiftButton(dialog.cancel, 'onCancel', 'secondary')] : []),
    swiftButton(dialog.confirm, 'onConfirm', 'primary'),
  ];
  const body = `/// Show it in an overlay over dimmed content; it is marked modal for VoiceOver.
struct ${name}: View {
    var onCancel: () -> Void = {}
    var onConfirm: () -> Void = {}

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.spacing) {
            Rectangle()
                .fill(Theme.secondaryColor)
                .frame(width: 48, height: 4)
                .accessibilityHidden(true)
${indent(swiftHeading(swiftString(dialog.title), 1.25), 12)}
            Text(${swiftString(dialog.message)})
                .font(.system(size: Theme.fontSize))
                .foregroundStyle(Theme.mutedTextColor)
            HStack(spacing: Theme.spacing) {
                Spacer()
${indent(buttons.join('\n'), 16)}
            }
        }
        .padding(Theme.spacing * 2)
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .shadow(radius: 24)
        .padding(Theme.spacing * 2)
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isModal)
        .accessibilityAction(.escape, onCancel)
    }
}`;
  return swiftModule(
    ctx.theme,
    ctx.name,
    body,
    `ZStack {
    Color.black.opacity(0.4).ignoresSafeArea()
    ${name}()
}`,
  );
}

function android(ctx: UiContext, dialog: DialogModel): string {
  const { name } = ctx;
  const dismiss = dialog.cancel
    ? `\n        dismissButton = {\n${indent(composeButton(dialog.cancel, 'onCancel', 'secondary'), 12)}\n        },`
    : '';
  const body = `/** A Material 3 AlertDialog: TalkBack announces it as a dialog; back and outside taps cancel. */
@Composable
fun ${name}(
    onConfirm: () -> Unit,
    onCancel: () -> Unit,
    modifier: Modifier = Modifier,
) {
    AlertDialog(
        onDismissRequest = onCancel,
        title = {
${indent(composeHeading(kotlinString(dialog.title), 1.25), 12)}
        },
        text = {
            Column(verticalArrangement = Arrangement.spacedBy(Spacing)) {
                HorizontalDivider(modifier = Modifier.width(48.dp), thickness = 4.dp, color = SecondaryColor)
                Text(${kotlinString(dialog.message)}, fontSize = BaseFontSize, color = MutedTextColor)
            }
        },
        confirmButton = {
${indent(composeButton(dialog.confirm, 'onConfirm', 'primary'), 12)}
        },${dismiss}
        containerColor = SurfaceColor,
        modifier = modifier.semantics { paneTitle = ${kotlinString(dialog.title)} },
    )
}`;
  return composeModule(ctx.theme, dialog.cancel ? COMPOSE_BUTTON_IMPORTS : [], body, {
    name,
    call: `${name}(onConfirm = {}, onCancel = {})`,
  });
}

export const dialog = defineUiRecipe({
  id: 'dialog',
  title: 'Dialog',
  defaultName: 'ConfirmDialog',
  triggers: [
    /\bdialogs?\b/i,
    /\bmodals?\b|\bpop-?ups?\b|\balerts?\b/i,
    /\bconfirm(?:ation)?\b|\bare you sure\b/i,
  ],
  code: {
    web: (ctx) => web(ctx, dialogOf(ctx)),
    ios: (ctx) => ios(ctx, dialogOf(ctx)),
    android: (ctx) => android(ctx, dialogOf(ctx)),
  },
  explain: (ctx) => {
    const model = dialogOf(ctx);
    const buttons = model.cancel
      ? `"${model.cancel}" and "${model.confirm}"`
      : `"${model.confirm}"`;
    const a11y = {
      web: 'role="dialog" with aria-modal, named by its title (aria-labelledby) and described by its message (aria-describedby); focus moves into it on open and Escape or a click outside cancels',
      ios: 'the dialog has the isModal trait so VoiceOver stays inside it, the title is a header, and the escape gesture cancels',
      android:
        'a Material 3 AlertDialog (announced as a dialog, with a paneTitle); the title is a heading(); back and outside taps call onCancel',
    }[ctx.platform];
    return `${ctx.name}: "${model.title}" — "${model.message}" with ${buttons}. Accessibility: ${a11y}. ${THEME_NOTE}`;
  },
});
