import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import type { PageIssue, PageType } from '@appforge/shared/contracts/page-builder';

/** html-validate's severity numbers. */
const SEVERITY_ERROR = 2;

let validator: HtmlValidate | undefined;

/** One validator for every page: a static configuration, so no config file on disk changes it. */
function htmlValidator(): HtmlValidate {
  validator ??= new HtmlValidate(
    new StaticConfigLoader({ root: true, extends: ['html-validate:recommended'] }),
  );
  return validator;
}

/** html-validate's recommended rules: its errors make the page invalid, its warnings do not. */
export async function checkHtml(pageType: PageType, html: string): Promise<PageIssue[]> {
  const report = await htmlValidator().validateString(html, `${pageType}.html`);
  return report.results.flatMap((result) =>
    result.messages.map((message) => ({
      pageType,
      source: 'html' as const,
      severity: message.severity === SEVERITY_ERROR ? ('error' as const) : ('warning' as const),
      rule: message.ruleId,
      message: message.message,
      ...(message.line > 0 ? { line: message.line } : {}),
    })),
  );
}
