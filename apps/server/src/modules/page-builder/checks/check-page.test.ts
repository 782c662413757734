import { describe, expect, it } from 'vitest';
import { pageReportSchema } from '@appforge/shared/contracts/page-builder';
import { checkPage, warmUpPageChecks } from './check-page';
import { BROKEN_PAGE, samplePage } from './sample-pages.fixture';

describe('checkPage', () => {
  it('finds nothing wrong with a well-made landing page and explains its scores', async () => {
    await warmUpPageChecks();
    const html = samplePage();
    const report = await checkPage('landing', html);

    expect(pageReportSchema.parse(report)).toEqual(report);
    expect(report.issues).toEqual([]);
    expect(report.valid).toBe(true);
    expect(report.accessibility.score).toBe(100);
    expect(report.accessibility.checks).toContainEqual({
      id: 'color-contrast',
      label: expect.any(String),
      passed: true,
      detail: '18 of 18 colour pairs reach their ratio',
    });
    expect(
      report.accessibility.checks.find((check) => check.id === 'axe-rules-passed')?.detail,
    ).toMatch(/^40 of 40 rules passed: .*image-alt.*label.*landmark-one-main/);
    expect(report.seo).toMatchObject({ score: 100, summary: expect.stringContaining('8 of 8') });
    expect(report.seo.checks).toContainEqual(
      expect.objectContaining({ id: 'single-h1', passed: true, detail: '1 h1 found' }),
    );
    const bytes = Buffer.byteLength(html);
    // 4 round trips + the HTML at 1.6 Mbps + one image round trip and an assumed 50 KB image.
    expect(report.performance).toMatchObject({
      score: 100,
      bytes,
      images: 7,
      renderBlockingResources: 0,
      estimatedLCP: Math.round(600 + bytes / 200 + 150 + 250),
    });
  });

  it('lists every problem of a broken page with its source, rule and line', async () => {
    const report = await checkPage('faq', BROKEN_PAGE);
    const found = report.issues.map(({ source, rule, line, severity }) => ({
      source,
      rule,
      line,
      severity,
    }));

    expect(report.valid).toBe(false);
    expect(report.issues.every((issue) => issue.pageType === 'faq')).toBe(true);
    expect(found).toEqual(
      expect.arrayContaining([
        { source: 'html', rule: 'element-required-content', line: 3, severity: 'error' },
        { source: 'html', rule: 'wcag/h37', line: 19, severity: 'error' },
        { source: 'html', rule: 'element-name', line: 24, severity: 'error' },
        { source: 'html', rule: 'close-order', line: 25, severity: 'error' },
        { source: 'accessibility', rule: 'document-title', line: 2, severity: 'error' },
        { source: 'accessibility', rule: 'color-contrast', line: 10, severity: 'error' },
        { source: 'accessibility', rule: 'heading-order', line: 17, severity: 'warning' },
        { source: 'accessibility', rule: 'image-alt', line: 19, severity: 'error' },
        { source: 'accessibility', rule: 'label', line: 21, severity: 'error' },
        { source: 'seo', rule: 'title', line: undefined, severity: 'error' },
        { source: 'seo', rule: 'meta-description', line: undefined, severity: 'error' },
        { source: 'seo', rule: 'canonical', line: undefined, severity: 'warning' },
        { source: 'seo', rule: 'single-h1', line: 16, severity: 'warning' },
        { source: 'performance', rule: 'render-blocking-resource', line: 6, severity: 'warning' },
        { source: 'performance', rule: 'render-blocking-resource', line: 7, severity: 'warning' },
      ]),
    );
    expect(report.issues.find((issue) => issue.rule === 'image-alt')?.message).toBe(
      'Images must have alternative text (critical): 1 element, first img.',
    );
    expect(report.issues.find((issue) => issue.rule === 'color-contrast')?.message).toBe(
      'Text colour of .muted is #777777 on #FFFFFF: 4.47:1, needs 4.5:1.',
    );
    expect(report.accessibility.score).toBeLessThan(70);
    expect(report.seo.score).toBe(25);
    expect(report.performance.renderBlockingResources).toBe(2);
  });

  it('keeps concurrent checks apart', async () => {
    const [clean, broken, alsoClean] = await Promise.all([
      checkPage('home', samplePage()),
      checkPage('about', BROKEN_PAGE),
      checkPage('contact', samplePage({ title: 'Contact Brightpath about plans and pricing' })),
    ]);

    expect(clean.valid).toBe(true);
    expect(alsoClean.valid).toBe(true);
    expect(broken.issues.filter((issue) => issue.rule === 'image-alt')).toHaveLength(1);
    expect(broken.issues.every((issue) => issue.pageType === 'about')).toBe(true);
  });

  it('lets axe see the page’s stylesheet, and finds lines in a page without a doctype', async () => {
    const html = [
      '<!-- no doctype --><html lang="en">',
      '<head><title>Hidden images are not read by anyone</title>',
      '<style>.hidden { display: none }</style></head>',
      '<body><main><h1>Images</h1>',
      '<img class="hidden" src="hidden.png">',
      '<img src="shown.png">',
      '</main></body></html>',
    ].join('\n');
    const report = await checkPage('home', html);
    expect(report.issues.filter((issue) => issue.rule === 'image-alt')).toEqual([
      expect.objectContaining({
        line: 6,
        message:
          'Images must have alternative text (critical): 1 element, first img[src$="shown.png"].',
      }),
    ]);
  });
});
