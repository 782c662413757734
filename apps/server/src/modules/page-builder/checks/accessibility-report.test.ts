import { describe, expect, it } from 'vitest';
import { accessibilityReport } from './accessibility-report';
import type { AxeOutcome } from './axe-check';
import type { ContrastPair } from './css-contrast';

const pair = (passed: boolean): ContrastPair => ({
  selector: passed ? 'body' : '.muted',
  foreground: passed ? '#111111' : '#777777',
  background: '#FFFFFF',
  ratio: passed ? 18.88 : 4.47,
  required: 4.5,
  passed,
  line: 12,
});

const outcome: AxeOutcome = {
  passed: [
    { id: 'image-alt', help: 'Images must have alternative text', impact: 'critical' },
    { id: 'document-title', help: 'Documents must have <title> element', impact: 'serious' },
  ],
  violations: [
    {
      id: 'heading-order',
      help: 'Heading levels should only increase by one',
      impact: 'moderate',
      nodes: 2,
      firstTarget: 'h4',
      line: 30,
    },
  ],
  undecided: [],
};

describe('accessibilityReport', () => {
  it('weighs passed rules against all applicable ones by impact, contrast as one serious rule', () => {
    // Passed: critical 10 + serious 7 + contrast 7 = 24 of 24 + moderate 3 = 27 → 89.
    const { report, issues } = accessibilityReport('home', outcome, {
      pairs: [pair(true)],
      unjudged: 0,
    });
    expect(report.score).toBe(89);
    expect(report.summary).toMatch(
      /^3 of 4 rules that applied passed; the score is their impact-weighted share/,
    );
    expect(issues).toEqual([
      {
        pageType: 'home',
        source: 'accessibility',
        severity: 'warning',
        rule: 'heading-order',
        message: 'Heading levels should only increase by one (moderate): 2 elements, first h4.',
        line: 30,
      },
    ]);
    expect(report.checks).toEqual([
      {
        id: 'heading-order',
        label: 'Heading levels should only increase by one',
        passed: false,
        detail: '2 elements fail (moderate); first h4',
      },
      {
        id: 'color-contrast',
        label: 'Text colours contrast with their backgrounds (WCAG AA, from the stylesheet)',
        passed: true,
        detail: '1 of 1 colour pairs reach their ratio',
      },
      {
        id: 'axe-rules-passed',
        label: 'axe-core rules (WCAG 2 A/AA and best practices)',
        passed: false,
        detail: '2 of 3 rules passed: image-alt, document-title',
      },
    ]);
  });

  it('makes each failing colour pair an error and the contrast rule fail', () => {
    const { report, issues } = accessibilityReport(
      'home',
      { ...outcome, violations: [], undecided: ['no-autoplay-audio'] },
      { pairs: [pair(true), pair(false)], unjudged: 1 },
    );
    // Passed 17 of 24.
    expect(report.score).toBe(71);
    expect(report.summary).toContain(
      '1 rule axe could not decide without a browser (no-autoplay-audio) did not count.',
    );
    expect(report.checks[0]).toMatchObject({
      passed: false,
      detail: '1 of 2 colour pairs reach their ratio; .muted is 4.47:1 (needs 4.5:1); 1 not judged',
    });
    expect(issues).toEqual([
      {
        pageType: 'home',
        source: 'accessibility',
        severity: 'error',
        rule: 'color-contrast',
        message: 'Text colour of .muted is #777777 on #FFFFFF: 4.47:1, needs 4.5:1.',
        line: 12,
      },
    ]);
  });

  it('treats serious and critical violations as errors, minor ones as warnings', () => {
    const violation = (impact: 'minor' | 'serious' | 'critical') => ({
      ...outcome.violations[0]!,
      id: impact,
      impact,
    });
    const { issues } = accessibilityReport(
      'home',
      {
        passed: [],
        violations: [violation('minor'), violation('serious'), violation('critical')],
        undecided: [],
      },
      { pairs: [], unjudged: 0 },
    );
    expect(issues.map(({ rule, severity }) => [rule, severity])).toEqual([
      ['minor', 'warning'],
      ['serious', 'error'],
      ['critical', 'error'],
    ]);
  });
});
