import { expect, test, type FrameLocator } from '@playwright/test';
import { generatedProject } from './support/builder';

/**
 * What a generated app computes and does with one tap, in both phones: a habit checked off today
 * raises its streak once, a second tap the same day cannot, and both last through a reload.
 */

const HABITS = 'a habit tracker where I check off habits each day and see my streaks';
const PHONES = [
  ['iOS', 'iOS Version preview'],
  ['Android', 'Material Design preview'],
] as const;

async function addHabit(phone: FrameLocator, name: string) {
  await phone.getByRole('button', { name: 'Add Habit' }).click();
  await phone.getByLabel('Name', { exact: true }).fill(name);
  await phone
    .getByRole('button', { name: /^save\b/i })
    .first()
    .click();
  await expect(phone.getByText(name, { exact: true }).first()).toBeVisible();
}

test('checking a habit off raises its streak from 0 to 1, once a day, in both phones', async ({
  page,
}) => {
  const project = await generatedProject(page.request, HABITS);
  await page.goto(`/?projectId=${project.id}`);
  for (const [platform, title] of PHONES) {
    const phone = page.frameLocator(`iframe[title="${title}"]`);
    const habit = `Stretch on ${platform}`;
    await addHabit(phone, habit);
    const row = phone.getByRole('button', { name: habit, exact: true });
    await expect(row.getByText('Streak: 0 days · best 0')).toBeVisible();

    await phone.getByRole('button', { name: `Check off today: ${habit}` }).click();
    const done = phone.getByRole('button', { name: `Done today: ${habit}` });
    await expect(done).toBeDisabled();
    await expect(row.getByText('Streak: 1 day · best 1')).toBeVisible();
    // A second tap the same day adds nothing.
    await done.click({ force: true });
    await expect(row.getByText('Streak: 1 day · best 1')).toBeVisible();
  }

  await page.reload();
  for (const [platform, title] of PHONES) {
    const phone = page.frameLocator(`iframe[title="${title}"]`);
    const habit = `Stretch on ${platform}`;
    const row = phone.getByRole('button', { name: habit, exact: true });
    await expect(row.getByText('Streak: 1 day · best 1')).toBeVisible();
    await expect(phone.getByRole('button', { name: `Done today: ${habit}` })).toBeDisabled();
  }
});
