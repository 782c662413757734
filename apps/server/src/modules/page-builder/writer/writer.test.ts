import {
  PAGE_FILE_NAMES,
  PAGE_STYLESHEET_FILE,
  PAGE_TYPES,
  type PageType,
} from '@appforge/shared/contracts/page-builder';
import { HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageSource } from './page-source';
import { toStaticHtml, writePage, type WrittenPage } from './index';
import { testSources, type TestApp } from './writer-test-apps';

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
const NOW = new Date('2025-05-01T10:00:00Z');

let sources: Record<TestApp, PageSource>;
const pages = new Map<string, WrittenPage>();
const pageOf = (app: TestApp, type: PageType) => pages.get(`${app}:${type}`) as WrittenPage;

beforeAll(async () => {
  sources = await testSources();
  for (const app of Object.keys(sources) as TestApp[]) {
    for (const type of PAGE_TYPES) {
      pages.set(`${app}:${type}`, await writePage(type, sources[app], [], { now: NOW }));
    }
  }
});

const APPS: TestApp[] = ['boardGames', 'plants', 'recipes', 'gym', 'ungenerated'];
const cases = APPS.flatMap((app) => PAGE_TYPES.map((type) => [app, type] as const));

describe.each(cases)('the %s app’s %s page', (app, type) => {
  it('is valid HTML with no warnings', async () => {
    const report = await validator.validateString(pageOf(app, type).html);
    const messages = report.results.flatMap((result) =>
      result.messages.map(
        (message) => `${message.ruleId} (line ${message.line}): ${message.message}`,
      ),
    );
    expect(messages).toEqual([]);
  });

  it('is a complete, accessible document about the app', () => {
    const page = pageOf(app, type);
    const { document } = new JSDOM(page.html).window;
    expect(page.html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(document.documentElement.lang).toBe('en');
    expect(page.html).not.toMatch(/<script|<img|<iframe|https?:\/\//i);
    expect(page.html).not.toMatch(/lorem|ipsum/i);
    // One <style>, holding exactly the CSS, so toStaticHtml can swap it for the stylesheet link.
    const styles = document.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(page.css);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    // Landmarks: everything but the skip link sits in header, main or footer.
    const top = [...document.body.children].map((element) => element.tagName.toLowerCase());
    expect(top).toEqual(['a', 'header', 'main', 'footer']);
    expect(document.querySelector('body > a')?.getAttribute('href')).toBe('#main');
    expect(document.querySelector('main')?.id).toBe('main');
    for (const nav of document.querySelectorAll('nav'))
      expect(nav.getAttribute('aria-label')).toBeTruthy();
    const current = [...document.querySelectorAll('[aria-current="page"]')];
    expect(current.length).toBeGreaterThan(0);
    for (const link of current) expect(link.getAttribute('href')).toBe(PAGE_FILE_NAMES[type]);
    const navLinks = [...document.querySelectorAll('header nav a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(navLinks).toEqual(PAGE_TYPES.map((pageType) => PAGE_FILE_NAMES[pageType]));
    for (const svg of document.querySelectorAll('svg'))
      expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('main')?.textContent).toContain(sources[app].appName);
  });

  it('has SEO metadata that fits and matches the head', () => {
    const page = pageOf(app, type);
    const { document } = new JSDOM(page.html).window;
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
    expect(page.metadata.title.length).toBeGreaterThanOrEqual(30);
    expect(page.metadata.title.length).toBeLessThanOrEqual(60);
    expect(page.metadata.description.length).toBeGreaterThanOrEqual(70);
    expect(page.metadata.description.length).toBeLessThanOrEqual(160);
    expect(document.title).toBe(page.metadata.title);
    expect(meta('meta[name="description"]')).toBe(page.metadata.description);
    expect(meta('meta[name="keywords"]')).toBe(page.metadata.keywords.join(', '));
    expect(page.metadata.keywords).toContain(sources[app].appName);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      PAGE_FILE_NAMES[type],
    );
    expect(meta('meta[property="og:title"]')).toBe(page.metadata.title);
    expect(meta('meta[property="og:description"]')).toBe(page.metadata.description);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:site_name"]')).toBe(sources[app].appName);
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(meta('meta[name="viewport"]')).toContain('width=device-width');
  });
});

describe('what the pages say', () => {
  const textOf = (html: string) => new JSDOM(html).window.document.body.textContent ?? '';

  it('lists every record type with every field on the privacy page, and where it is kept', () => {
    for (const app of ['boardGames', 'plants', 'recipes', 'gym'] as const) {
      const text = textOf(pageOf(app, 'privacy').html);
      for (const entity of sources[app].appSpec?.entities ?? []) {
        const table = new JSDOM(pageOf(app, 'privacy').html).window.document.querySelectorAll(
          'table',
        );
        expect(table.length).toBe(sources[app].appSpec?.entities.length);
        for (const field of entity.fields) expect(text).toContain(field.label);
      }
      expect(text).toContain('saved on your phone');
      expect(text).toContain('no analytics');
    }
    expect(textOf(pageOf('recipes', 'privacy').html)).toContain('photo library');
    expect(textOf(pageOf('recipes', 'privacy').html)).toContain('share sheet');
    expect(textOf(pageOf('gym', 'privacy').html)).toContain('whether dark mode is on');
  });

  it('talks about the app’s own records and features on the landing page', () => {
    const text = textOf(pageOf('boardGames', 'landing').html);
    expect(text).toMatch(/game nights/i);
    expect(text).toMatch(/players/i);
    expect(text).toContain('Stats');
    const plants = textOf(pageOf('plants', 'landing').html);
    expect(plants).toContain('Calendar');
    expect(plants).toContain('Works offline');
    expect(plants).toContain('Watering interval'.toLowerCase());
  });

  it('writes honest pages without an app: no record types, the requested features as planned', () => {
    const landing = pageOf('ungenerated', 'landing');
    const text = textOf(landing.html);
    expect(text).toContain('Planned features');
    expect(text).toContain('Offline maps <for> remote beaches');
    expect(landing.html).toContain('Offline maps &lt;for&gt; remote beaches');
    expect(landing.html).toContain('Tide &amp; Trail');
    expect(landing.completedJobs[0]).toContain('no app generated yet');
    expect(textOf(pageOf('ungenerated', 'privacy').html)).not.toContain('saved on your phone');
  });

  it('gives the FAQ questions to open, the contact page a labelled mailto form, the showcase a phone per screen', () => {
    const faq = new JSDOM(pageOf('plants', 'faq').html).window.document;
    expect(faq.querySelectorAll('details > summary').length).toBeGreaterThan(5);
    expect(faq.body.textContent).toContain('does not send notifications');
    const contact = new JSDOM(pageOf('gym', 'contact').html).window.document;
    const form = contact.querySelector('form');
    expect(form?.getAttribute('action')).toBe('mailto:');
    for (const field of contact.querySelectorAll('input:not([type="hidden"]), select, textarea'))
      expect(contact.querySelector(`label[for="${field.id}"]`)).not.toBeNull();
    expect(contact.querySelector('button[type="submit"]')).not.toBeNull();
    const showcase = new JSDOM(pageOf('boardGames', 'colabe_showcase').html).window.document;
    expect(showcase.querySelectorAll('.phone')).toHaveLength(
      sources.boardGames.appSpec?.screens.length ?? -1,
    );
    const dashboard = new JSDOM(pageOf('gym', 'dashboard').html).window.document;
    expect(dashboard.querySelectorAll('table')).toHaveLength(2);
  });

  it('shares one stylesheet across a project’s pages and links it in the static file', () => {
    const landing = pageOf('recipes', 'landing');
    for (const type of PAGE_TYPES) expect(pageOf('recipes', type).css).toBe(landing.css);
    expect(pageOf('gym', 'landing').css).not.toBe(landing.css);
    const file = toStaticHtml(landing);
    expect(file).not.toContain('<style>');
    expect(file).toContain(`<link rel="stylesheet" href="${PAGE_STYLESHEET_FILE}">`);
    expect(file.replace(`<link rel="stylesheet" href="${PAGE_STYLESHEET_FILE}">`, '')).toBe(
      landing.html.replace(`<style>${landing.css}</style>`, ''),
    );
  });

  it('says what it did, in order', async () => {
    const jobs = pageOf('gym', 'landing').completedJobs;
    expect(jobs[0]).toBe(
      "Wrote the copy with the built-in writer from the app's spec (2 record types, 6 features, 9 screens)",
    );
    // With no choice fields or tags to filter its lists by, the filters feature is not offered.
    const spec = sources.gym.appSpec!;
    expect(spec.features).toContain('filters');
    expect(pageOf('gym', 'landing').html).toContain('Filters');
    const entities = spec.entities.map((entity) => ({
      ...entity,
      fields: entity.fields.filter((field) => field.type !== 'enum'),
    }));
    const unchoosable = { ...sources.gym, appSpec: { ...spec, entities } };
    const written = await writePage('landing', unchoosable, [], { now: NOW });
    expect(written.html).not.toContain('Filters');
    expect(jobs.some((job) => job.startsWith('Chose text colours that pass WCAG AA'))).toBe(true);
    expect(pageOf('gym', 'landing').engine).toBe('built-in');
  });

  it('writes a page in a few milliseconds', async () => {
    const started = performance.now();
    for (const type of PAGE_TYPES) await writePage(type, sources.gym, ['add a pricing section']);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
