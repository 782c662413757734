import { expect, type Page } from '@playwright/test';

/**
 * Opens a page inside the shell and waits until it is ready by the app's own signals: the
 * page's code has loaded (no "Loading page" placeholder) and its data has arrived (`<main>` is
 * no longer `aria-busy`).
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
}

/** A generation can queue behind other work on a busy machine: its own, longer ceiling. */
export const GENERATION_TIMEOUT_MS = 60_000;

/**
 * Opens the builder and waits until its project has loaded and its live socket is open (on a
 * fresh user it creates "My App").
 */
export async function openWorkspace(page: Page, url = '/') {
  await page.goto(url);
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText('My App');
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
}
