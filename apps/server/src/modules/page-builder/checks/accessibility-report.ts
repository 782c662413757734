/**
 * The accessibility score: every rule that applied to the page counts with the weight of its
 * impact (critical 10, serious 7, moderate 3, minor 1), as Lighthouse weighs its audits; the
 * score is the weight of the rules passed over the weight of all that applied. The stylesheet's
 * colour contrast counts as one serious rule, passed when every colour pair reaches its ratio.
 * Rules axe could not decide without a browser are left out.
 */
import type {
  PageIssue,
  PageType,
  ScoreCheck,
  ScoreReport,
} from '@appforge/shared/contracts/page-builder';
import type { AxeOutcome, AxeViolation, Impact } from './axe-check';
import type { ContrastPair, ContrastResult } from './css-contrast';

export const IMPACT_WEIGHTS: Record<Impact, number> = {
  critical: 10,
  serious: 7,
  moderate: 3,
  minor: 1,
};
const CONTRAST_IMPACT: Impact = 'serious';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const formatRatio = (ratio: number) => `${ratio.toFixed(2)}:1`;

function violationIssue(pageType: PageType, violation: AxeViolation): PageIssue {
  const serious = violation.impact === 'serious' || violation.impact === 'critical';
  return {
    pageType,
    source: 'accessibility',
    severity: serious ? 'error' : 'warning',
    rule: violation.id,
    message: `${violation.help} (${violation.impact}): ${plural(violation.nodes, 'element')}, first ${violation.firstTarget}.`,
    ...(violation.line ? { line: violation.line } : {}),
  };
}

function contrastIssue(pageType: PageType, pair: ContrastPair): PageIssue {
  return {
    pageType,
    source: 'accessibility',
    severity: 'error',
    rule: 'color-contrast',
    message: `Text colour of ${pair.selector} is ${pair.foreground} on ${pair.background}: ${formatRatio(pair.ratio)}, needs ${pair.required}:1.`,
    line: pair.line,
  };
}

function contrastCheck(contrast: ContrastResult): ScoreCheck {
  const failing = contrast.pairs.filter((pair) => !pair.passed);
  const worst = failing[0];
  const unjudged = contrast.unjudged > 0 ? `; ${contrast.unjudged} not judged` : '';
  return {
    id: 'color-contrast',
    label: 'Text colours contrast with their backgrounds (WCAG AA, from the stylesheet)',
    passed: failing.length === 0,
    detail:
      `${contrast.pairs.length - failing.length} of ${contrast.pairs.length} colour pairs reach their ratio` +
      (worst
        ? `; ${worst.selector} is ${formatRatio(worst.ratio)} (needs ${worst.required}:1)`
        : '') +
      unjudged,
  };
}

export function accessibilityReport(
  pageType: PageType,
  axe: AxeOutcome,
  contrast: ContrastResult,
): { report: ScoreReport; issues: PageIssue[] } {
  const contrastApplies = contrast.pairs.length > 0;
  const contrastPassed = contrast.pairs.every((pair) => pair.passed);
  const weightOf = (impacts: Impact[]) =>
    impacts.reduce((sum, impact) => sum + IMPACT_WEIGHTS[impact], 0);
  const passedWeight =
    weightOf(axe.passed.map((rule) => rule.impact)) +
    (contrastApplies && contrastPassed ? IMPACT_WEIGHTS[CONTRAST_IMPACT] : 0);
  const totalWeight =
    passedWeight +
    weightOf(axe.violations.map((rule) => rule.impact)) +
    (contrastApplies && !contrastPassed ? IMPACT_WEIGHTS[CONTRAST_IMPACT] : 0);
  const score = totalWeight === 0 ? 100 : Math.round((100 * passedWeight) / totalWeight);
  const rulesPassed = axe.passed.length + (contrastApplies && contrastPassed ? 1 : 0);
  const rulesApplied =
    rulesPassed + axe.violations.length + (contrastApplies && !contrastPassed ? 1 : 0);
  const undecided =
    axe.undecided.length > 0
      ? ` ${plural(axe.undecided.length, 'rule')} axe could not decide without a browser (${axe.undecided.join(', ')}) did not count.`
      : '';
  const checks: ScoreCheck[] = [
    ...axe.violations.map((violation) => ({
      id: violation.id,
      label: violation.help,
      passed: false,
      detail: `${plural(violation.nodes, 'element')} fail (${violation.impact}); first ${violation.firstTarget}`,
    })),
    contrastCheck(contrast),
    {
      id: 'axe-rules-passed',
      label: 'axe-core rules (WCAG 2 A/AA and best practices)',
      passed: axe.violations.length === 0,
      detail: `${axe.passed.length} of ${plural(axe.passed.length + axe.violations.length, 'rule')} passed: ${axe.passed.map((rule) => rule.id).join(', ')}`,
    },
  ];
  return {
    report: {
      score,
      summary: `${rulesPassed} of ${plural(rulesApplied, 'rule')} that applied passed; the score is their impact-weighted share (critical 10, serious 7, moderate 3, minor 1), with colour contrast as one serious rule.${undecided}`,
      checks,
    },
    issues: [
      ...axe.violations.map((violation) => violationIssue(pageType, violation)),
      ...contrast.pairs.filter((pair) => !pair.passed).map((pair) => contrastIssue(pageType, pair)),
    ],
  };
}
