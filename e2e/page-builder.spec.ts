import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, test, type BrowserContext, type Download, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { unzipSync } from 'fflate';
import { generatedProject } from './support/builder';
import { GENERATION_TIMEOUT_MS, openPage } from './support/ready';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** WCAG 2.0 and 2.1, levels A and AA: color-contrast is one of them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Twelve pages written and checked one after another: longer than one app generation. */
const BUILD_TIMEOUT_MS = 2 * GENERATION_TIMEOUT_MS;

/** Two different apps, so the pages are checked with two different sets of copy and facts. */
const APP_IDEAS = [
  'a recipe box to save, tag and share family recipes with ingredients and cooking times',
  'a booking app for a dog grooming salon with appointments, pets and their owners',
];

const SITE_FILES = [
  'about.html',
  'contact.html',
  'dashboard.html',
  'faq.html',
  'guide.html',
  'home.html',
  'index.html',
  'privacy.html',
  'profile.html',
  'settings.html',
  'showcase.html',
  'styles.css',
  'terms.html',
];

const statValue = (page: Page, label: string) =>
  page.locator('p', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::p[1]');

async function pagesOf(page: Page, projectId: string) {
  const response = await page.request.get(`/api/page-builder/pages?projectId=${projectId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { pages: { pageType: string; html: string }[] }).pages;
}

/** The files of a downloaded zip, by name. */
async function zipEntries(download: Download) {
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]),
  );
}

/**
 * axe-core over the page's HTML in Chromium, WCAG 2 A and AA rules: the serious or critical
 * violations, each with where it was found. Also says whether colour contrast was judged at all.
 */
async function axeViolations(context: BrowserContext, html: string) {
  const tab = await context.newPage();
  try {
    await tab.setContent(html, { waitUntil: 'load' });
    await tab.addScriptTag({ path: AXE_SCRIPT });
    const results = await tab.evaluate(
      (tags) =>
        (
          window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }
        ).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations', 'passes'],
        }),
      WCAG_TAGS,
    );
    return {
      serious: results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      contrastChecked: results.passes.some((rule) => rule.id === 'color-contrast'),
    };
  } finally {
    await tab.close();
  }
}

for (const idea of APP_IDEAS) {
  test(`Build All Pages writes 12 pages that pass axe for ${idea.split(' ').slice(0, 5).join(' ')}…`, async ({
    page,
    context,
  }) => {
    test.setTimeout(4 * BUILD_TIMEOUT_MS);
    const project = await generatedProject(page.request, idea);
    await openPage(page, `/page-builder?projectId=${project.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Page Builder Dashboard' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Pages Generated' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Generate / })).toHaveCount(12);

    await page.getByRole('button', { name: 'Build All Pages' }).click();
    const progress = page.getByRole('progressbar', { name: 'Build progress' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuetext', /^\d+ of 12 pages written$/);
    await expect(progress).toHaveCount(0, { timeout: BUILD_TIMEOUT_MS });

    await expect(
      page.getByRole('list', { name: 'Generated pages' }).getByRole('article'),
    ).toHaveCount(12);
    await expect(statValue(page, 'Generated Pages')).toHaveText('12');
    await expect(page.getByRole('button', { name: /^Generate / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Build All Pages' })).toBeEnabled();

    const pages = await pagesOf(page, project.id);
    expect(pages).toHaveLength(12);
    for (const { pageType, html } of pages) {
      const { serious, contrastChecked } = await axeViolations(context, html);
      expect(serious, `serious or critical axe violations on the ${pageType} page`).toEqual([]);
      expect(contrastChecked, `colour contrast judged on the ${pageType} page`).toBe(true);
    }

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download all (zip)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-pages\.zip$/);
    expect(Object.keys(await zipEntries(download)).sort()).toEqual(SITE_FILES);
  });
}

test('a requirement shapes a regenerated page; the preview runs no script; one page downloads', async ({
  page,
}) => {
  const requirement = 'Gift cards for birthdays';
  const project = await generatedProject(page.request, 'a flower shop app to order bouquets');
  await openPage(page, `/page-builder?projectId=${project.id}`);

  await page.getByRole('button', { name: 'Generate FAQ', exact: true }).click();
  const card = page.getByRole('article', { name: 'FAQ' });
  await expect(card).toBeVisible({ timeout: GENERATION_TIMEOUT_MS });
  await expect(page.getByRole('button', { name: 'Generate FAQ', exact: true })).toHaveCount(0);

  await card.getByRole('button', { name: 'Preview FAQ' }).click();
  await expect(page).toHaveURL(/tab=preview&page=faq/);
  const frame = page.locator('iframe[title="FAQ page preview"]');
  await expect(frame).toHaveAttribute('sandbox', '');
  expect(await frame.getAttribute('srcdoc')).not.toMatch(/<script/i);
  const preview = page.frameLocator('iframe[title="FAQ page preview"]');
  await expect(preview.locator('h1')).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.getByRole('heading', { name: requirement })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Page metadata' })).toContainText('Completed jobs');

  await page.getByRole('tab', { name: 'Generated Pages' }).click();
  await page.getByRole('button', { name: 'Regenerate FAQ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate the FAQ page' });
  await dialog.getByLabel('Custom requirements').fill(requirement);
  await dialog.getByRole('button', { name: 'Regenerate page' }).click();
  await expect(dialog).toBeHidden({ timeout: GENERATION_TIMEOUT_MS });

  await page.getByRole('button', { name: 'Preview FAQ' }).click();
  await expect(preview.getByRole('heading', { name: requirement })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Custom requirements' })).toHaveText(requirement);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download this page' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-faq-page\.zip$/);
  const files = await zipEntries(download);
  expect(Object.keys(files).sort()).toEqual(['faq.html', 'styles.css']);
  expect(files['faq.html']).toContain(requirement);
});

test("another person sees none of one person's pages and cannot reach their project", async ({
  page,
  browser,
}) => {
  const project = await generatedProject(page.request, 'a habit tracker with daily streaks');
  await openPage(page, `/page-builder?projectId=${project.id}`);
  await page.getByRole('button', { name: 'Generate About', exact: true }).click();
  await expect(page.getByRole('article', { name: 'About' })).toBeVisible({
    timeout: GENERATION_TIMEOUT_MS,
  });

  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    await openPage(stranger, '/page-builder');
    await expect(stranger.getByRole('heading', { name: 'No project yet' })).toBeVisible();
    await expect(stranger.getByRole('link', { name: 'Describe an app' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(stranger.getByRole('article')).toHaveCount(0);

    const query = `projectId=${project.id}`;
    for (const path of ['pages', 'validate', 'jobs/latest', 'download']) {
      const response = await stranger.request.get(`/api/page-builder/${path}?${query}`);
      expect(response.status(), path).toBe(404);
    }
    const generate = await stranger.request.post(`/api/page-builder/generate/about?${query}`, {
      data: { customRequirements: [] },
    });
    expect(generate.status()).toBe(404);
    expect(await generate.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });

    await openPage(stranger, `/page-builder?${query}`);
    await expect(stranger.getByRole('alert')).toContainText('Project not found');
    await expect(stranger.getByText('About', { exact: true })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
