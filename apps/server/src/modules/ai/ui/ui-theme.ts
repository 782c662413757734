import type { UiTheme } from './ui-recipe';

/** Neutral colours the themes leave open: text, muted text and borders (Tailwind's grays). */
const TEXT = '#111827';
const MUTED_TEXT = '#4B5563';
const BORDER = '#D1D5DB';
const WHITE = '#FFFFFF';

const channels = (hex: string) =>
  [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black, whichever reads better on `background` (WCAG contrast ratio). */
export function textOn(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance(TEXT) + 0.05);
  return onWhite >= onDark ? WHITE : TEXT;
}

const upper = (hex: string) => hex.toUpperCase();

/** SwiftUI has no hex initialiser: `Color(red:green:blue:)` from the hex's channels. */
export function swiftColor(hex: string): string {
  const [r, g, b] = channels(hex).map((c) => c.toFixed(3));
  return `Color(red: ${r}, green: ${g}, blue: ${b})`;
}

export const composeColor = (hex: string) => `Color(0xFF${upper(hex).slice(1)})`;

export function webThemeBlock(theme: UiTheme): string {
  return `const theme = {
  primaryColor: '${upper(theme.primaryColor)}',
  secondaryColor: '${upper(theme.secondaryColor)}',
  onPrimaryColor: '${textOn(theme.primaryColor)}',
  onSecondaryColor: '${textOn(theme.secondaryColor)}',
  textColor: '${TEXT}',
  mutedTextColor: '${MUTED_TEXT}',
  borderColor: '${BORDER}',
  surfaceColor: '${WHITE}',
  fontSize: ${theme.fontSize},
  spacing: ${theme.spacing},
} as const;`;
}

export function swiftThemeBlock(theme: UiTheme): string {
  return `/// The theme this view was generated with.
private enum Theme {
    static let primaryColor = ${swiftColor(theme.primaryColor)} // ${upper(theme.primaryColor)}
    static let secondaryColor = ${swiftColor(theme.secondaryColor)} // ${upper(theme.secondaryColor)}
    static let onPrimaryColor = ${swiftColor(textOn(theme.primaryColor))}
    static let onSecondaryColor = ${swiftColor(textOn(theme.secondaryColor))}
    static let textColor = Color.primary
    static let mutedTextColor = Color.secondary
    static let borderColor = ${swiftColor(BORDER)}
    static let fontSize: CGFloat = ${theme.fontSize}
    static let spacing: CGFloat = ${theme.spacing}
}`;
}

/**
 * Private top-level values, not an object: a private class or object of the same name in two
 * generated files of one package is a redeclaration; private values are file-local.
 */
export function composeThemeBlock(theme: UiTheme): string {
  return `// The theme this composable was generated with.
private val PrimaryColor = ${composeColor(theme.primaryColor)}
private val SecondaryColor = ${composeColor(theme.secondaryColor)}
private val OnPrimaryColor = ${composeColor(textOn(theme.primaryColor))}
private val OnSecondaryColor = ${composeColor(textOn(theme.secondaryColor))}
private val TextColor = ${composeColor(TEXT)}
private val MutedTextColor = ${composeColor(MUTED_TEXT)}
private val BorderColor = ${composeColor(BORDER)}
private val SurfaceColor = ${composeColor(WHITE)}
private val BaseFontSize = ${theme.fontSize}.sp
private val Spacing = ${theme.spacing}.dp`;
}
