import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { generate, messageInput, workspaceTab } from './support/builder';
import { GENERATION_TIMEOUT_MS, openWorkspace } from './support/ready';

const send = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });

test('the first visit creates "My App" and says so', async ({ page }) => {
  await openWorkspace(page);
  await expect(page.getByText('Project created', { exact: true })).toBeVisible();
  await expect(page.getByText('Your new project is ready!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What would you like to build?' })).toBeVisible();
  // Both phones show the sample list under the default name until there is code.
  await expect(
    page.getByRole('group', { name: 'iOS Version phone' }).getByText('Your App', { exact: true }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: 'Material Design phone' })
      .getByRole('list', { name: 'Sample tasks' }),
  ).toBeVisible();
});

test('the app in each phone responds to taps where they are drawn: a record added there shows in its list', async ({
  page,
}) => {
  await openWorkspace(page);
  await generate(page, 'Build a task manager app');
  for (const title of ['iOS Version preview', 'Material Design preview']) {
    const phone = page.frameLocator(`iframe[title="${title}"]`);
    await phone.getByRole('button', { name: 'Add Task' }).click();
    await phone
      .getByLabel(/^Title/)
      .first()
      .fill(`Call the plumber from ${title}`);
    await phone.getByRole('button', { name: /^Save/ }).click();
    await expect(phone.getByText(`Call the plumber from ${title}`)).toBeVisible();
  }
});

test('a suggestion chip fills the input; Send is disabled while it is empty', async ({ page }) => {
  await openWorkspace(page);
  await expect(messageInput(page)).toHaveAttribute(
    'placeholder',
    'Describe your app or ask for modifications...',
  );
  await expect(send(page)).toBeDisabled();
  await messageInput(page).fill('   ');
  await expect(send(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Create a weather app' }).click();
  await expect(messageInput(page)).toHaveValue('Create a weather app');
  await expect(send(page)).toBeEnabled();
});

test('Shift+Enter adds a line and Enter sends; the app appears in both phones', async ({
  page,
}) => {
  await openWorkspace(page);
  await messageInput(page).fill('Build a task manager app');
  await messageInput(page).press('Shift+Enter');
  await expect(messageInput(page)).toHaveValue('Build a task manager app\n');
  await expect(page.getByRole('list', { name: 'Messages' })).toHaveCount(0);
  await messageInput(page).press('Enter');
  await expect(messageInput(page)).toHaveValue('');
  await expect(
    page
      .getByRole('list', { name: 'Messages' })
      .getByText('Build a task manager app', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Features' }).getByText(/^Tasks: list, details and a form/),
  ).toBeVisible({ timeout: GENERATION_TIMEOUT_MS });

  const ios = page.frameLocator('iframe[title="iOS Version preview"]');
  const android = page.frameLocator('iframe[title="Material Design preview"]');
  await expect(ios.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  await expect(android.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toHaveCount(2);
  const platforms = await Promise.all(
    ['iOS Version preview', 'Material Design preview'].map(async (title) =>
      (await page.locator(`iframe[title="${title}"]`).elementHandle())!
        .contentFrame()
        .then((frame) =>
          frame!.evaluate(
            () =>
              (
                globalThis as unknown as {
                  __appforgeModules: Record<string, { Platform: { OS: string } }>;
                }
              ).__appforgeModules['react-native']!.Platform.OS,
          ),
        ),
    ),
  );
  expect(platforms).toEqual(['ios', 'android']);

  // Each QR code is of its own phone's preview; the console shows what the preview printed; a
  // runtime error becomes a badge whose "Fix issue" puts the request in the input.
  const material = page.getByRole('region', { name: 'Material Design', exact: true });
  await expect(
    material.getByRole('img', { name: 'QR code of the live preview address' }),
  ).toHaveAttribute('src', /qr\.svg\?platform=android$/);
  const androidFrame = (await page
    .locator('iframe[title="Material Design preview"]')
    .elementHandle())!;
  await (await androidFrame.contentFrame())!.evaluate(() => {
    console.log('hello from the preview');
    setTimeout(() => {
      throw new Error('Crashed on purpose');
    });
  });
  await expect(material.getByRole('log', { name: 'Preview console' })).toContainText(
    'hello from the preview',
  );
  const problem = material.getByRole('alert');
  await expect(problem).toContainText('Runtime error');
  await expect(problem).toContainText('Crashed on purpose');
  await problem.getByRole('button', { name: 'Fix issue' }).click();
  await expect(messageInput(page)).toHaveValue(/^Fix issue: .*Crashed on purpose/);
  await expect(messageInput(page)).toBeFocused();
});

test('Export Code refuses before there is code, then downloads <app name>-code.md', async ({
  page,
}) => {
  await openWorkspace(page);
  await page.getByRole('button', { name: 'Export Code' }).click();
  await expect(page.getByText('No code to export', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Generate some code first by chatting with the AI.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download .zip' })).toBeDisabled();

  await generate(page, 'Build a task manager app');
  // "My App" took the generated app's name with the first version.
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText('Task Manager');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Code' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('task-manager-code.md');
  const markdown = await readFile((await download.path())!, 'utf8');
  expect(markdown).toMatch(/^# Task Manager\n\nAI-generated mobile application\n/);
  expect(markdown).toContain('## Frontend Files');
  expect(markdown).toContain('## Backend Files');
  expect(markdown).toContain('### App.tsx');
  await expect(
    page.getByText('Your code has been downloaded successfully.', { exact: true }),
  ).toBeVisible();

  const zip = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download .zip' }).click();
  expect((await zip).suggestedFilename()).toMatch(/\.zip$/);
});

test('Save Project only says it saved', async ({ page }) => {
  await openWorkspace(page);
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(
    page.getByText('Your project has been saved successfully.', { exact: true }),
  ).toBeVisible();
});

test('the tab strip has the 26 tabs in order, placeholders and the autonomous status', async ({
  page,
}) => {
  await openWorkspace(page);
  // The working tabs stay in the strip; the 19 placeholders sit behind "More", in spec order.
  const tabs = page.getByRole('tablist', { name: 'Workspace' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'Chat',
    'Database',
    'Queue',
    'Autonomous',
    'Affiliate',
    'Code',
    'Design',
  ]);
  await workspaceTab(page, 'Design').click();
  await expect(page.getByText('Design tools coming soon')).toBeVisible();
  await page.getByRole('button', { name: 'More tabs' }).click();
  const placeholders = page.getByRole('menu').getByRole('menuitemradio');
  await expect(placeholders).toHaveCount(19);
  await expect(placeholders.first()).toHaveText('Console');
  await expect(placeholders.nth(8)).toHaveText('Settings');
  await expect(placeholders.last()).toHaveText('Networking');
  await page.getByRole('menuitemradio', { name: 'Secrets' }).click();
  await expect(page.getByText('Secrets coming soon')).toBeVisible();

  await workspaceTab(page, 'Autonomous').click();
  await expect(page.getByText('Setup status')).toBeVisible();
  await expect(page.getByText('Complete', { exact: true })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('unlimited', { exact: true })).toBeVisible();
  // Secret names with underscores shown as spaces.
  await expect(page.getByText('SESSION SECRET', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Capabilities' }).getByRole('listitem')).toHaveText([
    /^Websites/,
    /^Mobile apps/,
    /^Desktop apps/,
    /^Tools/,
    /^APIs/,
  ]);

  await workspaceTab(page, 'Queue').click();
  await expect(page.getByText('No requests in queue')).toBeVisible();
  await workspaceTab(page, 'Affiliate').click();
  await expect(page.getByText('Sample data', { exact: true })).toBeVisible();
  await expect(page.getByText('$70.00 of $500.00', { exact: true })).toBeVisible();
});

test('nothing scrolls sideways on a 375 px wide phone, and Preview swaps the chat for the phones', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openWorkspace(page);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBe(0);
  await expect(page.getByRole('group', { name: 'iOS Version phone' })).toBeHidden();
  const tabs = {
    Database: 'Describe your app in the chat: its record types appear here.',
    Queue: 'No requests in queue',
    Autonomous: 'Setup status',
    Affiliate: 'Sample data',
    Code: 'No code generated yet',
  };
  for (const [name, text] of Object.entries(tabs)) {
    await workspaceTab(page, name).click();
    await expect(
      page.getByRole('tabpanel', { name, exact: true }).getByText(text, { exact: true }),
    ).toBeVisible();
    expect(await overflow(), name).toBe(0);
  }
  await page.getByRole('radio', { name: 'Preview', exact: true }).click();
  const phone = page.getByRole('group', { name: 'iOS Version phone' });
  await expect(phone).toBeVisible();
  expect(await phone.boundingBox()).toMatchObject({ width: 256, height: 500 });
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeHidden();
  expect(await overflow()).toBe(0);
});
