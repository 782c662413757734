import { type Rgb, mix, parseHexColour } from '../colour';

/** A CSS colour value: its channels and its opacity (0–1). */
export interface CssColour {
  rgb: Rgb;
  alpha: number;
}

/** The 16 basic CSS colour keywords (CSS Color 4 §6.1); other keywords are not judged. */
const NAMED_COLOURS: Record<string, string> = {
  black: '#000000',
  silver: '#c0c0c0',
  gray: '#808080',
  grey: '#808080',
  white: '#ffffff',
  maroon: '#800000',
  red: '#ff0000',
  purple: '#800080',
  fuchsia: '#ff00ff',
  green: '#008000',
  lime: '#00ff00',
  olive: '#808000',
  yellow: '#ffff00',
  navy: '#000080',
  blue: '#0000ff',
  teal: '#008080',
  aqua: '#00ffff',
};

const TRANSPARENT: CssColour = { rgb: { r: 0, g: 0, b: 0 }, alpha: 0 };

/** A number or percentage (of `full`) from a colour function's argument. */
function channel(argument: string, full: number): number | undefined {
  const match = /^(-?[\d.]+)(%?)$/.exec(argument);
  if (!match?.[1]) return undefined;
  const value = Number.parseFloat(match[1]);
  if (!Number.isFinite(value)) return undefined;
  return match[2] ? (value / 100) * full : value;
}

function alphaOf(argument: string | undefined): number | undefined {
  if (argument === undefined) return 1;
  const value = channel(argument, 1);
  return value === undefined ? undefined : Math.min(1, Math.max(0, value));
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const part = (n: number) => {
    const k = (n + hue / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return { r: part(0), g: part(8), b: part(4) };
}

function parseFunction(name: string, body: string): CssColour | undefined {
  const [main = '', alphaPart] = body.includes('/') ? body.split('/') : [body];
  const parts = main.split(/[\s,]+/).filter(Boolean);
  const alpha = alphaOf(alphaPart?.trim() ?? parts[3]);
  if (parts.length < 3 || alpha === undefined) return undefined;
  if (name.startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((part) => channel(part, 255));
    if (r === undefined || g === undefined || b === undefined) return undefined;
    return { rgb: { r, g, b }, alpha };
  }
  const hue = Number.parseFloat(parts[0] as string);
  const [saturation, lightness] = parts.slice(1, 3).map((part) => channel(part, 100));
  if (!Number.isFinite(hue) || saturation === undefined || lightness === undefined) {
    return undefined;
  }
  return { rgb: hslToRgb(((hue % 360) + 360) % 360, saturation, lightness), alpha };
}

/** Parses one colour token: hex, rgb()/rgba(), hsl()/hsla(), a basic keyword or `transparent`. */
export function parseCssColour(token: string): CssColour | undefined {
  const value = token.trim().toLowerCase();
  if (value === 'transparent') return TRANSPARENT;
  const named = NAMED_COLOURS[value];
  if (named) return { rgb: parseHexColour(named) as Rgb, alpha: 1 };
  const hexWithAlpha = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{1,2})?$/.exec(value);
  if (hexWithAlpha?.[1]) {
    const rgb = parseHexColour(`#${hexWithAlpha[1]}`);
    if (!rgb) return undefined;
    const alphaHex = hexWithAlpha[2];
    if (alphaHex && alphaHex.length !== (hexWithAlpha[1].length === 3 ? 1 : 2)) return undefined;
    const alpha = alphaHex ? Number.parseInt(alphaHex.padEnd(2, alphaHex), 16) / 255 : 1;
    return { rgb, alpha };
  }
  const fn = /^(rgba?|hsla?)\((.*)\)$/.exec(value);
  return fn?.[1] && fn[2] !== undefined ? parseFunction(fn[1], fn[2]) : undefined;
}

/** Every colour token in a value such as `background: #fff url(a.png)` or a gradient. */
export function coloursIn(value: string): CssColour[] {
  const withoutImages = value.replace(/url\([^)]*\)/gi, ' ');
  const tokens =
    withoutImages.match(/#[0-9a-f]{3,8}\b|(?:rgba?|hsla?)\([^()]*\)|\b[a-z]+\b/gi) ?? [];
  return tokens.map(parseCssColour).filter((colour) => colour !== undefined);
}

/** `colour` painted over the opaque `backdrop`, rounded to whole channels as a screen shows it. */
export function flatten(colour: CssColour, backdrop: Rgb): Rgb {
  const { r, g, b } = mix(backdrop, colour.rgb, colour.alpha);
  return { r: Math.round(r), g: Math.round(g), b: Math.round(b) };
}
