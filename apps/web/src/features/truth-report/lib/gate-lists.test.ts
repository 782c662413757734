import { describe, expect, it } from 'vitest';
import { checkRows, failuresFirst, screenDiffText } from './gate-lists';

describe('the lists inside a gate', () => {
  it('puts failing test cases first, keeping the run order within each group', () => {
    const cases = [
      { suite: 'unit', name: 'a', passed: true },
      { suite: 'ui', name: 'b', passed: false, message: 'Recipes screen threw' },
      { suite: 'api', name: 'c', passed: true },
      { suite: 'unit', name: 'd', passed: false },
    ] as const;
    expect(failuresFirst(cases).map((testCase) => testCase.name)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('lists the checks with problems first, then ok, then the unmeasured', () => {
    expect(checkRows({ eslint: 'ok', knip: 'not_measured', typescript: 3, bundle: 0 })).toEqual([
      { name: 'typescript', text: '3 problems', ok: false },
      { name: 'eslint', text: 'ok', ok: true },
      { name: 'bundle', text: 'ok', ok: true },
      { name: 'knip', text: 'not measured', ok: null },
    ]);
  });

  it('describes a screen change, or that there is no baseline yet', () => {
    expect(screenDiffText(0.042)).toBe('4.2% of pixels changed');
    expect(screenDiffText(null)).toBe('no baseline yet');
  });
});
