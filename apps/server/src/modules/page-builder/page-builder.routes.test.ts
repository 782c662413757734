import {
  generatePageResponseSchema,
  PAGE_FILE_NAMES,
  PAGE_TYPES,
} from '@appforge/shared/contracts/page-builder';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newVisitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { buildAll, pagesOf, projectWithApp, validationOf } from './page-builder-test-kit';

describe.each(backends)('Page builder API (%s)', (backend) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(backend);
  });
  afterEach(() => testApp.close());

  it('answers an empty state to a person with no project, and 409 to writing pages', async () => {
    const visitor = await newVisitor(testApp.app);
    expect(await pagesOf(visitor)).toEqual({ project: null, pages: [] });
    expect(await validationOf(visitor)).toMatchObject({ totalPages: 0, overallScore: 0 });
    const generate = await visitor.inject('POST', '/api/page-builder/generate/landing', {
      customRequirements: [],
    });
    expect(generate.statusCode).toBe(409);
    expect(generate.json()).toMatchObject({ error: 'no_project' });
    const build = await visitor.inject('POST', '/api/page-builder/build-all');
    expect(build.statusCode).toBe(409);
  });

  it('writes one page about the project, with its metadata, scores and completed jobs', async () => {
    const visitor = await newVisitor(testApp.app);
    const { id, spec } = await projectWithApp(
      testApp,
      visitor,
      'An app to plan board game nights with friends: the games we own and who is coming',
    );
    const response = await visitor.inject(
      'POST',
      `/api/page-builder/generate/landing?projectId=${id}`,
      {
        customRequirements: [],
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { page } = generatePageResponseSchema.parse(response.json());
    expect(page.pageType).toBe('landing');
    expect(page.html).toContain(spec.appName);
    expect(page.metadata.title.length).toBeGreaterThanOrEqual(30);
    expect(page.metadata.title.length).toBeLessThanOrEqual(60);
    expect(page.report.valid).toBe(true);
    expect(page.performance.estimatedLCP).toBe(page.report.performance.estimatedLCP);
    expect(page.completedJobs.some((job) => job.startsWith('Validated the HTML'))).toBe(true);

    const listed = await pagesOf(visitor);
    expect(listed.project).toEqual({ id, name: 'Test app' });
    expect(listed.pages.map((item) => item.pageType)).toEqual(['landing']);
  });

  it('honours custom requirements and keeps them when every page is built again', async () => {
    const visitor = await newVisitor(testApp.app);
    const { id } = await projectWithApp(testApp, visitor, 'A recipe book with ratings and photos');
    const plain = await visitor.inject(
      'POST',
      `/api/page-builder/generate/landing?projectId=${id}`,
      {},
    );
    const withPricing = await visitor.inject(
      'POST',
      `/api/page-builder/generate/landing?projectId=${id}`,
      { customRequirements: ['add a pricing section'] },
    );
    const before = generatePageResponseSchema.parse(plain.json()).page;
    const after = generatePageResponseSchema.parse(withPricing.json()).page;
    expect(before.html).not.toMatch(/<h2[^>]*>[^<]*Pricing/i);
    expect(after.html).toMatch(/<h2[^>]*>[^<]*Pricing/i);
    expect(after.customRequirements).toEqual(['add a pricing section']);

    const job = await buildAll(visitor, id);
    expect(job).toMatchObject({ status: 'completed', completed: 12, total: 12, error: null });
    const landing = (await pagesOf(visitor, id)).pages.find((page) => page.pageType === 'landing');
    expect(landing?.customRequirements).toEqual(['add a pricing section']);
    expect(landing?.html).toMatch(/<h2[^>]*>[^<]*Pricing/i);
  });

  it('builds all 12 pages as a job, every one valid, and zips them as a static site', async () => {
    const visitor = await newVisitor(testApp.app);
    const { id } = await projectWithApp(testApp, visitor, 'Track when to water my houseplants');
    const job = await buildAll(visitor, id);
    expect(job.status).toBe('completed');
    const latest = await visitor.inject('GET', `/api/page-builder/jobs/latest?projectId=${id}`);
    expect(latest.json()).toEqual({ job });

    const { pages } = await pagesOf(visitor, id);
    expect(pages.map((page) => page.pageType).sort()).toEqual([...PAGE_TYPES].sort());
    const validation = await validationOf(visitor, id);
    expect(validation).toMatchObject({ totalPages: 12, validPages: 12, invalidPages: [] });
    expect(validation.overallScore).toBeGreaterThan(0);

    const all = await visitor.inject('GET', `/api/page-builder/download?projectId=${id}`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toMatch(/attachment; filename=".+-pages\.zip"/);
    const files = unzipSync(new Uint8Array(all.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [...Object.values(PAGE_FILE_NAMES), 'styles.css'].sort(),
    );
    const index = strFromU8(files['index.html'] ?? new Uint8Array());
    expect(index).toContain('<link rel="stylesheet" href="styles.css">');
    expect(index).not.toContain('<style>');

    const one = await visitor.inject(
      'GET',
      `/api/page-builder/download?projectId=${id}&pageType=faq`,
    );
    expect(Object.keys(unzipSync(new Uint8Array(one.rawPayload))).sort()).toEqual([
      'faq.html',
      'styles.css',
    ]);
  });

  it('answers the running job to a second Build All instead of starting another', async () => {
    const visitor = await newVisitor(testApp.app);
    const { id } = await projectWithApp(testApp, visitor, 'A gym workout log');
    const [first, second] = await Promise.all([
      visitor.inject('POST', `/api/page-builder/build-all?projectId=${id}`),
      visitor.inject('POST', `/api/page-builder/build-all?projectId=${id}`),
    ]);
    expect(first.json<{ job: { id: string } }>().job.id).toBe(
      second.json<{ job: { id: string } }>().job.id,
    );
    expect((await buildAll(visitor, id)).status).toBe('completed');
  });

  it('keeps people apart: another person gets 404 for the project, its jobs and its pages', async () => {
    const owner = await newVisitor(testApp.app);
    const stranger = await newVisitor(testApp.app);
    const { id } = await projectWithApp(testApp, owner, 'A reading list of books');
    const job = await buildAll(owner, id);

    for (const url of [
      `/api/page-builder/pages?projectId=${id}`,
      `/api/page-builder/validate?projectId=${id}`,
      `/api/page-builder/download?projectId=${id}`,
      `/api/page-builder/jobs/${job.id}`,
    ]) {
      const response = await stranger.inject('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toHaveProperty('error');
    }
    const write = await stranger.inject(
      'POST',
      `/api/page-builder/generate/faq?projectId=${id}`,
      {},
    );
    expect(write.statusCode).toBe(404);
    expect(await pagesOf(stranger)).toEqual({ project: null, pages: [] });
  });

  it('rejects unknown page types, bad ids and bad requirements with 400', async () => {
    const visitor = await newVisitor(testApp.app);
    await projectWithApp(testApp, visitor, 'A habit tracker');
    const cases: Array<[string, unknown]> = [
      ['/api/page-builder/generate/pricing', {}],
      ['/api/page-builder/generate/landing?projectId=not-a-uuid', {}],
      ['/api/page-builder/generate/landing', { customRequirements: [''] }],
      ['/api/page-builder/generate/landing', { customRequirements: ['x'.repeat(201)] }],
      ['/api/page-builder/generate/landing', { customRequirements: 'add pricing' }],
    ];
    for (const [url, body] of cases) {
      const response = await visitor.inject('POST', url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
      expect(response.body).not.toMatch(/\n\s+at /);
    }
  });
});
