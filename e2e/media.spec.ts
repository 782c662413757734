import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { openPage } from './support/ready';

/** A real image of the given format, made here so the server's content checks see true bytes. */
const makeImage = (format: 'png' | 'jpeg', background: string) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><circle cx="320" cy="180" r="120" fill="#10b981"/></svg>',
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const HTML_AS_PNG = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');

const statValue = (page: Page, label: string) =>
  page.locator('p', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::p[1]');

const openTab = (page: Page, name: string) => page.getByRole('tab', { name }).click();

const card = (page: Page, name: string) => page.getByRole('article', { name });

async function screenshot(page: Page, tab: string) {
  await page.screenshot({ path: `/tmp/media-${tab}.png`, fullPage: true });
}

test('upload by click and by drop, gallery, optimise, batch, delete, and privacy', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [png, jpeg, dropped] = await Promise.all([
    makeImage('png', '#0e7490'),
    makeImage('jpeg', '#7c3aed'),
    makeImage('png', '#f59e0b'),
  ]);
  await openPage(page, '/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media Center' })).toBeVisible();
  await expect(
    page.getByText('JPEG, PNG, GIF, WebP, MP4, WebM, PDF. 10MB maximum each.'),
  ).toBeVisible();

  // By click: two real images, an SVG the browser refuses, and HTML sent as a PNG the server refuses.
  await page.getByLabel('Files to upload').setInputFiles([
    { name: 'harbour.png', mimeType: 'image/png', buffer: png },
    { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'vector.svg', mimeType: 'image/svg+xml', buffer: SVG_WITH_SCRIPT },
    { name: 'page.png', mimeType: 'image/png', buffer: HTML_AS_PNG },
  ]);
  const outcome = page.getByRole('status').filter({ hasText: 'uploaded' });
  await expect(outcome).toContainText('2 files uploaded, 2 refused:');
  const refused = page.getByRole('list', { name: 'Refused files' }).getByRole('listitem');
  await expect(refused).toHaveCount(2);
  await expect(refused.nth(0)).toHaveText(/^vector\.svg — Its type is not supported/);
  await expect(refused.nth(1)).toHaveText(/^page\.png — Its content is not a supported type/);
  // The bar reached 100 and reset at once: success was not true (one file was refused).
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  await expect(page.getByText('2 files', { exact: true })).toBeVisible();
  await screenshot(page, 'upload');

  // By drop: a DataTransfer built in the page, dropped on the upload area.
  const transfer = await page.evaluateHandle(
    (bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      return data;
    },
    [...dropped],
  );
  await page
    .getByRole('button', { name: /Click to choose files/ })
    .dispatchEvent('drop', { dataTransfer: transfer });
  await expect(outcome).toHaveText('1 file uploaded');
  // A full success: the bar shows 100, then resets a second later.
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  await expect(page.getByText('3 files', { exact: true })).toBeVisible();
  await expect(statValue(page, 'Images')).toHaveText('3');

  // The gallery shows each with its thumbnail, loaded from the server.
  await openTab(page, 'Gallery');
  for (const name of ['harbour.png', 'sunset.jpg', 'dropped.png']) {
    const thumbnail = card(page, name).getByRole('img', { name });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(card(page, 'harbour.png')).toContainText('KB');
  await expect(card(page, 'vector.svg')).toHaveCount(0);
  const download = card(page, 'harbour.png').getByRole('link', { name: 'Download harbour.png' });
  const original = await page.request.get((await download.getAttribute('href'))!);
  expect(original.status()).toBe(200);
  expect(original.headers()['content-disposition']).toMatch(/^attachment/);
  expect(Buffer.from(await original.body()).equals(png)).toBe(true);
  await screenshot(page, 'gallery');

  // Optimise one file: its WebP copy appears with its size.
  await openTab(page, 'Processing');
  const images = page.getByRole('region', { name: 'Image optimization' });
  await images.getByRole('button', { name: 'Optimize harbour.png' }).click();
  const copies = images.getByRole('list', { name: 'Copies of harbour.png' });
  await expect(copies).toContainText(/WebP\s*[\d.,]+ KB/);
  const webp = await page.request.get(
    (await copies.getByRole('link', { name: 'WebP' }).getAttribute('href'))!,
  );
  expect(webp.headers()['content-type']).toBe('image/webp');

  // A batch job runs to completion with its progress.
  const batch = page.getByRole('region', { name: 'Batch operations' });
  await batch.getByRole('button', { name: 'Optimize All Images' }).click();
  const progress = batch.getByRole('progressbar', { name: 'Optimize All Images progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  // Every image it took on is done (one already had its copy, which it may leave be).
  await expect(progress).toHaveAttribute('aria-valuetext', /^(\d) of \1 files?$/);
  await expect(batch.getByText(/^Done · (\d) of \1 files?/)).toBeVisible();
  await expect(images.getByRole('list', { name: 'Copies of sunset.jpg' })).toContainText('WebP');

  // Export Archive: a zip of the originals to download.
  await batch.getByRole('button', { name: 'Export Archive' }).click();
  const archiveLink = batch.getByRole('link', { name: 'Download archive' });
  const [archive] = await Promise.all([page.waitForEvent('download'), archiveLink.click()]);
  const entries = Object.keys(unzipSync(new Uint8Array(await readFile((await archive.path())!))));
  for (const name of ['harbour.png', 'sunset.jpg', 'dropped.png']) {
    expect(entries.some((entry) => entry.endsWith(name))).toBe(true);
  }
  await screenshot(page, 'processing');

  await openTab(page, 'Analytics');
  const rate = page.getByText('Optimization rate', { exact: true }).locator('..');
  await expect(rate).toContainText('100%');
  await expect(rate).toContainText('Target: 94%');
  await expect(statValue(page, 'Bandwidth Saved')).not.toHaveText('0 bytes');
  await screenshot(page, 'analytics');

  // A phone: every tab fits its width, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const tab of ['Upload', 'Gallery', 'Processing', 'Analytics']) {
    await openTab(page, tab);
    await expect
      .poll(() => page.getByRole('main').evaluate((main) => main.scrollWidth - main.clientWidth))
      .toBe(0);
  }
  await screenshot(page, 'phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Delete one file after the confirmation.
  await openTab(page, 'Gallery');
  await card(page, 'dropped.png').getByRole('button', { name: 'Delete dropped.png' }).click();
  await page
    .getByRole('dialog', { name: 'Delete dropped.png?' })
    .getByRole('button', { name: 'Delete file' })
    .click();
  await expect(card(page, 'dropped.png')).toHaveCount(0);
  await expect(page.getByText('2 files', { exact: true })).toBeVisible();
  await expect(statValue(page, 'Images')).toHaveText('2');

  // Another browser is another person: none of these files, and their addresses answer 404.
  const fileUrl = (await download.getAttribute('href'))!.replace('?download=1', '');
  const stranger = await browser.newContext({ baseURL });
  try {
    const other = await stranger.newPage();
    await openPage(other, '/media?tab=gallery');
    await expect(other.getByRole('heading', { name: 'No files uploaded yet' })).toBeVisible();
    expect((await other.request.get(fileUrl)).status()).toBe(404);
  } finally {
    await stranger.close();
  }
});
