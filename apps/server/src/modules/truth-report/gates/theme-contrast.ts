import ts from 'typescript';
import { literalText, nodesOf, propertyName, type ParsedFile } from './ts-source';

/**
 * The lowest WCAG 2 contrast ratio between a generated theme's text colours and the colours they
 * are drawn on. The palettes are the object literals of hex colours in the frontend; the pairs
 * come from their names and from how the screens use them:
 * - `onPrimary` is drawn on `primary` (the palette's convention for every `onX`);
 * - every other key the code uses as a text `color:` is drawn on the page colours, the keys named
 *   background… or surface….
 */

export interface ContrastPair {
  foreground: string;
  background: string;
  ratio: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const PAGE_COLOUR = /^(background|surface)/i;
const MIN_PALETTE_SIZE = 3;

type Rgba = [number, number, number, number];

function parseHex(value: string): Rgba | null {
  const match = HEX.exec(value);
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const channel = (index: number) => parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  return [channel(0), channel(1), channel(2), digits.length === 8 ? channel(3) / 255 : 1];
}

/** A translucent colour as it shows over an opaque one. */
const over = (top: Rgba, bottom: Rgba): Rgba => [
  top[0] * top[3] + bottom[0] * (1 - top[3]),
  top[1] * top[3] + bottom[1] * (1 - top[3]),
  top[2] * top[3] + bottom[2] * (1 - top[3]),
  1,
];

function luminance([red, green, blue]: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2 contrast ratio of a text colour on a background colour (hex strings). */
export function contrastRatio(foreground: string, background: string): number | null {
  const text = parseHex(foreground);
  const base = parseHex(background);
  if (!text || !base) return null;
  const page = over(base, [255, 255, 255, 1]);
  const [lighter, darker] = [luminance(over(text, page)), luminance(page)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** Object literals with at least three hex colour values: the theme's palettes. */
function palettes(files: ParsedFile[]): Map<string, string>[] {
  return files.flatMap(({ source }) =>
    nodesOf(source, ts.isObjectLiteralExpression).flatMap((object) => {
      const colours = new Map<string, string>();
      for (const property of object.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = propertyName(property.name);
        const value = literalText(property.initializer);
        if (name && value && HEX.test(value)) colours.set(name, value);
      }
      return colours.size >= MIN_PALETTE_SIZE ? [colours] : [];
    }),
  );
}

/** Palette keys the code draws text with: `color: colors.text`, `color: theme.colors.muted`. */
function textColourKeys(files: ParsedFile[]): Set<string> {
  const keys = new Set<string>();
  for (const { source } of files) {
    for (const property of nodesOf(source, ts.isPropertyAssignment)) {
      if (propertyName(property.name) !== 'color') continue;
      const value = property.initializer;
      if (ts.isPropertyAccessExpression(value)) keys.add(value.name.text);
    }
  }
  return keys;
}

/** Every text-on-background pair of every palette, lowest ratio first. */
export function themeContrastPairs(files: ParsedFile[]): ContrastPair[] {
  const usedForText = textColourKeys(files);
  const pairs: ContrastPair[] = [];
  const add = (palette: Map<string, string>, foreground: string, background: string) => {
    const ratio = contrastRatio(palette.get(foreground)!, palette.get(background)!);
    if (ratio !== null) pairs.push({ foreground, background, ratio });
  };
  for (const palette of palettes(files)) {
    const keys = [...palette.keys()];
    const pages = keys.filter((key) => PAGE_COLOUR.test(key));
    for (const key of keys) {
      const onto = /^on([A-Z]\w*)$/.exec(key);
      const base = onto && `${onto[1]![0]!.toLowerCase()}${onto[1]!.slice(1)}`;
      if (base && palette.has(base)) add(palette, key, base);
      else if (usedForText.has(key)) for (const page of pages) add(palette, key, page);
    }
  }
  return pairs.sort((a, b) => a.ratio - b.ratio);
}
