import { clampChroma, formatHex, interpolate, oklch, wcagContrast } from 'culori';
import type { Theme as SpecTheme } from '../../app-spec.ts';
import type { AppModel } from '../model.ts';
import { lines } from '../names.ts';

/** src/theme.ts: the spec's colours and style variant, in a light and a dark palette. */

/** The contrast WCAG AA asks of body text and of icons that carry meaning. */
export const READABLE_CONTRAST = 4.5;

const INK = '#0F172A';
const WHITE = '#FFFFFF';

/** Text colour that reads on `background`: near-black or white, whichever contrasts more. */
export const readableOn = (background: string) =>
  wcagContrast(INK, background) >= wcagContrast(WHITE, background) ? INK : WHITE;

/**
 * `colour` as text or an icon on every one of `backgrounds`: itself where it reads at
 * READABLE_CONTRAST, else the same hue made darker (on light backgrounds) or lighter (on dark ones)
 * in OKLCH, step by step, until it does.
 */
export function readableAccent(colour: string, backgrounds: string[]) {
  const reads = (candidate: string) =>
    backgrounds.every((background) => wcagContrast(candidate, background) >= READABLE_CONTRAST);
  if (reads(colour)) return colour.toUpperCase();
  const start = oklch(colour)!;
  const darker = backgrounds.every((background) => readableOn(background) === INK);
  for (let step = 1; step <= 100; step += 1) {
    const lightness = darker ? start.l - step / 100 : start.l + step / 100;
    const candidate = formatHex(
      clampChroma({ ...start, l: Math.min(1, Math.max(0, lightness)) }, 'oklch'),
    );
    if (reads(candidate)) return candidate.toUpperCase();
  }
  return darker ? INK : WHITE;
}

const upper = (hex: string) => hex.toUpperCase();

const STYLES: Record<SpecTheme['style'], { doc: string; background: string; body: string }> = {
  ios: {
    doc: 'iOS style: a light header, grouped cards, rounded corners.',
    background: '#F2F2F7',
    body: `  radius: 12,
  buttonRadius: 12,
  headerFilled: false,
  titleWeight: '600',
  card: { borderWidth: 0, boxShadow: '0 1px 2px rgba(15, 23, 42, 0.06)' },`,
  },
  material: {
    doc: 'Material style: a coloured app bar on Android, elevated cards, pill buttons.',
    background: '#F4F5F7',
    body: `  radius: 12,
  buttonRadius: 999,
  headerFilled: !ios,
  titleWeight: '700',
  card: { borderWidth: 0, boxShadow: '0 1px 3px rgba(0, 0, 0, 0.18)' },`,
  },
  minimal: {
    doc: 'Minimal style: plain surfaces, hairline borders, no shadows.',
    background: '#FFFFFF',
    body: `  radius: 6,
  buttonRadius: 6,
  headerFilled: false,
  titleWeight: '700',
  card: { borderWidth: 1 },`,
  },
};

function palette(name: string, values: Record<string, string>) {
  return `export const ${name}: Palette = {\n${Object.entries(values)
    .map(([key, value]) => `  ${key}: '${value}',`)
    .join('\n')}\n};`;
}

/** `colour` laid at `alpha` over `background`, as a soft chip or a selected row shows it. */
const tint = (background: string, colour: string, alpha: number) =>
  formatHex(interpolate([background, colour], 'rgb')(alpha));

export function themeFile(model: AppModel) {
  const { primaryColor, secondaryColor, style } = model.spec.theme;
  const primary = upper(primaryColor);
  const variant = STYLES[style];
  const light = palette('lightPalette', {
    primary,
    onPrimary: readableOn(primary),
    primaryText: readableAccent(primary, [
      variant.background,
      '#FFFFFF',
      tint(variant.background, primary, 0x1f / 0xff),
    ]),
    secondary: upper(secondaryColor),
    background: variant.background,
    surface: '#FFFFFF',
    text: '#0F172A',
    muted: readableAccent('#64748B', [variant.background, '#FFFFFF']),
    border: '#E2E8F0',
    danger: readableAccent('#DC2626', [variant.background, '#FFFFFF']),
    primarySoft: `${primary}1F`,
  });
  const darkPalette = palette('darkPalette', {
    primary,
    onPrimary: readableOn(primary),
    primaryText: readableAccent(primary, [
      '#0B1120',
      '#1E293B',
      tint('#1E293B', primary, 0x33 / 0xff),
    ]),
    secondary: upper(secondaryColor),
    background: '#0B1120',
    surface: '#1E293B',
    text: '#F1F5F9',
    muted: readableAccent('#94A3B8', ['#0B1120', '#1E293B']),
    border: '#334155',
    danger: readableAccent('#F87171', ['#0B1120', '#1E293B']),
    primarySoft: `${primary}33`,
  });
  return `${lines(
    "import { createContext, useContext, useMemo } from 'react';",
    "import { Platform } from 'react-native';",
    '',
    'export interface Palette {',
    '  primary: string;',
    '  /** Text and icons drawn on the primary colour. */',
    '  onPrimary: string;',
    '  /** The primary colour as text or an icon on the background and surfaces (4.5:1 at least). */',
    '  primaryText: string;',
    '  secondary: string;',
    '  background: string;',
    '  /** Cards, inputs and bars. */',
    '  surface: string;',
    '  text: string;',
    '  muted: string;',
    '  border: string;',
    '  danger: string;',
    '  /** A faint primary, behind selected chips. */',
    '  primarySoft: string;',
    '}',
    '',
    '/** Corners, header and card treatment of the style variant. */',
    'export interface Shape {',
    '  radius: number;',
    '  buttonRadius: number;',
    '  /** A header in the primary colour (Material) or on the surface colour. */',
    '  headerFilled: boolean;',
    "  titleWeight: '600' | '700';",
    '  card: { borderWidth: number; boxShadow?: string };',
    '  /** Platform conventions: iOS centres titles, shows large titles and inset grouped lists; */',
    '  /** Material 3 (Android) has a left-aligned top app bar and a floating Add button. */',
    "  headerAlign: 'left' | 'center';",
    '  largeTitles: boolean;',
    '  groupedLists: boolean;',
    '  fab: boolean;',
    '  fontFamily: string;',
    '}',
    '',
    light,
    '',
    darkPalette,
    '',
    "const ios = Platform.OS === 'ios';",
    '',
    `/** ${variant.doc} */`,
    'export const shape: Shape = {',
    variant.body,
    "  headerAlign: ios ? 'center' : 'left',",
    '  largeTitles: ios,',
    '  groupedLists: ios,',
    "  fab: Platform.OS === 'android',",
    "  fontFamily: Platform.select({ ios: 'System', android: 'sans-serif', default: 'System' }),",
    '};',
    '',
    'export interface Theme {',
    '  dark: boolean;',
    '  colors: Palette;',
    '  shape: Shape;',
    '}',
    '',
    "/** The light or the dark palette, with the style variant's shape. */",
    'export function createTheme(dark: boolean): Theme {',
    '  return { dark, colors: dark ? darkPalette : lightPalette, shape };',
    '}',
    '',
    'export const ThemeContext = createContext<Theme>(createTheme(false));',
    '',
    'export const useTheme = () => useContext(ThemeContext);',
    '',
    '/** Styles built from the current theme; pass a factory declared outside the component. */',
    'export function useStyles<T>(factory: (theme: Theme) => T): T {',
    '  const theme = useTheme();',
    '  return useMemo(() => factory(theme), [factory, theme]);',
    '}',
  )}\n`;
}
