import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newVisitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { findProjectById } from '../builder/projects.repository';
import { checkPage } from './checks/check-page';
import { BROKEN_PAGE } from './checks/sample-pages.fixture';
import { pagesOf, projectWithApp, validationOf } from './page-builder-test-kit';
import { upsertPage } from './pages.repository';

describe.each(backends)('Page builder validation (%s)', (backend) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(backend);
  });
  afterEach(() => testApp.close());

  it('lists a broken page as invalid with each of its problems, beside a valid one', async () => {
    const visitor = await newVisitor(testApp.app);
    const { id } = await projectWithApp(testApp, visitor, 'A journal for my daily runs');
    const faq = await visitor.inject('POST', `/api/page-builder/generate/faq?projectId=${id}`, {});
    expect(faq.statusCode).toBe(200);
    const project = await findProjectById(testApp.app.db, id);
    await upsertPage(testApp.app.db, {
      userId: project?.ownerId ?? '',
      projectId: id,
      pageType: 'about',
      html: BROKEN_PAGE,
      css: '',
      metadata: { title: '', description: '', keywords: [] },
      report: await checkPage('about', BROKEN_PAGE),
      completedJobs: [],
      customRequirements: [],
      engine: 'built-in',
    });

    const validation = await validationOf(visitor, id);
    expect(validation).toMatchObject({ totalPages: 2, validPages: 1, invalidPages: ['about'] });
    const problems = validation.issues.filter((issue) => issue.pageType === 'about');
    expect(new Set(problems.map((issue) => issue.source))).toEqual(
      new Set(['html', 'accessibility', 'seo', 'performance']),
    );
    expect(problems.some((issue) => issue.severity === 'error' && issue.line !== undefined)).toBe(
      true,
    );
    expect(
      validation.issues.filter((issue) => issue.pageType === 'faq' && issue.severity === 'error'),
    ).toEqual([]);

    const { pages } = await pagesOf(visitor, id);
    expect(pages.find((page) => page.pageType === 'about')?.report.valid).toBe(false);
    const faqReport = pages.find((page) => page.pageType === 'faq')?.report;
    const faqMean = faqReport
      ? (faqReport.accessibility.score + faqReport.seo.score + faqReport.performance.score) / 3
      : 0;
    expect(validation.overallScore).toBeLessThan(faqMean);
  });
});
