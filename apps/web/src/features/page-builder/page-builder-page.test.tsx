import { PAGE_TYPE_LABELS, PAGE_TYPES } from '@appforge/shared/contracts/page-builder';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePageBuilderServer } from './testing/fake-page-builder-api';
import { aJob, anIssue, aPage, OTHER_PROJECT, PROJECT } from './testing/page-fixtures';
import { location, renderPageBuilder } from './testing/render-page-builder';

const statValue = (label: string) =>
  screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;

const generateButtons = () =>
  screen.queryAllByRole('button', { name: /^Generate / }).map((button) => button.textContent);

const invalidFaq = () =>
  aPage('faq', {
    accessibility: 69,
    seo: 89,
    issues: [
      anIssue({ pageType: 'faq', rule: 'heading-level', message: 'Heading levels skip', line: 7 }),
      anIssue({ pageType: 'faq', severity: 'warning', source: 'seo', rule: 'meta-length' }),
    ],
  });

describe('the Page Builder dashboard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts the pages and offers Generate only for the page types not generated yet', async () => {
    const server = fakePageBuilderServer({ pages: [aPage('landing'), invalidFaq()] });
    renderPageBuilder();
    expect(await screen.findByRole('heading', { level: 3, name: 'Landing' })).toBeTruthy();
    await waitFor(() => expect(statValue('Valid Pages')).toBe('1'));
    expect(statValue('Generated Pages')).toBe('2');
    expect(statValue('Available Types')).toBe('12');
    // (96 + 92 + 94) / 3 and (69 + 89 + 94) / 3, averaged: 89.
    expect(statValue('Overall Score')).toBe('89 (Fair)');
    const missing = PAGE_TYPES.filter((type) => type !== 'landing' && type !== 'faq');
    expect(generateButtons()).toEqual(missing.map((type) => `Generate ${PAGE_TYPE_LABELS[type]}`));
    // The pages answer named the project: the validation is asked for that project.
    expect(server.requestsTo('GET /api/page-builder/pages')[0]!.query.has('projectId')).toBe(false);
    expect(server.requestsTo('GET /api/page-builder/validate')[0]!.query.get('projectId')).toBe(
      PROJECT.id,
    );
  });

  it("colours each card's scores by band and marks LCP and validity", async () => {
    fakePageBuilderServer({ pages: [invalidFaq(), aPage('about', { lcp: 2100 })] });
    renderPageBuilder();
    const faq = await screen.findByRole('article', { name: 'FAQ' });
    expect(within(faq).getByText('Invalid')).toBeTruthy();
    expect(within(faq).getByText('69').className).toContain('text-red-400');
    expect(within(faq).getByText('89').className).toContain('text-amber-300');
    expect(within(faq).getByText('Good')).toBeTruthy();
    const about = screen.getByRole('article', { name: 'About' });
    expect(within(about).getByText('Valid')).toBeTruthy();
    expect(within(about).getByText('96').className).toContain('text-emerald-400');
    expect(within(about).getByText('2,100 ms')).toBeTruthy();
    expect(within(about).getByText('Slow')).toBeTruthy();
    expect(within(about).getByRole('link', { name: 'Download About' }).getAttribute('href')).toBe(
      `/api/page-builder/download?projectId=${PROJECT.id}&pageType=about`,
    );
  });

  it("shows 'No Pages Generated' and all 12 Generate buttons for a project without pages", async () => {
    fakePageBuilderServer();
    renderPageBuilder();
    expect(await screen.findByRole('heading', { name: 'No Pages Generated' })).toBeTruthy();
    expect(generateButtons()).toHaveLength(12);
    await waitFor(() => expect(statValue('Overall Score')).toBe('—'));
  });

  it('generates a page with the typed requirements, then lists it in place of its button', async () => {
    const server = fakePageBuilderServer({ pages: [aPage('landing')] });
    renderPageBuilder();
    fireEvent.change(await screen.findByLabelText('Custom requirements'), {
      target: { value: ' Pricing table \n\nTeam photos' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate FAQ' }));
    expect(await screen.findByRole('article', { name: 'FAQ' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate FAQ' })).toBeNull();
    const [request] = server.requestsTo('POST /api/page-builder/generate/faq');
    expect(request!.body).toEqual({ customRequirements: ['Pricing table', 'Team photos'] });
    expect(request!.query.get('projectId')).toBe(PROJECT.id);
    await waitFor(() => expect(statValue('Generated Pages')).toBe('2'));
  });

  it('refuses requirements over the limits before anything is sent', async () => {
    const server = fakePageBuilderServer();
    renderPageBuilder();
    fireEvent.change(await screen.findByLabelText('Custom requirements'), {
      target: { value: 'x'.repeat(201) },
    });
    expect(screen.getByRole('alert').textContent).toContain('Requirement 1 is 201 characters');
    expect(screen.getByRole('button', { name: 'Generate FAQ' })).toHaveProperty('disabled', true);
    expect(server.requestsTo('POST /api/page-builder/generate/faq')).toHaveLength(0);
  });

  it("lists each invalid page's issues under 'Issues to Fix' and regenerates it with edited requirements", async () => {
    const faq = { ...invalidFaq(), customRequirements: ['Shipping questions'] };
    const server = fakePageBuilderServer({ pages: [aPage('landing'), faq] });
    renderPageBuilder('?tab=validation');
    const issues = await screen.findByRole('list', { name: 'Issues on the FAQ page' });
    const [error, warning] = within(issues).getAllByRole('listitem');
    expect(error!.textContent).toContain('Error');
    expect(error!.textContent).toContain('heading-level');
    expect(error!.textContent).toContain('Heading levels skip');
    expect(error!.textContent).toContain('Line 7');
    expect(warning!.textContent).toContain('SEO');
    expect(screen.queryByRole('list', { name: 'Issues on the Landing page' })).toBeNull();

    const invalidPages = screen.getByRole('list', { name: 'Invalid pages' });
    fireEvent.click(within(invalidPages).getByRole('button', { name: 'Regenerate FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate the FAQ page' });
    const field = within(dialog).getByLabelText<HTMLTextAreaElement>('Custom requirements');
    expect(field.value).toBe('Shipping questions');
    fireEvent.change(field, { target: { value: 'Shipping questions\nReturns policy' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Regenerate page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo('POST /api/page-builder/generate/faq')[0]!.body).toEqual({
      customRequirements: ['Shipping questions', 'Returns policy'],
    });
    expect(await screen.findByText('Every page passes the checks.')).toBeTruthy();
  });

  it('follows Build All Pages with a progress bar until all 12 pages are listed', async () => {
    const server = fakePageBuilderServer();
    renderPageBuilder();
    fireEvent.click(await screen.findByRole('button', { name: 'Build All Pages' }));
    const progress = await screen.findByRole('progressbar', { name: 'Build progress' });
    expect(screen.getByRole('button', { name: 'Building Pages...' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(generateButtons().every(Boolean)).toBe(true);
    await waitFor(
      () => expect(progress.getAttribute('aria-valuetext')).toBe('6 of 12 pages written'),
      {
        timeout: 3000,
      },
    );
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText(/Writing the Privacy Policy page/)).toBeTruthy();
    await waitFor(() => expect(statValue('Generated Pages')).toBe('12'), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(generateButtons()).toEqual([]);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Build All Pages' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(server.requestsTo('POST /api/page-builder/build-all')[0]!.query.get('projectId')).toBe(
      PROJECT.id,
    );
  });

  it('picks up a build still running after a reload, and disables single generations meanwhile', async () => {
    fakePageBuilderServer({
      latestJob: aJob({ completed: 3, currentPageType: 'faq' }),
      pages: [aPage('landing'), aPage('home'), aPage('dashboard')],
    });
    renderPageBuilder();
    const progress = await screen.findByRole('progressbar', { name: 'Build progress' });
    expect(progress.getAttribute('aria-valuetext')).toBe('3 of 12 pages written');
    expect(screen.getByText(/Writing the FAQ page/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate FAQ' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Regenerate Landing' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows why the last build stopped, with a Retry that builds again', async () => {
    const server = fakePageBuilderServer({
      latestJob: aJob({
        status: 'failed',
        completed: 4,
        error: 'The build stopped when the server restarted.',
      }),
    });
    renderPageBuilder();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Build All Pages stopped');
    expect(alert.textContent).toContain('The build stopped when the server restarted.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /api/page-builder/build-all')).toHaveLength(1),
    );
  });

  it('sends a person without a project to the builder to describe an app', async () => {
    fakePageBuilderServer({ project: null });
    renderPageBuilder();
    expect(await screen.findByRole('heading', { name: 'No project yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Describe an app' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Build All Pages' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Project' })).toBeNull();
  });

  it('asks for the project in the address, and says so when it is not one of theirs', async () => {
    const server = fakePageBuilderServer({
      project: OTHER_PROJECT,
      projects: [PROJECT, OTHER_PROJECT],
      pages: [aPage('landing')],
    });
    renderPageBuilder(`?projectId=${OTHER_PROJECT.id}`);
    expect(await screen.findByRole('combobox', { name: 'Project' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Project' }).textContent).toBe(
        OTHER_PROJECT.name,
      ),
    );
    expect(server.requestsTo('GET /api/page-builder/pages')[0]!.query.get('projectId')).toBe(
      OTHER_PROJECT.id,
    );
    cleanup();

    fakePageBuilderServer();
    renderPageBuilder(`?projectId=${OTHER_PROJECT.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Project not found');
  });

  it('keeps the open tab in the address and explains each score on Performance', async () => {
    fakePageBuilderServer({ pages: [invalidFaq()] });
    renderPageBuilder();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Performance' }));
    expect(location.current).toBe('?tab=performance');
    const checks = await screen.findByRole('list', { name: 'Accessibility checks' });
    expect(checks.textContent).toContain('Failed: Title length — title is 48 characters');
    expect(screen.getByText('69 of 100 from the axe-core rules.')).toBeTruthy();
    expect(screen.getByText(/18 KB · 2 images · 0 render-blocking/)).toBeTruthy();
  });

  it('shows a failed load with a Retry', async () => {
    fakePageBuilderServer({
      overrides: { 'GET /api/page-builder/pages': () => new Response('boom', { status: 500 }) },
    });
    renderPageBuilder();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load the pages");
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
