import { composeModule, reactModule, swiftModule } from '../ui-frameworks';
import { jsString, kotlinString, swiftString } from '../ui-literals';
import { displayLabel } from '../ui-names';
import { defineUiRecipe, THEME_NOTE, type UiContext } from '../ui-recipe';

type Variant = 'primary' | 'secondary';

const labelOf = ({ words }: UiContext) =>
  displayLabel(words.buttons[0] ?? words.title ?? 'Continue');
const variantOf = ({ description }: UiContext): Variant =>
  /\b(?:secondary|outline|outlined|ghost|alternative)\b/i.test(description)
    ? 'secondary'
    : 'primary';

function web(ctx: UiContext): string {
  const { name } = ctx;
  return reactModule(
    ctx.theme,
    ['type ButtonHTMLAttributes'],
    `const styles = {
  base: {
    fontFamily: 'system-ui, sans-serif',
    fontSize: theme.fontSize,
    fontWeight: 600,
    padding: \`\${theme.spacing * 0.75}px \${theme.spacing * 1.5}px\`,
    border: 'none',
    borderRadius: 8,
    cursor: 'pointer',
  },
  primary: { background: theme.primaryColor, color: theme.onPrimaryColor },
  secondary: { background: theme.secondaryColor, color: theme.onSecondaryColor },
  disabled: { opacity: 0.5, cursor: 'not-allowed' },
} satisfies Record<string, CSSProperties>;

export interface ${name}Props
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'style' | 'children'> {
  label?: string;
  variant?: 'primary' | 'secondary';
}

/** A native <button>: focusable, announced with its label, and inert while disabled. */
export function ${name}({
  label = ${jsString(labelOf(ctx))},
  variant = '${variantOf(ctx)}',
  type = 'button',
  disabled = false,
  ...rest
}: ${name}Props) {
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={disabled}
      style={{ ...styles.base, ...styles[variant], ...(disabled ? styles.disabled : {}) }}
      {...rest}
    >
      {label}
    </button>
  );
}`,
  );
}

function ios(ctx: UiContext): string {
  const { name } = ctx;
  const variant = variantOf(ctx);
  const body = `struct ${name}: View {
    enum Variant { case primary, secondary }

    var title = ${swiftString(labelOf(ctx))}
    var variant: Variant = .${variant}
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.system(size: Theme.fontSize, weight: .semibold))
                .padding(.horizontal, Theme.spacing * 1.5)
                .padding(.vertical, Theme.spacing * 0.75)
        }
        .buttonStyle(${name}Style(variant: variant))
        .accessibilityLabel(title)
    }
}

private struct ${name}Style: ButtonStyle {
    let variant: ${name}.Variant
    @Environment(\\.isEnabled) private var isEnabled

    init(variant: ${name}.Variant) {
        self.variant = variant
    }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(variant == .primary ? Theme.onPrimaryColor : Theme.onSecondaryColor)
            .background(variant == .primary ? Theme.primaryColor : Theme.secondaryColor)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            .opacity(isEnabled ? (configuration.isPressed ? 0.8 : 1) : 0.5)
    }
}`;
  return swiftModule(
    ctx.theme,
    ctx.name,
    body,
    `VStack(spacing: Theme.spacing) {
    ${name}(action: {})
    ${name}(variant: .${variant === 'primary' ? 'secondary' : 'primary'}, action: {})
    ${name}(action: {}).disabled(true)
}
.padding(Theme.spacing)`,
  );
}

function android(ctx: UiContext): string {
  const { name } = ctx;
  const variant = variantOf(ctx) === 'primary' ? 'Primary' : 'Secondary';
  const body = `enum class ${name}Variant { Primary, Secondary }

@Composable
fun ${name}(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    label: String = ${kotlinString(labelOf(ctx))},
    variant: ${name}Variant = ${name}Variant.${variant},
    enabled: Boolean = true,
) {
    val container = if (variant == ${name}Variant.Primary) PrimaryColor else SecondaryColor
    val content = if (variant == ${name}Variant.Primary) OnPrimaryColor else OnSecondaryColor
    Button(
        onClick = onClick,
        enabled = enabled,
        colors = ButtonDefaults.buttonColors(
            containerColor = container,
            contentColor = content,
            disabledContainerColor = container.copy(alpha = 0.5f),
            disabledContentColor = content.copy(alpha = 0.7f),
        ),
        shape = RoundedCornerShape(8.dp),
        contentPadding = PaddingValues(horizontal = Spacing * 1.5f, vertical = Spacing * 0.75f),
        modifier = modifier.semantics { contentDescription = label },
    ) {
        Text(label, fontSize = BaseFontSize, fontWeight = FontWeight.SemiBold)
    }
}`;
  return composeModule(ctx.theme, ['androidx.compose.foundation.shape.RoundedCornerShape'], body, {
    name,
    call: `Column(verticalArrangement = Arrangement.spacedBy(Spacing), modifier = Modifier.padding(Spacing)) {
    ${name}(onClick = {})
    ${name}(onClick = {}, variant = ${name}Variant.${variant === 'Primary' ? 'Secondary' : 'Primary'})
    ${name}(onClick = {}, enabled = false)
}`,
  });
}

export const button = defineUiRecipe({
  id: 'button',
  title: 'Button',
  defaultName: 'ActionButton',
  triggers: [/\bbuttons?\b/i, /\b(?:cta|call to action)\b/i],
  code: { web, ios, android },
  explain: (ctx) => {
    const a11y = {
      web: 'a native <button> (keyboard focus, Enter and Space), aria-disabled mirrors disabled, and any other button attribute (aria-label, onClick, type) passes through',
      ios: 'a SwiftUI Button with an accessibilityLabel; the style dims it when .disabled(true) and while pressed',
      android: 'a Material 3 Button with a contentDescription; disabled colours follow the theme',
    }[ctx.platform];
    return `${ctx.name}: a "${labelOf(ctx)}" button in the ${variantOf(ctx)} variant (primary colour, or secondary colour for the other variant). Accessibility: ${a11y}. ${THEME_NOTE}`;
  },
});
