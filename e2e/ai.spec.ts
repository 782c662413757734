import { expect, test } from '@playwright/test';
import { GENERATION_TIMEOUT_MS, openPage } from './support/ready';

const UNUSED_VARIABLE = `export function total(prices: number[]): number {
  const unused = 1;
  return prices.reduce((sum, price) => sum + price, 0);
}
`;

test('code, UI and analysis requests answer and land in the history, newest first, until cleared', async ({
  page,
}) => {
  await openPage(page, '/ai');
  await expect(page.getByRole('heading', { name: 'AI Development Dashboard' })).toBeVisible();
  await expect(page.getByText(/^\d+ active agents?$/)).toBeVisible();

  await test.step('Code Generation: a suggestion in Python', async () => {
    const generate = page.getByRole('button', { name: 'Generate Code' });
    await expect(generate).toBeDisabled();
    await page
      .getByRole('button', { name: 'A data model for a recipe with name, servings and cook time' })
      .click();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Python' }).click();
    await generate.click();
    const code = page.getByRole('region', {
      name: 'Contents of data_model_recipe_name_servings.py',
    });
    await expect(code).toContainText('Recipe', { timeout: GENERATION_TIMEOUT_MS });
    await expect(
      page.getByRole('button', { name: 'Download data_model_recipe_name_servings.py' }),
    ).toBeVisible();
  });

  await test.step('UI Generation: the description is cleared after the answer', async () => {
    await page.getByRole('tab', { name: 'UI Generation' }).click();
    await page.getByRole('combobox', { name: 'Target platform' }).click();
    await page.getByRole('option', { name: 'iOS (SwiftUI)' }).click();
    const description = page.getByLabel('Description');
    await description.fill('A profile card with avatar, name, bio and a Follow button');
    await page.getByRole('button', { name: 'Generate UI' }).click();
    await expect(page.getByRole('region', { name: /^Contents of .+\.swift$/ }).first()).toBeVisible(
      {
        timeout: GENERATION_TIMEOUT_MS,
      },
    );
    await expect(description).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Generate UI' })).toBeDisabled();
  });

  await test.step('Analysis: Find Issues points at the unused variable', async () => {
    await page.getByRole('tab', { name: 'Analysis' }).click();
    await page.getByLabel('Code', { exact: true }).fill(UNUSED_VARIABLE);
    await page.getByRole('button', { name: 'Find Issues' }).click();
    const finding = page
      .getByRole('list', { name: 'Findings' })
      .getByRole('listitem')
      .filter({ hasText: 'unused' })
      .first();
    await expect(finding).toContainText(/Line 2:\d+/, { timeout: GENERATION_TIMEOUT_MS });
  });

  await test.step('History: the three requests, newest first, then Clear Chat History', async () => {
    await page.getByRole('tab', { name: 'History' }).click();
    const entries = page.getByRole('list', { name: 'Chat history' }).getByRole('listitem');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('Analysis');
    await expect(entries.nth(1)).toContainText('UI Generation');
    await expect(entries.nth(1)).toContainText('A profile card with avatar');
    await expect(entries.nth(2)).toContainText('Code Generation');
    await expect(entries.nth(2)).toContainText(
      'You asked:A data model for a recipe with name, servings and cook time',
    );
    await expect(entries.nth(2)).toContainText('AI Response:');

    await page.getByRole('button', { name: 'Clear Chat History' }).click();
    await expect(
      page.getByText('No chat history yet. Start by generating some code!'),
    ).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(
      page.getByText('No chat history yet. Start by generating some code!'),
    ).toBeVisible();
  });
});

test('the page fits a 375 px screen: only code blocks scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, '/ai');
  for (const tab of ['Code Generation', 'UI Generation', 'Analysis', 'History']) {
    await page.getByRole('tab', { name: tab }).click();
    const overflow = await page
      .getByRole('main')
      .evaluate((main) => main.scrollWidth - main.clientWidth);
    expect(overflow, tab).toBeLessThanOrEqual(0);
  }
});
