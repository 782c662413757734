import { DEFAULT_THEME as DEFAULT_PROJECT_THEME } from '@appforge/shared/contracts/builder';
import type { Theme } from '../app-spec.ts';
import { wordsOf } from './text.ts';

/** A new project's theme, the one the builder gives it (spec 01 §4). */
export const DEFAULT_THEME: Theme = { ...DEFAULT_PROJECT_THEME };

/** Colour words that mean a colour wherever they stand outside the model's own nouns and fields. */
const PLAIN_COLOURS: Record<string, string> = {
  red: '#EF4444',
  crimson: '#DC2626',
  maroon: '#9F1239',
  orange: '#F97316',
  yellow: '#EAB308',
  green: '#22C55E',
  teal: '#14B8A6',
  cyan: '#06B6D4',
  aqua: '#22D3EE',
  blue: '#3B82F6',
  indigo: '#6366F1',
  violet: '#8B5CF6',
  purple: '#A855F7',
  magenta: '#D946EF',
  fuchsia: '#D946EF',
  pink: '#EC4899',
  brown: '#92400E',
  beige: '#D6B98C',
  black: '#111827',
  gray: '#6B7280',
  grey: '#6B7280',
  turquoise: '#2DD4BF',
};

/** Colour words that are also everyday nouns (mint, gold, lavender): colours only next to a theme word. */
const NOUN_COLOURS: Record<string, string> = {
  rose: '#F43F5E',
  coral: '#FB7185',
  peach: '#FDBA74',
  mint: '#34D399',
  lime: '#84CC16',
  olive: '#65A30D',
  gold: '#CA8A04',
  golden: '#CA8A04',
  silver: '#94A3B8',
  salmon: '#FA8072',
  plum: '#7E22CE',
  navy: '#1E3A8A',
  slate: '#475569',
  sky: '#38BDF8',
  lavender: '#A78BFA',
  lilac: '#C084FC',
  amber: '#F59E0B',
  emerald: '#10B981',
  tan: '#D2B48C',
  charcoal: '#374151',
  burgundy: '#881337',
  chocolate: '#7C2D12',
  sand: '#E7C9A0',
  ocean: '#0369A1',
};

const SHADES: Record<string, string> = {
  'light blue': '#60A5FA',
  'baby blue': '#7DD3FC',
  'sky blue': '#38BDF8',
  'dark blue': '#1E40AF',
  'navy blue': '#1E3A8A',
  'royal blue': '#2563EB',
  'dark green': '#166534',
  'forest green': '#15803D',
  'light green': '#4ADE80',
  'lime green': '#84CC16',
  'dark red': '#B91C1C',
  'hot pink': '#DB2777',
  'light pink': '#F9A8D4',
  'dark purple': '#6B21A8',
  'light purple': '#C084FC',
  'dark gray': '#374151',
  'dark grey': '#374151',
};

const THEME_WORDS = new Set([
  'theme',
  'themed',
  'color',
  'colour',
  'colors',
  'colours',
  'accent',
  'accents',
  'palette',
  'scheme',
  'style',
  'look',
  'tone',
  'tones',
  'header',
  'buttons',
  'background',
]);
const COLOUR_TRIGGERS =
  /(?:^|\s)(?:in|use|using|make it|paint it|turn it|colou?red|colou?r|accent|to|with a|and|primary|secondary)$/;

const colourOf = (word: string) => PLAIN_COLOURS[word] ?? NOUN_COLOURS[word];

/** "purple" in "a purple shopping list" is the theme, not part of the noun. */
export const isPlainColour = (word: string) => word in PLAIN_COLOURS;

/** A field-list phrase that is really about colour ("a purple theme", "green"), not a field. */
export function isColourPhrase(phraseWords: string[]) {
  if (!phraseWords.some((word) => colourOf(word))) return false;
  return phraseWords.every(
    (word) =>
      colourOf(word) ||
      THEME_WORDS.has(word) ||
      /^(light|dark|deep|bright|pale|baby|hot|royal|pastel|and|or|a|an|the|in)$/.test(word),
  );
}

interface Colour {
  word: string;
  hex: string;
}

interface PlacedColour extends Colour {
  /** Where the text names it (word index), to keep named and hex colours in order. */
  at: number;
  /** "secondary colour to teal", "accent #FF0000": the colour the text assigns it to. */
  role?: 'primary' | 'secondary';
}

const HEX = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi;
const fullHex = (hex: string) =>
  (hex.length === 4
    ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`
    : hex
  ).toUpperCase();
const roleBefore = (words: string[]): PlacedColour['role'] =>
  words.some((word) => word === 'secondary' || word === 'accent' || word === 'accents')
    ? 'secondary'
    : words.some((word) => word === 'primary' || word === 'main')
      ? 'primary'
      : undefined;

/** The colours a text asks for, named ("purple", "baby blue") or hex ("#7C3AED", "#fa0"), in order. */
function placedColours(text: string, ignore: ReadonlySet<string>): PlacedColour[] {
  const words = wordsOf(text);
  const found: PlacedColour[] = namedColours(words, ignore).map((colour) => ({
    ...colour,
    role: roleBefore(words.slice(Math.max(0, colour.at - 4), colour.at)),
  }));
  for (const match of text.matchAll(HEX)) {
    const before = wordsOf(text.slice(0, match.index));
    found.push({
      word: match[0],
      hex: fullHex(match[0]),
      at: before.length,
      role: roleBefore(before.slice(-4)),
    });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** The colours a text asks for, in order; `ignore` holds words that belong to the app's model. */
export function coloursIn(text: string, ignore: ReadonlySet<string> = new Set()): Colour[] {
  return placedColours(text, ignore).map(({ word, hex }) => ({ word, hex }));
}

function namedColours(words: string[], ignore: ReadonlySet<string>): (Colour & { at: number })[] {
  const found: (Colour & { at: number })[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const next = words[index + 1] ?? '';
    if (ignore.has(word)) continue;
    const shade = ignore.has(next) ? undefined : SHADES[`${word} ${next}`];
    if (shade) {
      found.push({ word: `${word} ${next}`, hex: shade, at: index });
      index += 1;
      continue;
    }
    const before = words.slice(Math.max(0, index - 2), index).join(' ');
    const themed = words.slice(index + 1, index + 4).some((after) => THEME_WORDS.has(after));
    const hex =
      PLAIN_COLOURS[word] ??
      (themed || COLOUR_TRIGGERS.test(before) ? NOUN_COLOURS[word] : undefined);
    if (hex && !found.some((colour) => colour.hex === hex)) found.push({ word, hex, at: index });
  }
  return found;
}

function styleIn(text: string): Theme['style'] | undefined {
  if (/\b(?:minimal(?:ist(?:ic)?)?|clean|flat|simple[\s-]looking|understated)\b/i.test(text))
    return 'minimal';
  if (
    /\b(?:ios|iphone|apple|cupertino)(?:[\s-](?:style|look|design|like))?\b/i.test(text) &&
    /\b(?:style|look|design|like|feel)\b/i.test(text)
  )
    return 'ios';
  if (
    /\b(?:material(?:\s+(?:design|you|style))?|android[\s-](?:style|look|design|like))\b/i.test(
      text,
    )
  )
    return 'material';
  return undefined;
}

const describeColour = ({ word, hex }: Colour) => (word.startsWith('#') ? hex : `${word} (${hex})`);

/** The theme a prompt asks for on top of `base`: first colour → primary, second → secondary, a look word → style. */
export function themeFrom(
  text: string,
  base: Theme,
  ignore?: ReadonlySet<string>,
): { theme: Theme; changed: string[] } {
  const colours = placedColours(text, ignore ?? new Set());
  const secondary =
    colours.find((colour) => colour.role === 'secondary') ??
    colours.filter((colour) => colour.role !== 'primary')[1];
  const primary =
    colours.find((colour) => colour.role === 'primary') ??
    colours.find((colour) => colour !== secondary && colour.role !== 'secondary');
  const style = styleIn(text);
  const theme: Theme = {
    primaryColor: primary?.hex ?? base.primaryColor,
    secondaryColor: secondary?.hex ?? base.secondaryColor,
    style: style ?? base.style,
  };
  const changed = [
    ...(primary ? [`main colour ${describeColour(primary)}`] : []),
    ...(secondary ? [`accent colour ${describeColour(secondary)}`] : []),
    ...(style ? [`${style} style`] : []),
  ];
  return { theme, changed };
}
