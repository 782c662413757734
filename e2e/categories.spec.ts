import { openPage } from './support/ready';
import { expect, test } from '@playwright/test';

test('filters by search, platform and difficulty, keeps them in the URL and clears them', async ({
  page,
}) => {
  await openPage(page, '/categories');
  await expect(page.getByRole('heading', { name: 'Universal App Builder' })).toBeVisible();
  await expect(page.getByText('Showing 28 of 28 categories')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveCount(
    28,
  );

  await page.getByRole('searchbox', { name: 'Search categories' }).fill('games');
  await expect(page.getByText('Showing 6 of 28 categories')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search categories' }).fill('');

  await page.getByRole('combobox', { name: 'Difficulty' }).click();
  await page.getByRole('option', { name: 'Beginner' }).click();
  await expect(page.getByText('Showing 9 of 28 categories')).toBeVisible();

  await page.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'iOS Only' }).click();
  // No beginner category is Android only.
  await expect(page.getByText('Showing 9 of 28 categories')).toBeVisible();
  await page.getByRole('combobox', { name: 'Difficulty' }).click();
  await page.getByRole('option', { name: 'All Difficulties' }).click();
  await expect(page.getByText('Showing 26 of 28 categories')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dating', exact: true })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Difficulty' }).click();
  await page.getByRole('option', { name: 'Advanced' }).click();
  // Eight advanced categories, less Dating (Android only).
  await expect(page.getByText('Showing 7 of 28 categories')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveCount(7);
  await expect(page).toHaveURL(/platform=ios/);
  await expect(page).toHaveURL(/difficulty=advanced/);

  await page.reload();
  await expect(page.getByText('Showing 7 of 28 categories')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Platform' })).toHaveText('iOS Only');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByText('Showing 28 of 28 categories')).toBeVisible();
  await expect(page).toHaveURL(/\/categories$/);
});

test('a category opens its modal; Start Building opens the builder with that project and prompt', async ({
  page,
}) => {
  await openPage(page, '/categories');
  await page.getByRole('button', { name: 'Food & Drink', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Food & Drink/ });
  await expect(dialog).toContainText('Recipes');
  await expect(dialog).toContainText('Paprika');
  await expect(dialog).toContainText('27 templates');
  await expect(dialog.getByText('iOS', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'View Templates' }).click();
  await expect(dialog.getByRole('region', { name: 'Template ideas' })).toContainText(
    'weekly meal planner',
  );

  await dialog.getByRole('button', { name: 'Start Building' }).click();
  await expect(page).toHaveURL(/\/\?projectId=[0-9a-f-]{36}&prompt=/);
  const url = new URL(page.url());
  const prompt = 'Build a recipe app with ingredients, steps, cooking time and servings';
  expect(url.searchParams.get('prompt')).toBe(prompt);
  const response = await page.request.get(`/api/projects/${url.searchParams.get('projectId')}`);
  expect(response.ok()).toBe(true);
  const project = (await response.json()) as {
    name: string;
    config: { platform: string; features: string[] };
  };
  expect(project).toMatchObject({
    name: 'Food & Drink App',
    config: {
      appName: 'Food & Drink App',
      platform: 'both',
      features: ['Recipes', 'Meal planning', 'Restaurants', 'Wine and coffee'],
    },
  });
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText('Food & Drink App');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(prompt);
});

test('Build App on an Android-only category seeds an Android project', async ({ page }) => {
  await openPage(page, '/categories?q=dating');
  await page.getByRole('button', { name: 'Build App: Dating' }).click();
  await expect(page).toHaveURL(/projectId=/);
  const id = new URL(page.url()).searchParams.get('projectId');
  const project = (await (await page.request.get(`/api/projects/${id}`)).json()) as {
    config: { platform: string };
  };
  expect(project.config.platform).toBe('android');
});

test('the popular-app modal shows the facts; Build Similar App starts from its features', async ({
  page,
}) => {
  await openPage(page, '/categories');
  await page.getByRole('button', { name: 'Most Popular Apps' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(8);
  await expect(menu.getByRole('menuitem').first()).toContainText('YouTube');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Health & Fitness' }).first().click();
  await page.getByRole('menuitem', { name: /Strava/ }).click();
  const dialog = page.getByRole('dialog', { name: /Strava/ });
  for (const fact of [
    'Downloads',
    '50M+',
    'out of 5',
    '2009',
    'Strava, Inc.',
    'Freemium',
    'GPS activity tracking',
  ]) {
    await expect(dialog).toContainText(fact);
  }
  await dialog.getByRole('button', { name: 'Build Similar App' }).click();
  const prompt =
    'Build an app like Strava to log my runs with distance in km, time, pace and how I felt, with stats';
  await expect(page).toHaveURL(/\/\?projectId=[0-9a-f-]{36}&prompt=/);
  expect(new URL(page.url()).searchParams.get('prompt')).toBe(prompt);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(prompt);
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText('Strava-style App');
});

test('each group tile counts what its dropdown lists', async ({ page }) => {
  await openPage(page, '/categories');
  const tiles = page.getByRole('list', { name: 'Popular apps per group' });
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Most Popular Apps' })).toContainText(
    '8',
  );
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Gaming Apps' })).toContainText('4');
  await page.getByRole('button', { name: 'Gaming Apps' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(4);
});

test('a failed project creation shows the error toast and stays on the page', async ({ page }) => {
  await page.route('**/api/projects', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: 'internal', message: 'Database unavailable' } })
      : route.continue(),
  );
  await openPage(page, '/categories');
  await page.getByRole('button', { name: 'Build App: Books' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText('Error', { exact: true })).toBeVisible();
  await expect(toast.getByText('Failed to create project', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('button', { name: 'Build App: Books' })).toBeEnabled();
});
