import { describe, expect, it } from 'vitest';
import { parsedPage, samplePage } from './sample-pages.fixture';
import { checkSeo } from './seo-check';

function seoOf(html: string) {
  const page = parsedPage(html);
  try {
    return checkSeo('about', page.document, page.lines);
  } finally {
    page.close();
  }
}

const checkOf = (html: string, id: string) =>
  seoOf(html).report.checks.find((check) => check.id === id);

describe('checkSeo', () => {
  it.each([
    [29, false],
    [30, true],
    [60, true],
    [61, false],
  ])('a title of %i characters passes: %s', (length, passed) => {
    expect(checkOf(samplePage({ title: 'T'.repeat(length) }), 'title')).toEqual({
      id: 'title',
      label: 'Title length',
      passed,
      detail: `title is ${length} characters (30–60)`,
    });
  });

  it.each([
    [69, false],
    [70, true],
    [160, true],
    [161, false],
  ])('a description of %i characters passes: %s', (length, passed) => {
    const check = checkOf(samplePage({ description: 'd'.repeat(length) }), 'meta-description');
    expect(check).toMatchObject({
      passed,
      detail: `meta description is ${length} characters (70–160)`,
    });
  });

  it('counts characters, not bytes, after collapsing white space', () => {
    const title = `  Café   au lait — ${'é'.repeat(15)}  `;
    expect(checkOf(samplePage({ title }), 'title')?.detail).toBe('title is 30 characters (30–60)');
  });

  it('scores the share of passed checks and makes a missing title or description an error', () => {
    const html = samplePage()
      .replace(/<title>.*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(/<link rel="canonical"[^>]*>/, '')
      .replace('<meta property="og:type" content="website">', '')
      .replace('</main>', '<h1>Another h1</h1></main>');
    const { report, issues } = seoOf(html);

    expect(report.score).toBe(38);
    expect(report.summary).toBe('3 of 8 SEO checks passed; the score is the share passed.');
    expect(issues.map(({ rule, severity, message }) => ({ rule, severity, message }))).toEqual([
      { rule: 'title', severity: 'error', message: 'Title length: no title.' },
      {
        rule: 'meta-description',
        severity: 'error',
        message: 'Meta description length: no meta description.',
      },
      { rule: 'canonical', severity: 'warning', message: 'Canonical link: no canonical link.' },
      { rule: 'open-graph', severity: 'warning', message: 'Open Graph tags: missing og:type.' },
      { rule: 'single-h1', severity: 'warning', message: 'One h1: 2 h1 found.' },
    ]);
    expect(issues.every((issue) => issue.source === 'seo' && issue.pageType === 'about')).toBe(
      true,
    );
  });

  it('makes a title of the wrong length a warning on the title’s line', () => {
    const { issues } = seoOf(samplePage({ title: 'Too short' }));
    expect(issues).toEqual([
      {
        pageType: 'about',
        source: 'seo',
        severity: 'warning',
        rule: 'title',
        message: 'Title length: title is 9 characters (30–60).',
        line: 6,
      },
    ]);
  });

  it('needs keywords, a language and a viewport', () => {
    const html = samplePage()
      .replace('<html lang="en">', '<html>')
      .replace(/content="project planning[^"]*"/, 'content=" , "')
      .replace(/<meta name="viewport"[^>]*>/, '');
    const failed = seoOf(html).report.checks.filter((check) => !check.passed);
    expect(failed.map(({ id, detail }) => [id, detail])).toEqual([
      ['meta-keywords', '0 keywords found'],
      ['html-lang', 'the html element has no lang'],
      ['meta-viewport', 'no meta viewport'],
    ]);
  });
});
