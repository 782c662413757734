import type { PageReport, PageType } from '@appforge/shared/contracts/page-builder';
import { accessibilityReport } from './accessibility-report';
import { runAxe } from './axe-check';
import { checkStylesheetContrast } from './css-contrast';
import { checkHtml } from './html-check';
import { withHostedPage } from './page-host';
import { readPageStylesheet } from './page-styles';
import { estimatePerformance } from './performance-estimate';
import { checkSeo } from './seo-check';
import { WARM_UP_PAGE } from './warm-up-page';

/** Every check on one page; the page is valid exactly when no issue is an error. */
export async function checkPage(pageType: PageType, html: string): Promise<PageReport> {
  const htmlIssues = await checkHtml(pageType, html);
  return withHostedPage(html, async (page) => {
    const { document, lines } = page;
    const sheet = readPageStylesheet(document, html, lines);
    const seo = checkSeo(pageType, document, lines);
    const performance = estimatePerformance(pageType, html, { document, sheet, lines });
    const contrast = checkStylesheetContrast(sheet, document);
    const accessibility = accessibilityReport(pageType, await runAxe(page), contrast);
    const issues = [...htmlIssues, ...accessibility.issues, ...seo.issues, ...performance.issues];
    return {
      valid: issues.every((issue) => issue.severity !== 'error'),
      issues,
      accessibility: accessibility.report,
      seo: seo.report,
      performance: performance.report,
    };
  });
}

/**
 * Enough runs for V8 to optimise the checks' hot code: the first real pages then take close to
 * the steady time instead of two or three times it.
 */
const WARM_UP_RUNS = 4;

/** Loads html-validate's rules and axe-core once, so the first real check is not slow. */
export async function warmUpPageChecks(): Promise<void> {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) await checkPage('landing', WARM_UP_PAGE);
}
