import { DEFAULT_THEME } from '@appforge/shared/contracts/builder';
import {
  contrastRatio,
  mix,
  parseHexColour,
  readableShade,
  textOn,
  toHexColour,
  type Rgb,
} from '../colour';
import type { PageSource } from './page-source';

/**
 * The colours of a site, from the app's theme: the theme's primary and secondary stay the accents,
 * and every colour that text is drawn in is shaded until it reaches WCAG AA on its background.
 */
export interface Palette {
  page: string;
  text: string;
  /** Secondary text, readable on the page and on the tint. */
  muted: string;
  /** A light tint of the primary: the hero, the footer, table heads, phone screens' rows. */
  tint: string;
  /** The primary shaded to be readable on the tint (and so on the page): links, headings, focus. */
  accent: string;
  primary: string;
  onPrimary: string;
  primaryHover: string;
  onPrimaryHover: string;
  secondary: string;
  /** Chips and badges: a tint of the secondary with a readable shade of it. */
  chip: string;
  onChip: string;
  border: string;
  /** Form fields' borders: 3:1 against the page (WCAG 1.4.11). */
  fieldBorder: string;
  /** The phone frames' bezel. */
  bezel: string;
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const PAGE = WHITE;
const TEXT: Rgb = { r: 26, g: 29, b: 36 };
const MUTED: Rgb = { r: 74, g: 81, b: 99 };
const NON_TEXT_CONTRAST = 3;
const BORDER_CONTRAST = 1.4;

const hex = toHexColour;
/** A colour as the stylesheet will write it (whole channels), so contrasts are judged on that. */
const rounded = (colour: Rgb) => parseHexColour(toHexColour(colour)) as Rgb;

const palettes = new Map<string, Palette>();

export function paletteFor(theme: PageSource['theme']): Palette {
  const key = `${theme.primaryColor}|${theme.secondaryColor}`;
  const known = palettes.get(key);
  if (known) return known;
  const primary =
    parseHexColour(theme.primaryColor) ?? (parseHexColour(DEFAULT_THEME.primaryColor) as Rgb);
  const secondary =
    parseHexColour(theme.secondaryColor) ?? (parseHexColour(DEFAULT_THEME.secondaryColor) as Rgb);
  const tint = rounded(mix(primary, WHITE, 0.9));
  const chip = rounded(mix(secondary, WHITE, 0.82));
  const onPrimary = textOn(primary);
  // Hovering moves the button's colour away from its text, so the text only gains contrast.
  const primaryHover = rounded(mix(primary, onPrimary.r === 255 ? BLACK : WHITE, 0.18));
  // Card and table rules stay visible on white even for a very light primary.
  const border = readableShade(rounded(mix(primary, WHITE, 0.7)), PAGE, BORDER_CONTRAST);
  const palette: Palette = {
    page: hex(PAGE),
    text: hex(readableShade(TEXT, tint)),
    muted: hex(readableShade(MUTED, tint)),
    tint: hex(tint),
    accent: hex(readableShade(primary, tint)),
    primary: hex(primary),
    onPrimary: hex(onPrimary),
    primaryHover: hex(primaryHover),
    onPrimaryHover: hex(textOn(primaryHover)),
    secondary: hex(secondary),
    chip: hex(chip),
    onChip: hex(readableShade(secondary, chip)),
    border: hex(border),
    fieldBorder: hex(readableShade(border, PAGE, NON_TEXT_CONTRAST)),
    bezel: hex(mix(primary, BLACK, 0.72)),
  };
  palettes.set(key, palette);
  return palette;
}

/** The text/background pairs the stylesheet draws text in (the tests and the summary judge them). */
export function textPairs(palette: Palette): [string, string, string][] {
  return [
    ['body text', palette.text, palette.page],
    ['text on the tint', palette.text, palette.tint],
    ['secondary text', palette.muted, palette.page],
    ['secondary text on the tint', palette.muted, palette.tint],
    ['links and headings', palette.accent, palette.page],
    ['links on the tint', palette.accent, palette.tint],
    ['buttons', palette.onPrimary, palette.primary],
    ['buttons on hover', palette.onPrimaryHover, palette.primaryHover],
    ['chips', palette.onChip, palette.chip],
    ['skip link', palette.page, palette.text],
  ];
}

export function contrastOf(foreground: string, background: string): number {
  return contrastRatio(parseHexColour(foreground) as Rgb, parseHexColour(background) as Rgb);
}
