import { PAGE_TYPES } from '@appforge/shared/contracts/page-builder';
import { describe, expect, it } from 'vitest';
import { aPage, anIssue } from '../testing/page-fixtures';
import {
  inPageTypeOrder,
  issuesOfPages,
  missingPageTypes,
  pagesWithWarningsOnly,
} from './page-lists';

describe('page lists', () => {
  it("orders pages by the spec's list of page types", () => {
    const pages = [aPage('about'), aPage('landing'), aPage('faq')];
    expect(inPageTypeOrder(pages).map((page) => page.pageType)).toEqual([
      'landing',
      'faq',
      'about',
    ]);
  });

  it('lists the page types that have no page yet, all 12 with none', () => {
    expect(missingPageTypes([])).toEqual([...PAGE_TYPES]);
    const missing = missingPageTypes([aPage('landing'), aPage('faq')]);
    expect(missing).toHaveLength(10);
    expect(missing).not.toContain('landing');
    expect(missing).not.toContain('faq');
    expect(missing[0]).toBe('home');
  });

  it("groups each invalid page's issues, errors first and then by line", () => {
    const issues = [
      anIssue({ pageType: 'faq', severity: 'warning', line: 2, rule: 'w' }),
      anIssue({ pageType: 'faq', severity: 'error', line: 30, rule: 'late' }),
      anIssue({ pageType: 'faq', severity: 'error', line: undefined, rule: 'no-line' }),
      anIssue({ pageType: 'faq', severity: 'error', line: 4, rule: 'early' }),
      anIssue({ pageType: 'landing', rule: 'landing-rule' }),
      anIssue({ pageType: 'about', rule: 'not-listed' }),
    ];
    const grouped = issuesOfPages(issues, ['faq', 'landing']);
    expect(grouped.map((group) => group.pageType)).toEqual(['landing', 'faq']);
    expect(grouped[1]!.issues.map((issue) => issue.rule)).toEqual([
      'early',
      'late',
      'no-line',
      'w',
    ]);
  });

  it('finds valid pages that still carry warnings', () => {
    const issues = [
      anIssue({ pageType: 'faq', severity: 'error' }),
      anIssue({ pageType: 'about', severity: 'warning' }),
    ];
    expect(pagesWithWarningsOnly(issues, ['faq'])).toEqual(['about']);
  });
});
