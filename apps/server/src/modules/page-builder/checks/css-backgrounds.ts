/**
 * Which background a text colour rule is painted on, read from the stylesheet (jsdom has no
 * layout to ask). In order:
 *  1. the rule's own `background-color`/`background`;
 *  2. on the page: for each element that shows the colour (css-cascade.ts), the background of the
 *     winning rule (specificity, then source order) that matches the element or, failing that,
 *     its nearest ancestor (`footer { background }` for `.footer-heading` inside the footer);
 *  3. when the selector finds nothing on the page: a rule for the same selector without its
 *     pseudo-classes (`.button` for `.button:hover`), then a rule for one of the selector's
 *     ancestors, nearest first (`footer` for `footer a`), then `body`, `html`, `:root`;
 *  4. white.
 * Rules inside an at-rule block see the top-level rules and those of the same block; by selector
 * (3), the last rule wins. `transparent` lets the parent's background show.
 */
import {
  type Specificity,
  beats,
  querySafely,
  specificity,
  visibleFrom,
  withoutDynamicPseudo,
} from './css-cascade';
import { type CssColour, coloursIn } from './css-colour';
import { type StyleRule, type Stylesheet, resolveVariables } from './css-rules';

export type Background =
  | { kind: 'colours'; colours: CssColour[] }
  | { kind: 'transparent' }
  /** An image without a colour: what is under the text cannot be told. */
  | { kind: 'image' };

/** The background a rule declares, if it declares one. */
export function declaredBackground(
  rule: StyleRule,
  properties: Map<string, string>,
): Background | undefined {
  const raw = rule.declarations.get('background-color') ?? rule.declarations.get('background');
  if (raw === undefined) return undefined;
  const value = resolveVariables(raw, properties);
  const colours = coloursIn(value).filter((colour) => colour.alpha > 0);
  if (colours.length > 0) return { kind: 'colours', colours };
  if (/url\(/i.test(value)) return { kind: 'image' };
  return { kind: 'transparent' };
}

const WHITE_BACKGROUND: Background = {
  kind: 'colours',
  colours: [{ rgb: { r: 255, g: 255, b: 255 }, alpha: 1 }],
};

/** The subject and ancestor compounds of `nav > ul a`: `a`, then `ul`, `nav`. */
function selectorCompounds(selector: string): { subject: string; ancestors: string[] } {
  const compounds = selector
    .replace(/\s*[>+~]\s*/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return { subject: compounds.pop() ?? '', ancestors: compounds.reverse() };
}

interface BackgroundRule {
  rule: StyleRule;
  order: number;
  background: Background;
  /** The elements the rule matches, with the specificity of its selector that matches them. */
  elements: Map<Element, Specificity>;
}

export class BackgroundResolver {
  private readonly properties: Map<string, string>;
  private readonly document: Document | undefined;
  private readonly backgroundRules: BackgroundRule[];

  constructor(sheet: Stylesheet, properties: Map<string, string>, document?: Document) {
    this.properties = properties;
    this.document = document;
    this.backgroundRules = sheet.rules.flatMap((rule, order) => {
      const background = declaredBackground(rule, properties);
      return background ? [{ rule, order, background, elements: this.matches(rule, order) }] : [];
    });
  }

  private matches(rule: StyleRule, order: number): Map<Element, Specificity> {
    const elements = new Map<Element, Specificity>();
    if (!this.document) return elements;
    for (const selector of rule.selectors) {
      const weight = specificity(selector);
      for (const element of querySafely(this.document, selector)) {
        const known = elements.get(element);
        if (!known || beats({ specificity: weight, order }, { specificity: known, order }) > 0) {
          elements.set(element, weight);
        }
      }
    }
    return elements;
  }

  /** The last background rule, seen from `rule`, for any of `selectors`, nearest first. */
  private bySelector(selectors: string[], rule: StyleRule): Background | undefined {
    for (const selector of selectors) {
      const found = this.backgroundRules.findLast(
        (entry) => visibleFrom(entry.rule, rule) && entry.rule.selectors.includes(selector),
      );
      if (found && found.background.kind !== 'transparent') return found.background;
    }
    return undefined;
  }

  private byElement(element: Element | null, rule: StyleRule): Background | undefined {
    for (let node = element; node; node = node.parentElement) {
      let winner: { specificity: Specificity; order: number; background: Background } | undefined;
      for (const entry of this.backgroundRules) {
        const weight = entry.elements.get(node);
        if (!weight || !visibleFrom(entry.rule, rule)) continue;
        const candidate = { specificity: weight, order: entry.order, background: entry.background };
        if (!winner || beats(candidate, winner) > 0) winner = candidate;
      }
      if (winner && winner.background.kind !== 'transparent') return winner.background;
    }
    return undefined;
  }

  /** The page's own background (`body`, `html`, `:root`), used under see-through colours. */
  pageBackground(rule: StyleRule): Background | undefined {
    return this.bySelector(['body', 'html', ':root'], rule);
  }

  /**
   * The backgrounds the text of `selector` in `rule` sits on: one per element that shows it, or,
   * without elements (the selector found nothing on the page), the one its selector suggests.
   */
  backgroundsFor(selector: string, rule: StyleRule, elements?: Element[]): Background[] {
    const own = declaredBackground(rule, this.properties);
    if (own && own.kind !== 'transparent') return [own];
    if (elements) {
      return elements.map(
        (element) =>
          this.byElement(own ? element.parentElement : element, rule) ?? WHITE_BACKGROUND,
      );
    }
    const { subject, ancestors } = selectorCompounds(selector);
    const candidates = own ? ancestors : [withoutDynamicPseudo(subject), ...ancestors];
    return [this.bySelector(candidates, rule) ?? this.pageBackground(rule) ?? WHITE_BACKGROUND];
  }
}
