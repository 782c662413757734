/** WCAG 2.x colour arithmetic, shared by the page writer (choosing colours) and the checks (judging them). */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** `#rgb` or `#rrggbb` (any case) as 0–255 channels; undefined for anything else. */
export function parseHexColour(value: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return undefined;
  const hex =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return {
    r: Number.parseInt(hex.slice(0, 2), 16),
    g: Number.parseInt(hex.slice(2, 4), 16),
    b: Number.parseInt(hex.slice(4, 6), 16),
  };
}

export function toHexColour({ r, g, b }: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`.toUpperCase();
}

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const AA_NORMAL_TEXT = 4.5;

/** Mixes `colour` towards `target` by `amount` (0 keeps it, 1 gives the target). */
export function mix(colour: Rgb, target: Rgb, amount: number): Rgb {
  return {
    r: colour.r + (target.r - colour.r) * amount,
    g: colour.g + (target.g - colour.g) * amount,
    b: colour.b + (target.b - colour.b) * amount,
  };
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * `colour` itself when it reaches `ratio` against `background`, otherwise the closest shade of it
 * (mixed towards black or white, whichever side can get there) that does.
 */
export function readableShade(colour: Rgb, background: Rgb, ratio = AA_NORMAL_TEXT): Rgb {
  if (contrastRatio(colour, background) >= ratio) return colour;
  const target =
    contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 20; step += 1) {
    const middle = (low + high) / 2;
    if (contrastRatio(mix(colour, target, middle), background) >= ratio) high = middle;
    else low = middle;
  }
  // Whole channels can land just under the ratio: step on towards the target until they reach it.
  for (let amount = high; amount < 1; amount += 1 / 255) {
    const rounded = parseHexColour(toHexColour(mix(colour, target, amount)));
    if (rounded && contrastRatio(rounded, background) >= ratio) return rounded;
  }
  return target;
}

/** Black or white, whichever reads better on `background` (one of them always reaches 4.5:1). */
export function textOn(background: Rgb): Rgb {
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}
