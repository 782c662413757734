import { indent } from './ui-frameworks';
import { kotlinString, swiftString } from './ui-literals';

/** Style entries several React recipes share, written against the `theme` constant. */
const WEB_STYLES = {
  heading: `{ margin: 0, fontSize: theme.fontSize * 1.5, fontWeight: 700, color: theme.textColor }`,
  text: `{ margin: 0, fontSize: theme.fontSize, color: theme.textColor }`,
  mutedText: `{ margin: 0, fontSize: theme.fontSize * 0.875, color: theme.mutedTextColor }`,
  field: `{ display: 'flex', flexDirection: 'column', gap: theme.spacing / 2 }`,
  label: `{ fontSize: theme.fontSize * 0.875, fontWeight: 600, color: theme.mutedTextColor }`,
  input: `{
    fontSize: theme.fontSize,
    padding: theme.spacing * 0.75,
    border: \`1px solid \${theme.borderColor}\`,
    borderRadius: 8,
    outlineColor: theme.primaryColor,
  }`,
  checkboxRow: `{ display: 'flex', alignItems: 'center', gap: theme.spacing / 2, fontSize: theme.fontSize }`,
  checkbox: `{ accentColor: theme.primaryColor, width: theme.fontSize, height: theme.fontSize }`,
  primaryButton: `{
    fontSize: theme.fontSize,
    fontWeight: 600,
    padding: \`\${theme.spacing * 0.75}px \${theme.spacing * 1.5}px\`,
    border: 'none',
    borderRadius: 8,
    background: theme.primaryColor,
    color: theme.onPrimaryColor,
    cursor: 'pointer',
  }`,
  secondaryButton: `{
    fontSize: theme.fontSize,
    fontWeight: 600,
    padding: \`\${theme.spacing * 0.75}px \${theme.spacing * 1.5}px\`,
    border: \`1px solid \${theme.primaryColor}\`,
    borderRadius: 8,
    background: 'transparent',
    color: theme.primaryColor,
    cursor: 'pointer',
  }`,
  linkButton: `{
    alignSelf: 'flex-start',
    padding: 0,
    border: 'none',
    background: 'none',
    fontSize: theme.fontSize * 0.875,
    color: theme.primaryColor,
    textDecoration: 'underline',
    cursor: 'pointer',
  }`,
};

export type SharedWebStyle = keyof typeof WEB_STYLES;

/** `const styles = {…}` from the recipe's own entries and the shared ones it names. */
export function webStyles(shared: SharedWebStyle[], own: Record<string, string>): string {
  const entries = [
    ...Object.entries(own),
    ...shared.map((name) => [name, WEB_STYLES[name]] as const),
  ];
  return `const styles = {
${entries.map(([name, style]) => `  ${name}: ${style},`).join('\n')}
} satisfies Record<string, CSSProperties>;`;
}

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export function swiftButton(
  label: string,
  action: string,
  variant: ButtonVariant,
  fullWidth = false,
): string {
  const look: Record<ButtonVariant, string[]> = {
    primary: [
      '.padding(Theme.spacing)',
      '.background(Theme.primaryColor)',
      '.foregroundStyle(Theme.onPrimaryColor)',
      '.clipShape(RoundedRectangle(cornerRadius: 8))',
    ],
    secondary: [
      '.padding(Theme.spacing)',
      '.foregroundStyle(Theme.primaryColor)',
      '.overlay(RoundedRectangle(cornerRadius: 8).stroke(Theme.primaryColor, lineWidth: 1))',
    ],
    link: ['.foregroundStyle(Theme.primaryColor)'],
  };
  const modifiers = [
    `.font(.system(size: Theme.fontSize${variant === 'link' ? ' * 0.875' : ''}, weight: .semibold))`,
    fullWidth ? '.frame(maxWidth: .infinity)' : '',
    ...look[variant],
  ].filter(Boolean);
  return `Button(action: ${action}) {
    Text(${swiftString(label)})
${indent(modifiers.join('\n'), 8)}
}
.accessibilityLabel(${swiftString(label)})`;
}

export function composeButton(
  label: string,
  onClick: string,
  variant: ButtonVariant,
  modifier?: string,
): string {
  const look: Record<ButtonVariant, string[]> = {
    primary: [
      'colors = ButtonDefaults.buttonColors(',
      '    containerColor = PrimaryColor,',
      '    contentColor = OnPrimaryColor,',
      '),',
      'contentPadding = PaddingValues(Spacing),',
    ],
    secondary: [
      'border = BorderStroke(1.dp, PrimaryColor),',
      'colors = ButtonDefaults.outlinedButtonColors(contentColor = PrimaryColor),',
      'contentPadding = PaddingValues(Spacing),',
    ],
    link: ['colors = ButtonDefaults.textButtonColors(contentColor = PrimaryColor),'],
  };
  const callee = { primary: 'Button', secondary: 'OutlinedButton', link: 'TextButton' }[variant];
  const args = [
    `onClick = ${onClick},`,
    ...look[variant],
    modifier ? `modifier = ${modifier},` : '',
  ];
  return `${callee}(
${indent(args.filter(Boolean).join('\n'), 4)}
) {
    Text(${kotlinString(label)}, fontSize = BaseFontSize, fontWeight = FontWeight.SemiBold)
}`;
}

/** `BorderStroke` of the secondary button lives outside the common imports. */
export const COMPOSE_BUTTON_IMPORTS = ['androidx.compose.foundation.BorderStroke'];

/** A heading: bold, `scale` × the theme's font size, announced as a header by VoiceOver. */
export function swiftHeading(text: string, scale = 1.5): string {
  return `Text(${text})
    .font(.system(size: Theme.fontSize * ${scale}, weight: .bold))
    .foregroundStyle(Theme.textColor)
    .accessibilityAddTraits(.isHeader)`;
}

/** A heading: bold, `scale` × the theme's font size, a heading() for TalkBack's navigation. */
export function composeHeading(text: string, scale = 1.5): string {
  return `Text(
    ${text},
    fontSize = BaseFontSize * ${scale}f,
    fontWeight = FontWeight.Bold,
    color = TextColor,
    modifier = Modifier.semantics { heading() },
)`;
}
