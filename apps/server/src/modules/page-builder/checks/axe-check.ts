import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { AxeApi, HostedPage } from './page-host';
import type { PageLines } from './page-lines';

export type Impact = NonNullable<ImpactValue>;

export interface AxeRuleOutcome {
  id: string;
  /** axe's one-line statement of the rule ("Images must have alternative text"). */
  help: string;
  impact: Impact;
}

export interface AxeViolation extends AxeRuleOutcome {
  nodes: number;
  firstTarget: string;
  line?: number;
}

export interface AxeOutcome {
  passed: AxeRuleOutcome[];
  violations: AxeViolation[];
  /** Rules axe could not decide without a browser (it reports them as "incomplete"). */
  undecided: string[];
}

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules that measure the rendered layout, which jsdom does not compute: their answers there would
 * be guesses. Colour contrast is judged from the stylesheet instead (css-contrast.ts).
 */
export const LAYOUT_RULES = [
  'color-contrast',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
];

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: Object.fromEntries(LAYOUT_RULES.map((id) => [id, { enabled: false }])),
  // Only violations need every node; passes keep one each, which is all the score needs.
  resultTypes: ['violations'],
  elementRef: true,
  // Pages are judged alone: axe is not loaded into their frames, and jsdom fetches no stylesheet
  // or media for axe to wait for (each would wait out a timeout of up to 10 s).
  iframes: false,
  preload: false,
};

let ruleImpacts: Map<string, Impact> | undefined;

/**
 * Each rule's impact as axe declares it. Passed rules carry no impact in axe's results, so the
 * score reads it from axe's rule table (internal, but stable across 4.x); violations carry theirs.
 */
function impactsOf(axe: AxeApi): Map<string, Impact> {
  const rules = (axe as unknown as { _audit?: { rules?: { id: string; impact?: Impact }[] } })
    ._audit?.rules;
  return new Map((rules ?? []).flatMap((rule) => (rule.impact ? [[rule.id, rule.impact]] : [])));
}

function targetText(target: unknown): string {
  return Array.isArray(target) ? target.map(String).join(' ') : String(target ?? '');
}

function toOutcome(
  results: AxeResults,
  lines: PageLines,
  impacts: Map<string, Impact>,
): AxeOutcome {
  const impactOf = (id: string, reported?: ImpactValue): Impact =>
    reported ?? impacts.get(id) ?? 'moderate';
  const violated = new Set(results.violations.map((rule) => rule.id));
  return {
    // A rule that passed on some elements and failed on others counts as violated.
    passed: results.passes
      .filter((rule) => !violated.has(rule.id))
      .map((rule) => ({ id: rule.id, help: rule.help, impact: impactOf(rule.id) })),
    violations: results.violations.map((rule) => {
      const first = rule.nodes[0];
      return {
        id: rule.id,
        help: rule.help,
        impact: impactOf(rule.id, rule.impact),
        nodes: rule.nodes.length,
        firstTarget: targetText(first?.target[0]),
        line: lines.of(first?.element),
      };
    }),
    undecided: results.incomplete.map((rule) => rule.id),
  };
}

/** axe-core's WCAG 2 A/AA and best-practice rules, except those that need a layout. */
export async function runAxe({ axe, document, lines }: HostedPage): Promise<AxeOutcome> {
  ruleImpacts ??= impactsOf(axe);
  return toOutcome(await axe.run(document, RUN_OPTIONS), lines, ruleImpacts);
}
