// @vitest-environment jsdom
// The preview sanitizes with DOMPurify's whole-document mode, which happy-dom refuses.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePageBuilderServer } from './testing/fake-page-builder-api';
import { aPage, PROJECT } from './testing/page-fixtures';
import { location, renderPageBuilder } from './testing/render-page-builder';

const SCRIPTED = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>FAQ · Recipe Box</title>
<style>h1 { color: #0e7490; }</style><script>parent.document.title = 'taken'</script></head>
<body><h1 onmouseover="steal()">Questions</h1><script src="tracker.js"></script></body></html>`;

describe('the Preview tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says 'No Page Selected' until a page is chosen", async () => {
    fakePageBuilderServer({ pages: [aPage('landing')] });
    renderPageBuilder('?tab=preview');
    expect(await screen.findByRole('heading', { name: 'No Page Selected' })).toBeTruthy();
    expect(screen.queryByTitle(/page preview$/)).toBeNull();
  });

  it('renders the chosen page without scripts in a sandboxed frame, with its metadata and downloads', async () => {
    const faq = { ...aPage('faq', {}, SCRIPTED), customRequirements: ['Shipping questions'] };
    fakePageBuilderServer({ pages: [aPage('landing'), faq] });
    renderPageBuilder();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview FAQ' }));
    expect(location.current).toBe('?tab=preview&page=faq');

    const frame = await screen.findByTitle<HTMLIFrameElement>('FAQ page preview');
    expect(frame.getAttribute('sandbox')).toBe('');
    const html = frame.getAttribute('srcdoc') ?? '';
    expect(html).not.toMatch(/<script|onmouseover/i);
    expect(html).toContain('<style>h1 { color: #0e7490; }</style>');
    expect(html).toContain('<h1>Questions</h1>');

    const metadata = screen.getByRole('region', { name: 'Page metadata' });
    expect(metadata.textContent).toContain('FAQ · Recipe Box');
    expect(metadata.textContent).toContain('The FAQ page of Recipe Box.');
    expect(
      within(within(metadata).getByRole('list', { name: 'Keywords' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['recipes', 'faq']);
    expect(within(metadata).getByRole('list', { name: 'Completed jobs' }).textContent).toContain(
      'Wrote the copy with the built-in writer',
    );
    expect(within(metadata).getByRole('list', { name: 'Custom requirements' }).textContent).toBe(
      'Shipping questions',
    );
    expect(screen.getByRole('link', { name: 'Download this page' }).getAttribute('href')).toBe(
      `/api/page-builder/download?projectId=${PROJECT.id}&pageType=faq`,
    );
    expect(screen.getByRole('link', { name: 'Download all (zip)' }).getAttribute('href')).toBe(
      `/api/page-builder/download?projectId=${PROJECT.id}`,
    );
  });

  it('lays the page out at a phone width and back at a desktop width', async () => {
    fakePageBuilderServer({ pages: [aPage('about')] });
    renderPageBuilder('?tab=preview&page=about');
    const frame = await screen.findByTitle('About page preview');
    const width = within(screen.getByRole('radiogroup', { name: 'Preview width' }));
    fireEvent.click(width.getByRole('radio', { name: 'Phone' }));
    await waitFor(() => expect(frame.style.width).toBe('375px'));
    fireEvent.click(width.getByRole('radio', { name: 'Desktop' }));
    await waitFor(() => expect(frame.style.width).toBe('1280px'));
  });
});
