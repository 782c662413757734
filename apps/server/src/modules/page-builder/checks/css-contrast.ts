/**
 * Colour contrast judged from the stylesheet, because jsdom has no layout for axe's own rule.
 *
 * Every rule that sets `color` is judged for each of its selectors against the backgrounds that
 * css-backgrounds.ts finds for it; a gradient is judged at every colour stop and the worst pair
 * counts; a see-through colour is first painted over the page background. Text needs 4.5:1, or
 * 3:1 when it is large: 24px or more, or 18.66px (14pt) and bold, from the rule's own
 * `font-size`/`font-weight`, or else the default size of an h1–h3 selector.
 */
import { type Rgb, AA_NORMAL_TEXT, contrastRatio, toHexColour } from '../colour';
import { BackgroundResolver } from './css-backgrounds';
import { type ColourSelector, colourSelectors } from './css-cascade';
import { flatten, parseCssColour } from './css-colour';
import {
  type StyleRule,
  type Stylesheet,
  resolveVariables,
  rootCustomProperties,
} from './css-rules';

export const AA_LARGE_TEXT = 3;

export interface ContrastPair {
  selector: string;
  foreground: string;
  background: string;
  /** Rounded down to two decimals, so a pair shown as 4.50 really passes. */
  ratio: number;
  required: number;
  passed: boolean;
  /** Line of the rule (in the page, for a page's stylesheet). */
  line: number;
}

export interface ContrastResult {
  pairs: ContrastPair[];
  /** Selectors whose text or background colour could not be read (`inherit`, an image, a keyword). */
  unjudged: number;
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const PX_PER_UNIT: Record<string, number> = { px: 1, rem: 16, em: 16, pt: 4 / 3 };
/** Browser default sizes of the headings that can be large text (all bold). */
const HEADING_SIZES: Record<string, number> = { h1: 32, h2: 24, h3: 18.72 };

function pixels(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const smallest = /^clamp\(([^,]+),/i.exec(value)?.[1] ?? value;
  const match = /^([\d.]+)(px|rem|em|pt)$/i.exec(smallest.trim());
  const unit = PX_PER_UNIT[match?.[2]?.toLowerCase() ?? ''];
  return match?.[1] && unit ? Number.parseFloat(match[1]) * unit : undefined;
}

function isLargeText(selector: string, rule: StyleRule, properties: Map<string, string>): boolean {
  const subject = selector.split(/[\s>+~]+/).pop() ?? '';
  const headingSize = HEADING_SIZES[/^h[1-3]\b/i.exec(subject)?.[0].toLowerCase() ?? ''];
  const fontSize = rule.declarations.get('font-size');
  const size = pixels(fontSize && resolveVariables(fontSize, properties)) ?? headingSize ?? 0;
  const weight = rule.declarations.get('font-weight');
  const bold = weight ? /bold|[7-9]00/.test(weight) : headingSize !== undefined;
  return size >= 24 || (bold && size >= 18.66);
}

function judgePair(
  { selector, rule, elements }: ColourSelector,
  resolver: BackgroundResolver,
  properties: Map<string, string>,
): ContrastPair | undefined {
  const colour = resolveVariables(rule.declarations.get('color') ?? '', properties);
  const foreground = parseCssColour(colour);
  if (!foreground) return undefined;
  const page = resolver.pageBackground(rule);
  const pageColour =
    page?.kind === 'colours' && page.colours[0] ? flatten(page.colours[0], WHITE) : WHITE;
  const judged = resolver
    .backgroundsFor(selector, rule, elements)
    .flatMap((background) => (background.kind === 'colours' ? background.colours : []))
    .map((background) => {
      const backdrop = flatten(background, pageColour);
      const text = flatten(foreground, backdrop);
      return { backdrop, text, ratio: contrastRatio(text, backdrop) };
    });
  if (judged.length === 0) return undefined;
  const worst = judged.reduce((low, entry) => (entry.ratio < low.ratio ? entry : low));
  const required = isLargeText(selector, rule, properties) ? AA_LARGE_TEXT : AA_NORMAL_TEXT;
  return {
    selector,
    foreground: toHexColour(worst.text),
    background: toHexColour(worst.backdrop),
    ratio: Math.floor(worst.ratio * 100) / 100,
    required,
    passed: worst.ratio >= required,
    line: rule.line,
  };
}

/** Every text colour the stylesheet sets, judged on its backgrounds against WCAG AA. */
export function checkStylesheetContrast(sheet: Stylesheet, document?: Document): ContrastResult {
  const properties = rootCustomProperties(sheet);
  const resolver = new BackgroundResolver(sheet, properties, document);
  const result: ContrastResult = { pairs: [], unjudged: 0 };
  for (const colourSelector of colourSelectors(sheet, document)) {
    // A colour that every matched element overrides is never seen on this page.
    if (colourSelector.elements?.length === 0) continue;
    const pair = judgePair(colourSelector, resolver, properties);
    if (pair) result.pairs.push(pair);
    else result.unjudged += 1;
  }
  return result;
}
