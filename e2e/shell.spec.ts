import { openPage } from './support/ready';
import { expect, test, type Page } from '@playwright/test';

const navOrder = [
  ['App Builder', '/'],
  ['Categories', '/categories'],
  ['Casino', '/casino'],
  ['AI Dashboard', '/ai'],
  ['Media Center', '/media'],
  ['Web3 Hub', '/web3'],
] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the builder at / is full screen, with no sidebar or header', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Assistant' })).toBeVisible();
  await expect(page).toHaveTitle(/App Builder/);
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.getByText('Pro Plan')).toHaveCount(0);
});

test('the sidebar lists the six areas in order and highlights the current one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/casino');
  const links = mainNav(page).getByRole('link');
  await expect(links).toHaveText(navOrder.map(([name]) => name));
  for (const [index, [, path]] of navOrder.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', path);
  }
  await expect(links.nth(2)).toHaveAttribute('aria-current', 'page');
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Casino Game Laboratory/ }),
  ).toBeVisible();

  await links.nth(5).click();
  await expect(page).toHaveURL(/\/web3$/);
  await expect(links.nth(5)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Web3 Hub' })).toBeVisible();
  await expect(page.getByRole('button', { name: /MetaMask/ })).toBeVisible();
});

test('the header shows the plan badge and an avatar initial, the sidebar its static status', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/categories');
  await expect(page.getByText('Pro Plan')).toBeVisible();
  await expect(page.getByRole('img', { name: /user|signed in/i })).toHaveText(/^[A-Z]$/);
  const sidebar = page.locator('aside');
  await expect(sidebar.getByText('Active', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('20%')).toBeVisible();
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  const openMenu = async (page: Page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    return drawer;
  };

  test('the sidebar hides behind the menu button and closes three ways', async ({ page }) => {
    await openPage(page, '/media');
    await expect(mainNav(page)).toBeHidden();

    const drawer = await openMenu(page);
    await page.getByTestId('sidebar-overlay').click({ position: { x: 350, y: 400 } });
    await expect(drawer).toBeHidden();

    await openMenu(page);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    await openMenu(page);
    await drawer.getByRole('link', { name: 'AI Dashboard' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/ai$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'AI Development Dashboard' }),
    ).toBeVisible();

    await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('nothing scrolls sideways', async ({ page }) => {
    await openPage(page, '/categories');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('an unknown path shows Page Not Found inside the shell', async ({ page }) => {
  await openPage(page, '/no-such-area/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('every secondary route renders its own title', async ({ page }) => {
  const titles: Record<string, string> = {
    '/truth-report': 'Truth Report Dashboard',
    '/productivity': 'Developer Productivity Tracker',
    '/page-builder': 'Page Builder Dashboard',
    // /admin/dashboard needs a sign-in: e2e/admin.spec.ts covers it.
    '/admin/login': 'Admin Login',
  };
  for (const [path, title] of Object.entries(titles)) {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('the theme is forced to dark whatever was stored', async ({ page }) => {
  await openPage(page, '/categories');
  await page.evaluate(() => localStorage.setItem('ui-theme', 'light'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).not.toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');
});

test('the page runs under the security policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await openPage(page, '/categories');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
