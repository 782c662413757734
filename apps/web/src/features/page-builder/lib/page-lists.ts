import {
  PAGE_TYPES,
  type Page,
  type PageIssue,
  type PageType,
} from '@appforge/shared/contracts/page-builder';

const order = (pageType: PageType) => PAGE_TYPES.indexOf(pageType);

/** Pages in the spec's order of page types (landing first, about last). */
export const inPageTypeOrder = (pages: readonly Page[]): Page[] =>
  [...pages].sort((a, b) => order(a.pageType) - order(b.pageType));

/** The page types with no page yet: each gets a Generate button (spec 02 §2). */
export function missingPageTypes(pages: readonly Page[]): PageType[] {
  const generated = new Set(pages.map((page) => page.pageType));
  return PAGE_TYPES.filter((pageType) => !generated.has(pageType));
}

export interface PageIssues {
  pageType: PageType;
  issues: PageIssue[];
}

/** Errors before warnings, then by line; issues without a line last. */
function byWeight(a: PageIssue, b: PageIssue) {
  if (a.severity !== b.severity) return a.severity === 'error' ? -1 : 1;
  return (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER);
}

/** The issues of each listed page, in page-type order, the ones that make it invalid first. */
export function issuesOfPages(
  issues: readonly PageIssue[],
  pageTypes: readonly PageType[],
): PageIssues[] {
  return [...pageTypes]
    .sort((a, b) => order(a) - order(b))
    .map((pageType) => ({
      pageType,
      issues: issues.filter((issue) => issue.pageType === pageType).sort(byWeight),
    }));
}

/** Valid pages that still carry warnings: worth a look, not a fix. */
export function pagesWithWarningsOnly(
  issues: readonly PageIssue[],
  invalidPages: readonly PageType[],
): PageType[] {
  const invalid = new Set(invalidPages);
  return PAGE_TYPES.filter(
    (pageType) => !invalid.has(pageType) && issues.some((issue) => issue.pageType === pageType),
  );
}
