import { describe, expect, it } from 'vitest';
import {
  formatEur,
  formatKpi,
  formatKpiTarget,
  formatMegabytes,
  formatMs,
  formatRatio,
  orNotMeasured,
  problemCount,
} from './report-format';

describe('report figures', () => {
  it('shows percentages to one decimal (spec 02 §9)', () => {
    expect(formatRatio(0.8342)).toBe('83.4%');
    expect(formatRatio(0.7)).toBe('70.0%');
    expect(formatRatio(1)).toBe('100.0%');
  });

  it('shows KPI times as seconds or minutes and rates as percentages', () => {
    expect(formatKpi('timeToExecutable', 45_300)).toBe('45s');
    expect(formatKpi('timeToExecutable', 600_000)).toBe('10 min');
    expect(formatKpi('changeLeadTime', 300_000)).toBe('5 min');
    expect(formatKpi('autofixRate', 0.7)).toBe('70.0%');
    expect(formatKpi('crashFreeSessions', 0.9937)).toBe('99.4%');
    expect(formatKpiTarget('timeToExecutable', 600_000)).toBe('≤ 10 min');
    expect(formatKpiTarget('a11yScore', 0.85)).toBe('≥ 85.0%');
  });

  it('writes milliseconds, megabytes and euros, small costs without rounding to zero', () => {
    expect(formatMs(1180.4)).toBe('1,180 ms');
    expect(formatMegabytes(1.234)).toBe('1.23 MB');
    expect(formatEur(12.5)).toBe('€12.50');
    expect(formatEur(0.0042)).toBe('€0.0042');
    expect(formatEur(0)).toBe('€0.00');
  });

  it('says "not measured" for null, never a number', () => {
    expect(orNotMeasured(null, formatMs)).toBe('not measured');
    expect(orNotMeasured(0, formatMs)).toBe('0 ms');
    expect(problemCount(1)).toBe('1 problem');
    expect(problemCount(3)).toBe('3 problems');
  });
});
