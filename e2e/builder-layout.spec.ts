import { expect, test, type Locator, type Page } from '@playwright/test';
import { messageInput, workspaceTab } from './support/builder';
import { openWorkspace } from './support/ready';

const WORKING_TABS = ['Chat', 'Database', 'Queue', 'Autonomous', 'Affiliate', 'Code', 'Design'];

const phoneFrames = (page: Page) => [
  page.getByRole('group', { name: 'iOS Version phone' }),
  page.getByRole('group', { name: 'Material Design phone' }),
];
const shownToast = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

/** Whether two boxes share any area; touching edges do not count. */
async function overlap(first: Locator, second: Locator) {
  const [a, b] = [await box(first), await box(second)];
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every working tab is in view and opens with a click or the arrow keys, without scrolling', async ({
    page,
  }) => {
    await openWorkspace(page);
    const strip = page.getByRole('tablist', { name: 'Workspace' });
    await expect(strip.getByRole('tab')).toHaveText(WORKING_TABS);
    expect(await strip.evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
    for (const name of WORKING_TABS) {
      await expect(workspaceTab(page, name)).toBeInViewport({ ratio: 1 });
    }
    for (const name of WORKING_TABS.slice(1)) {
      await workspaceTab(page, name).click();
      await expect(workspaceTab(page, name)).toHaveAttribute('aria-selected', 'true');
    }

    await workspaceTab(page, 'Design').press('ArrowRight');
    await expect(workspaceTab(page, 'Chat')).toBeFocused();
    await expect(workspaceTab(page, 'Chat')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(workspaceTab(page, 'Database')).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByText('Describe your app in the chat: its record types appear here.'),
    ).toBeVisible();
  });

  test('a tab opened from "More" shows in the strip, selected and focused, in its spec place', async ({
    page,
  }) => {
    await openWorkspace(page);
    await page.getByRole('button', { name: 'More tabs' }).click();
    await page.getByRole('menuitemradio', { name: 'Secrets' }).click();
    const secrets = workspaceTab(page, 'Secrets');
    await expect(secrets).toBeFocused();
    await expect(secrets).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tablist', { name: 'Workspace' }).getByRole('tab')).toHaveText([
      'Chat',
      'Database',
      'Secrets',
      ...WORKING_TABS.slice(2),
    ]);
    await expect(
      page.getByRole('tabpanel', { name: 'Secrets' }).getByText('Secrets coming soon'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'More tabs' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Secrets' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('Escape');
    await workspaceTab(page, 'Code').click();
    await expect(secrets).toHaveCount(0);
  });

  test('a toast closes by itself and covers neither phone nor the header buttons', async ({
    page,
  }) => {
    await openWorkspace(page);
    await expect(shownToast(page)).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Save Project' }).click();
    const toast = shownToast(page);
    await expect(toast).toContainText('Your project has been saved successfully.');
    for (const covered of [
      ...phoneFrames(page),
      page.getByRole('button', { name: 'Save Project' }),
      page.getByRole('button', { name: 'Export Code' }),
      page.getByRole('button', { name: 'Download .zip' }),
      messageInput(page),
      page.getByRole('button', { name: 'Send', exact: true }),
    ]) {
      expect(await overlap(toast, covered), `the toast covers ${covered}`).toBe(false);
    }
    // It closes after 5 s (the pointer rests on Save Project, not on the toast).
    await expect(toast).toHaveCount(0, { timeout: 15_000 });
  });
});

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header is one row and the workspace opens on the chat, with its input in view', async ({
    page,
  }) => {
    await openWorkspace(page);
    const header = page.getByRole('banner');
    const rowItems = [
      page.getByRole('link', { name: 'Appforge: browse all areas' }),
      page.getByRole('combobox', { name: 'Project' }),
      page.getByRole('button', { name: 'New project' }),
      page.getByText('Connected', { exact: true }),
      page.getByRole('button', { name: 'Project actions' }),
    ];
    const headerBox = await box(header);
    for (const item of rowItems) {
      const { y, height } = await box(item);
      expect(y + height / 2, `${item} sits in the header's one row`).toBeCloseTo(
        headerBox.y + headerBox.height / 2,
        -1,
      );
    }
    expect(headerBox.height).toBeLessThan(64);

    const view = page.getByRole('radiogroup', { name: 'Show' });
    await expect(view.getByRole('radio', { name: 'Chat' })).toBeChecked();
    await expect(view).toBeInViewport({ ratio: 1 });
    await expect(messageInput(page)).toBeInViewport({ ratio: 1 });
    for (const phone of phoneFrames(page)) await expect(phone).toBeHidden();
    for (const name of WORKING_TABS) {
      await expect(workspaceTab(page, name)).toBeInViewport({ ratio: 1 });
    }
  });

  test('Preview shows the phones in view; a toast then covers neither, and Chat comes back', async ({
    page,
  }) => {
    await openWorkspace(page);
    const view = page.getByRole('radiogroup', { name: 'Show' });
    await view.getByRole('radio', { name: 'Preview' }).click();
    await expect(view.getByRole('radio', { name: 'Preview' })).toBeChecked();
    const [ios, android] = phoneFrames(page);
    await expect(ios!).toBeInViewport({ ratio: 1 });
    await expect(android!).toBeVisible();
    await expect(messageInput(page)).toBeHidden();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);

    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Save Project' }).click();
    const toast = shownToast(page);
    await expect(toast).toContainText('Your project has been saved successfully.');
    expect(await overlap(toast, ios!)).toBe(false);
    expect(await overlap(toast, page.getByRole('banner'))).toBe(false);

    await view.getByRole('radio', { name: 'Chat' }).click();
    await expect(messageInput(page)).toBeInViewport({ ratio: 1 });
    await expect(ios!).toBeHidden();
  });
});
