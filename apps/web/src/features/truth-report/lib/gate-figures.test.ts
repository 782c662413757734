import { GATE_KEYS } from '@appforge/shared/contracts/truth-report';
import { describe, expect, it } from 'vitest';
import { aReport, anUnmeasuredReport } from '../testing/report-fixtures';
import {
  finOpsFigures,
  gateFigures,
  localizationFigures,
  performanceFigures,
} from './gate-figures';

const valueOf = (figures: { label: string; value: string }[], label: string) =>
  figures.find((figure) => figure.label === label)?.value;

describe('the figures of each gate', () => {
  it('has figures for every one of the ten gates', () => {
    const report = aReport();
    for (const key of GATE_KEYS) expect(gateFigures(report, key).length).toBeGreaterThan(0);
  });

  it('shows cold starts against their budgets and null figures as "not measured"', () => {
    const measured = performanceFigures(aReport().performance);
    expect(measured.find((figure) => figure.label === 'iOS cold start')).toEqual({
      label: 'iOS cold start',
      value: '640 ms',
      sub: 'Budget 800 ms',
    });
    expect(measured.find((figure) => figure.label === 'Android cold start')).toEqual({
      label: 'Android cold start',
      value: 'not measured',
      sub: 'Budget 1,200 ms',
    });
    const unmeasured = performanceFigures(anUnmeasuredReport().performance);
    expect(unmeasured.map((figure) => figure.value)).toEqual(Array(6).fill('not measured'));
  });

  it('reads localization in percent and rates with one decimal', () => {
    const figures = localizationFigures(aReport().localizationA11y);
    expect(valueOf(figures, 'Localization coverage')).toBe('92.5%');
    expect(valueOf(figures, 'Accessibility score')).toBe('88.0%');
    expect(valueOf(figures, 'Lowest contrast ratio')).toBe('4.83:1');
    expect(valueOf(figures, 'Labelled controls')).toBe('18 of 20');
  });

  it('writes costs in euros and LLM tokens as "not measured" when no model was used', () => {
    const figures = finOpsFigures(aReport().finOps);
    expect(valueOf(figures, 'Current cost')).toBe('€0.0042');
    expect(valueOf(figures, 'Projected monthly')).toBe('€0.13');
    expect(valueOf(figures, 'LLM tokens')).toBe('not measured');
    const withTokens = finOpsFigures({ ...aReport().finOps, llmTokens: 12_400 });
    expect(valueOf(withTokens, 'LLM tokens')).toBe('12,400');
  });

  it('says how many dependencies and secrets the security scan found', () => {
    const report = aReport();
    expect(gateFigures(report, 'security').map((figure) => figure.value)).toEqual([
      'clean',
      'no leaks',
    ]);
    const found = aReport({ security: { ...report.security, deps: '2', secrets: '1' } });
    expect(gateFigures(found, 'security').map((figure) => figure.value)).toEqual([
      '2 off the pinned allow-list',
      '1 found',
    ]);
  });
});
