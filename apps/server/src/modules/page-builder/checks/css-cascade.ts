/**
 * Where on the page each text colour rule actually shows: a rule's colour counts on an element
 * only when no other colour rule that matches the element beats it (higher specificity, or the
 * same and later in the stylesheet). A selector with `:hover`, `:focus`… is matched without them
 * and counts where it beats the element's ordinary colour, since that is what the state shows.
 */
import { type StyleRule, type Stylesheet } from './css-rules';

export type Specificity = [ids: number, classes: number, types: number];

export interface ColourSelector {
  rule: StyleRule;
  selector: string;
  /** The page's elements that show this colour; undefined when it was not matched on a page. */
  elements?: Element[];
}

interface Candidate extends ColourSelector {
  order: number;
  specificity: Specificity;
  dynamic: boolean;
  matched: Element[];
}

const DYNAMIC_PSEUDO =
  /::?(hover|focus|focus-visible|focus-within|active|visited|link|any-link|target|placeholder|before|after|selection|first-line|first-letter|marker)\b(\([^)]*\))?/gi;

/** The selector as it matches on a page that nobody hovers over or focuses. */
export const withoutDynamicPseudo = (selector: string) =>
  selector.replace(DYNAMIC_PSEUDO, '').trim() || '*';

/**
 * CSS specificity, counted simply: every id, class, attribute, pseudo-class and type, also those
 * inside `:not()` or `:is()`.
 */
export function specificity(selector: string): Specificity {
  const withoutAttributes = selector.replace(/\[[^\]]*\]/g, '.a');
  const ids = withoutAttributes.match(/#[\w-]+/g)?.length ?? 0;
  const classes = withoutAttributes.match(/\.[\w-]+|:(?!:)[\w-]+/g)?.length ?? 0;
  const pseudoElements = withoutAttributes.match(/::[\w-]+/g)?.length ?? 0;
  const types =
    withoutAttributes.replace(/[#.:]+[\w-]+/g, ' ').match(/(^|[\s>+~(])[a-z][\w-]*/gi)?.length ?? 0;
  return [ids, classes, types + pseudoElements];
}

/** Positive when `a` wins over `b`: higher specificity, or the same and later in the stylesheet. */
export const beats = (
  a: { specificity: Specificity; order: number },
  b: { specificity: Specificity; order: number },
) =>
  a.specificity[0] - b.specificity[0] ||
  a.specificity[1] - b.specificity[1] ||
  a.specificity[2] - b.specificity[2] ||
  a.order - b.order;

/** Whether `other` applies wherever `rule` does: top-level, or in the same at-rule block. */
export const visibleFrom = (other: StyleRule, rule: StyleRule) =>
  other.conditions.every((condition, index) => rule.conditions[index] === condition);

/** The elements `selector` finds; none for a selector jsdom cannot match. */
export function querySafely(document: Document, selector: string): Element[] {
  try {
    return [...document.querySelectorAll(selector)];
  } catch {
    return [];
  }
}

const isPrintOnly = (rule: StyleRule) =>
  rule.conditions.some((condition) => /\bprint\b/i.test(condition) && !/screen/i.test(condition));

/** Every selector of every rule that sets `color` (print rules aside), with where it shows. */
export function colourSelectors(sheet: Stylesheet, document?: Document): ColourSelector[] {
  const candidates: Candidate[] = sheet.rules
    .filter((rule) => rule.declarations.has('color') && !isPrintOnly(rule))
    .flatMap((rule) => rule.selectors.map((selector) => ({ rule, selector })))
    .map(({ rule, selector }, order) => ({
      rule,
      selector,
      order,
      specificity: specificity(selector),
      dynamic: withoutDynamicPseudo(selector) !== selector,
      matched: document ? querySafely(document, withoutDynamicPseudo(selector)) : [],
    }));
  if (!document) return candidates.map(({ rule, selector }) => ({ rule, selector }));
  const staticByElement = new Map<Element, Candidate[]>();
  for (const candidate of candidates.filter((entry) => !entry.dynamic)) {
    for (const element of candidate.matched) {
      staticByElement.set(element, [...(staticByElement.get(element) ?? []), candidate]);
    }
  }
  return candidates.map((candidate) => {
    const { rule, selector, matched } = candidate;
    if (matched.length === 0) return { rule, selector };
    const elements = matched.filter((element) =>
      (staticByElement.get(element) ?? []).every(
        (other) =>
          other === candidate || !visibleFrom(other.rule, rule) || beats(candidate, other) > 0,
      ),
    );
    return { rule, selector, elements };
  });
}
