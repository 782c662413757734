import { describe, expect, it } from 'vitest';
import { aReport, anUnmeasuredReport } from '../testing/report-fixtures';
import { headlineFigures, testsTally } from './headline-figures';

describe('the headline figures', () => {
  it('counts passes of unit, UI and e2e tests against all that ran', () => {
    const base = aReport();
    expect(testsTally(base.tests)).toEqual({ passed: 38, total: 38 });
    const tests = { ...base.tests, ui: { pass: 6, fail: 2 }, e2e: { pass: 3, fail: 1 } };
    expect(testsTally(tests)).toEqual({ passed: 39, total: 42 });
  });

  it('shows tests passed, API p95, coverage to one decimal and iOS cold start vs its budget', () => {
    expect(headlineFigures(aReport())).toEqual([
      { label: 'Tests passed', value: '38 of 38', sub: 'Unit 30/30 · UI 8/8 · E2E not measured' },
      { label: 'API response p95', value: '212 ms', sub: 'Budget 200 ms · 400 requests' },
      { label: 'Test coverage', value: '83.4%', sub: 'Measured by the unit tests' },
      { label: 'iOS cold start', value: '640 ms', sub: 'Budget 800 ms' },
    ]);
  });

  it('says "not measured" for every null figure, never a number', () => {
    const [tests, p95, coverage, coldStart] = headlineFigures(anUnmeasuredReport());
    expect(tests!.value).toBe('30 of 30');
    expect(tests!.sub).toBe('Unit 30/30 · UI not measured · E2E not measured');
    expect(p95).toEqual({ label: 'API response p95', value: 'not measured', sub: 'Budget 200 ms' });
    expect(coverage!.value).toBe('not measured');
    expect(coldStart!.value).toBe('not measured');
  });
});
