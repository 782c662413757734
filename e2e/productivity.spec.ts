import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/ready';

const openTab = (page: Page, name: string) => page.getByRole('tab', { name }).click();

/** Nothing in the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const main = page.getByRole('main');
  expect(await main.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
}

test('your profile: the cards, a coding session timed and ended with its XP', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1600 });
  await openPage(page, '/productivity');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Developer Productivity Tracker' }),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText(/^Level \d+$/)).toBeVisible();
  await expect(summary.getByRole('progressbar', { name: /^XP toward level \d+$/ })).toBeVisible();
  await expect(summary.getByText(/ XP to level \d+$/)).toBeVisible();
  await expect(summary.getByText(/% success rate$/)).toBeVisible();

  const session = page.getByRole('region', { name: 'Coding session' });
  await session.getByRole('button', { name: 'Start Session' }).click();
  const timer = session.getByRole('timer', { name: /^Coding session time: / });
  await expect(timer).toHaveText(/^\d{2}:\d{2}$/);
  // It ticks: the time shown changes while the session runs.
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown!);

  await session.getByRole('button', { name: 'End Session' }).click();
  await expect(session.getByRole('status')).toHaveText(
    /^Session ended after \d{2}:\d{2}: \+\d+ XP earned\.$/,
  );
  await expect(session.getByRole('timer')).toHaveCount(0);
  await expect(session.getByRole('button', { name: 'Start Session' })).toBeVisible();
  await page.screenshot({ path: '/tmp/productivity-you.png', fullPage: true });
});

test('the demo profile is read-only and has achievements', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1600 });
  await openPage(page, '/productivity');
  await page.getByRole('radio', { name: 'Demo profile' }).click();
  await expect(page.getByRole('note')).toContainText('sample data generated from a seeded history');
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  const session = page.getByRole('region', { name: 'Coding session' });
  await expect(session.getByText(/The demo profile is read-only/)).toBeVisible();
  await expect(session.getByRole('button')).toHaveCount(0);

  await openTab(page, 'Achievements');
  const achievements = page.getByRole('list', { name: 'Achievements' });
  await expect(achievements.getByRole('article').first()).toBeVisible();
  await expect(achievements.getByText(/^Unlocked /).first()).toBeVisible();
  await page.getByRole('radio', { name: 'Consistency' }).click();
  await expect(page.getByText(/^\d+ of \d+ achievements$/)).toBeVisible();

  await openTab(page, 'Statistics');
  await expect(page.getByRole('list', { name: 'How XP is earned' })).toBeVisible();
  await page.screenshot({ path: '/tmp/productivity-demo.png', fullPage: true });
});

test('the leaderboard shows the demo user and you, and your display name can be changed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1600 });
  await openPage(page, '/productivity?tab=leaderboard');
  const demo = await page.request.get('/api/productivity/profile/demo-user');
  expect(demo.status()).toBe(200);
  const demoName = ((await demo.json()) as { profile: { displayName: string } }).profile
    .displayName;

  const table = page.getByRole('table', { name: 'Leaderboard' });
  await expect(table.getByRole('row').filter({ hasText: demoName })).toHaveCount(1);
  const you = table.locator('tr[aria-current="true"]');
  await expect(you).toHaveCount(1);
  await expect(you.getByText('You', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit display name' }).click();
  const form = page.getByRole('form', { name: 'Display name' });
  await form.getByLabel('Display name').fill('   ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('A display name needs at least one character.');

  const name = `E2E Tester ${Date.now().toString(36)}`;
  await form.getByLabel('Display name').fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(you).toContainText(name);
  await expect(page.getByText(`Your name: ${name}`)).toBeVisible();

  // A phone: every tab and the leaderboard fit without a sideways scroll.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/productivity-phone-leaderboard.png', fullPage: true });
  for (const tab of ['Overview', 'Achievements', 'Progress', 'Statistics']) {
    await openTab(page, tab);
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectNoSidewaysScroll(page);
  }
  await page.screenshot({ path: '/tmp/productivity-phone.png', fullPage: true });
});
