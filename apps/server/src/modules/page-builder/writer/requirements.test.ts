import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { writePage } from './index';
import type { PageSource } from './page-source';
import { parseRequirement } from './requirement-grammar';
import { testSources, UNGENERATED_SOURCE } from './writer-test-apps';

let recipes: PageSource;
beforeAll(async () => {
  recipes = (await testSources()).recipes;
});

const headingsOf = (html: string) =>
  [...new JSDOM(html).window.document.querySelectorAll('main h2')].map((h2) => h2.textContent);
const introOf = (html: string) =>
  [...new JSDOM(html).window.document.querySelectorAll('.hero .intro')]
    .map((p) => p.textContent)
    .join(' ');

describe('reading a requirement', () => {
  it.each([
    ['add a pricing section', 'add', 'pricing', 'pricing'],
    ['Include pricing', 'add', 'pricing', 'pricing'],
    [
      'Please add a section about accessibility for screen readers',
      'add',
      'accessibility for screen readers',
      null,
    ],
    ['mention offline use', 'mention', 'offline use', 'offline'],
    [
      'Make sure to mention that it works without internet.',
      'mention',
      'that it works without internet',
      'offline',
    ],
    ['Emphasise the privacy of your data', 'highlight', 'the privacy of your data', 'privacy'],
    ['include a download section', 'add', 'download', 'download'],
    ['Give people a way to get in touch', 'add', 'people a way to get in touch', 'contact'],
    ['explain how sharing works', 'add', 'how sharing works', null],
    ['Our team in Lisbon', 'add', 'Our team in Lisbon', null],
    ['add a short section on the way recipes are rated', 'add', 'the way recipes are rated', null],
  ])('%s', (text, verb, object, kind) => {
    expect(parseRequirement(text)).toMatchObject({ verb, object, kind });
  });

  it('finds a price only when the requirement states one, and a placement', () => {
    expect(parseRequirement('Pricing: $4.99 a month').price).toBe('$4.99 a month');
    expect(parseRequirement('add pricing, 3 EUR per year').price).toBe('3 EUR per year');
    expect(parseRequirement('mention it is free').price).toBe('free');
    expect(parseRequirement('add a pricing section').price).toBeNull();
    expect(parseRequirement('show the features at the top').first).toBe(true);
  });
});

describe('applying requirements to a page', () => {
  it('adds a pricing section from the app’s data without inventing a price', async () => {
    for (const phrasing of ['add a pricing section', 'Include pricing', 'show the cost']) {
      const page = await writePage('landing', recipes, [phrasing]);
      expect(headingsOf(page.html)).toContain('Pricing');
      expect(page.html).not.toMatch(/[$€£]\s?\d/);
      expect(page.html).toContain('No price is listed for Recipe Book here.');
      expect(page.completedJobs).toContain(`Applied requirement: ${phrasing} → Pricing section`);
    }
  });

  it('states a price the requirement gives', async () => {
    const page = await writePage('about', recipes, ['Add pricing: $4.99 a month']);
    expect(page.html).toContain('Recipe Book costs $4.99 a month.');
  });

  it('puts a mention into the introduction instead of a section', async () => {
    const page = await writePage('home', recipes, [
      'mention offline use',
      'mention that it is made in Berlin',
    ]);
    expect(introOf(page.html)).toContain(
      'It works offline: everything you enter is saved on your phone.',
    );
    expect(introOf(page.html)).toContain('It is made in Berlin.');
    expect(headingsOf(page.html)).not.toContain('Works offline');
    expect(page.completedJobs).toContain(
      'Applied requirement: mention offline use → a sentence in the introduction',
    );
  });

  it('puts a highlighted requirement first, on the tint', async () => {
    const page = await writePage('guide', recipes, ['highlight privacy']);
    expect(headingsOf(page.html)[0]).toBe('Privacy');
    expect(page.html).toContain(
      '<section class="section highlight" aria-labelledby="privacy-title">',
    );
    expect(page.completedJobs.at(-1)).toBe(
      'Applied requirement: highlight privacy → Privacy section, placed first and highlighted',
    );
  });

  it('moves a section the page already has rather than adding it twice', async () => {
    const page = await writePage('landing', recipes, [
      'show the features at the top',
      'add features',
    ]);
    const headings = headingsOf(page.html);
    expect(headings[0]).toBe('Features');
    expect(headings.filter((heading) => heading === 'Features')).toHaveLength(1);
    expect(page.completedJobs.at(-1)).toBe(
      'Applied requirement: add features → already covered by the Features section',
    );
  });

  it('heads any other requirement from what it names and ties it to the app', async () => {
    const page = await writePage('landing', recipes, [
      'Please add a section about accessibility for screen readers',
      'explain how sharing works',
      'add a paragraph on the way recipes are rated',
    ]);
    const headings = headingsOf(page.html);
    expect(headings).toContain('Accessibility for screen readers');
    expect(headings).toContain('How sharing works');
    expect(page.html).toContain('In Recipe Book, how sharing works concerns sharing.');
    expect(page.html).toContain(
      'In Recipe Book, the way recipes are rated concerns your recipes and the Recipes screen.',
    );
    expect(page.html).toContain('this part is about accessibility for screen readers.');
    expect(page.completedJobs).toContain(
      'Applied requirement: Please add a section about accessibility for screen readers → Accessibility for screen readers section',
    );
  });

  it('adds download and offline sections for an app that is not generated yet, honestly', async () => {
    const page = await writePage('landing', UNGENERATED_SOURCE, [
      'include a download section',
      'add offline',
    ]);
    expect(headingsOf(page.html)).toEqual(expect.arrayContaining(['Get the app', 'Works offline']));
    expect(page.html).toContain('is being built to keep your records on your phone');
  });

  it('escapes what the person typed and skips requirements that name nothing', async () => {
    const page = await writePage('faq', recipes, [
      'add <script>alert("x")</script> & more',
      'please',
    ]);
    expect(page.html).not.toContain('<script');
    expect(page.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(page.completedJobs).toContain('Skipped requirement: please (it names nothing to add)');
  });

  it('notes a requirement the page itself already is', async () => {
    const page = await writePage('privacy', recipes, ['add a privacy section']);
    expect(page.completedJobs).toContain(
      'Applied requirement: add a privacy section → already the subject of this page',
    );
  });
});
