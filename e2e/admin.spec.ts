import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/ready';

// playwright.config.ts starts the server with this account (ADMIN_EMAIL / ADMIN_PASSWORD).
const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'e2e-admin-password';

const shownToast = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

async function signIn(page: Page, password = ADMIN_PASSWORD) {
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The first row offering the button: actions change the shared database, so no fixed row. */
async function firstRowOffering(page: Page, action: string) {
  const button = page.getByRole('button', { name: new RegExp(`^${action} `) }).first();
  await expect(button).toBeVisible();
  const label = (await button.getAttribute('aria-label')) ?? '';
  return { button, target: label.slice(action.length + 1) };
}

test('the dashboard needs a sign-in; a wrong password shows the server message', async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  // Credentials come from the environment here, so there is no generated account to hint at.
  await expect(page.getByRole('complementary', { name: 'Demo credentials' })).toHaveCount(0);

  await signIn(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an admin signs in, blocks, reminds and assigns, sees it in the activity, and logs out', async ({
  page,
}) => {
  await openPage(page, '/admin/login');
  await signIn(page);
  await expect(shownToast(page)).toContainText('Login Successful');
  await expect(shownToast(page)).toContainText('Welcome back, Admin User!');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Admin User', { exact: true })).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(page.getByText('Monthly Revenue')).toBeVisible();

  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const remind = await firstRowOffering(page, 'Remind');
  await remind.button.click();
  await expect(shownToast(page)).toContainText('Reminder Sent');

  const block = await firstRowOffering(page, 'Block');
  await block.button.click();
  await expect(shownToast(page)).toContainText('Subscription Blocked');
  await expect(shownToast(page)).toContainText(
    'User access has been restricted due to payment issues.',
  );
  const blockedRow = page.getByRole('row').filter({ hasText: block.target });
  await expect(blockedRow.getByRole('button', { name: /^Unblock / })).toBeVisible();
  await expect(blockedRow.getByText('Blocked', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Support' }).click();
  const assign = await firstRowOffering(page, 'Assign');
  const subject = assign.target.replace(/^“(.*)” to me$/, '$1');
  await assign.button.click();
  await expect(shownToast(page)).toContainText('Ticket Assigned');
  const assignedRow = page.getByRole('row').filter({ hasText: subject });
  await expect(assignedRow.getByRole('button', { name: /^Assign / })).toHaveCount(0);
  await expect(assignedRow.getByText('Admin User', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Overview' }).click();
  const activity = page.getByRole('list', { name: 'Recent activity' });
  await expect(activity).toContainText(`Blocked the subscription of ${block.target}`);
  await expect(activity).toContainText(`Sent a payment reminder to ${remind.target}`);
  await expect(activity).toContainText(subject);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  const stored = await page.evaluate(() => [
    localStorage.getItem('admin_token'),
    localStorage.getItem('admin_user'),
  ]);
  expect(stored).toEqual([null, null]);
});
