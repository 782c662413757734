import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { generatedProject } from './support/builder';
import { rowNamed } from './support/preview-frame';

/**
 * What a generated app computes and does with one tap, in both phones: a habit checked off today
 * raises its streak once, a second tap the same day cannot; shared costs say who owes whom; a
 * redeem lowers a balance and is refused when short; each lasts through a reload.
 */

const HABITS = 'a habit tracker where I check off habits each day and see my streaks';
const PHONES = [
  ['iOS', 'iOS Version preview'],
  ['Android', 'Material Design preview'],
] as const;

/** The phone of `title`, on the tab (iOS: a button in its tab bar) that lists `plural`. */
async function phoneOnTab(page: Page, platform: string, title: string, plural: string) {
  const phone = page.frameLocator(`iframe[title="${title}"]`);
  await phone
    .getByRole(platform === 'iOS' ? 'button' : 'tab', {
      name: new RegExp(`(^|[^A-Za-z])${plural}(, tab, \\d+ of \\d+)?$`),
    })
    .first()
    .click();
  return phone;
}

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
    const row = phone.getByRole('button', { name: rowNamed(habit) });
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
    const row = phone.getByRole('button', { name: rowNamed(habit) });
    await expect(row.getByText('Streak: 1 day · best 1')).toBeVisible();
    await expect(phone.getByRole('button', { name: `Done today: ${habit}` })).toBeDisabled();
  }
});

const ROOMMATES =
  'me and my 3 roommates need an app to log shared costs (groceries, internet, cleaning stuff) and see who owes whom';

async function addCostPaidBy(phone: FrameLocator, roommate: string, what: string, amount: string) {
  await phone.getByText(roommate, { exact: true }).filter({ visible: true }).first().click();
  await phone.getByRole('button', { name: 'Add Cost to this roommate' }).click();
  await phone.getByLabel('Name', { exact: true }).fill(what);
  await phone.getByLabel('Amount', { exact: true }).fill(amount);
  await phone
    .getByRole('button', { name: /^save\b/i })
    .first()
    .click();
  await expect(
    phone.getByText(what, { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await phone.getByRole('button', { name: /back/i }).filter({ visible: true }).first().click();
}

test('shared costs say who owes whom after two expenses, in both phones', async ({ page }) => {
  const project = await generatedProject(page.request, ROOMMATES);
  await page.goto(`/?projectId=${project.id}`);
  const roommates = async (platform: string, title: string) => {
    const phone = await phoneOnTab(page, platform, title, 'Roommates');
    const row = (name: string) => phone.getByRole('button', { name: rowNamed(name) });
    await expect(row('Sample roommate 1')).toBeVisible();
    return { phone, row };
  };
  for (const [platform, title] of PHONES) {
    const { phone, row } = await roommates(platform, title);

    await addCostPaidBy(phone, 'Sample roommate 1', 'Rent', '3000');
    await expect(row('Sample roommate 1').getByText(/^Shared costs: Is owed /)).toBeVisible();
    await expect(
      row('Sample roommate 2').getByText(/^Shared costs: Owes Sample roommate 1 /),
    ).toBeVisible();

    await addCostPaidBy(phone, 'Sample roommate 2', 'Deposit', '9000');
    await expect(row('Sample roommate 2').getByText(/^Shared costs: Is owed /)).toBeVisible();
    await expect(
      row('Sample roommate 3').getByText(/^Shared costs: Owes Sample roommate 2 /),
    ).toBeVisible();
  }

  await page.reload();
  for (const [platform, title] of PHONES) {
    const { row } = await roommates(platform, title);
    await expect(
      row('Sample roommate 3').getByText(/^Shared costs: Owes Sample roommate 2 /),
    ).toBeVisible();
  }
});

const STARS = 'kids earn stars for good behaviour and trade stars for treats';

test('a redeem lowers the balance and is refused when short, in both phones', async ({ page }) => {
  const project = await generatedProject(page.request, STARS);
  await page.goto(`/?projectId=${project.id}`);
  const openKid = async (phone: FrameLocator, kid: string) => {
    await phone.getByText(kid, { exact: true }).filter({ visible: true }).first().click();
    return phone.getByRole('button', { name: `Redeem stars: ${kid}` });
  };
  const stars = (phone: FrameLocator, count: number) =>
    phone.getByLabel(`Stars: ${count}`, { exact: true }).filter({ visible: true });
  const save = (phone: FrameLocator) =>
    phone
      .getByRole('button', { name: /^save\b/i })
      .filter({ visible: true })
      .first()
      .click();
  for (const [platform, title] of PHONES) {
    const phone = await phoneOnTab(page, platform, title, 'Kids');
    const kid = `Ada on ${platform}`;
    await phone.getByRole('button', { name: 'Add Kid' }).click();
    await phone.getByLabel('Name', { exact: true }).fill(kid);
    await save(phone);
    const redeem = await openKid(phone, kid);
    await expect(stars(phone, 0)).toBeVisible();

    await phone.getByRole('button', { name: 'Add Earning to this kid' }).click();
    await phone.getByLabel('Reason', { exact: true }).fill('Tidy room');
    await phone.getByLabel('Stars', { exact: true }).fill('10');
    await save(phone);
    await expect(stars(phone, 10)).toBeVisible();

    await redeem.click();
    await phone.getByLabel('Reward', { exact: true }).fill('Ice cream');
    await phone.getByLabel('Stars', { exact: true }).fill('4');
    await save(phone);
    await expect(stars(phone, 6)).toBeVisible();

    await redeem.click();
    await phone.getByLabel('Reward', { exact: true }).fill('Bike');
    await phone.getByLabel('Stars', { exact: true }).fill('20');
    await save(phone);
    await expect(phone.getByRole('alert')).toHaveText('Not enough stars: 6 left, this needs 20.');
    await phone.getByRole('button', { name: 'Cancel' }).filter({ visible: true }).first().click();
    await expect(stars(phone, 6)).toBeVisible();
  }

  await page.reload();
  for (const [platform, title] of PHONES) {
    const phone = await phoneOnTab(page, platform, title, 'Kids');
    await openKid(phone, `Ada on ${platform}`);
    await expect(stars(phone, 6)).toBeVisible();
  }
});

const RIDES =
  'log my bike rides with the distance in km and the date. show how many rides I have done this month and the total distance';

/** The number a summary line's accessible name ends with ("Bike rides this month: 3" → 3). */
async function figureOf(phone: FrameLocator, label: string) {
  const line = phone.getByLabel(new RegExp(`^${label}: `));
  await expect(line).toBeVisible();
  return Number.parseFloat((await line.getAttribute('aria-label'))!.slice(label.length + 2));
}

test('the summary above a list counts and totals every record added, in both phones', async ({
  page,
}) => {
  const project = await generatedProject(page.request, RIDES);
  await page.goto(`/?projectId=${project.id}`);
  for (const [platform, title] of PHONES) {
    const phone = page.frameLocator(`iframe[title="${title}"]`);
    const rides = await figureOf(phone, 'Bike rides this month');
    const distance = await figureOf(phone, 'Total distance this month');
    await phone.getByRole('button', { name: 'Add Bike Ride' }).click();
    await phone.getByLabel('Name', { exact: true }).fill(`Canal loop on ${platform}`);
    await phone.getByLabel('Distance', { exact: true }).fill('42');
    await phone
      .getByRole('button', { name: /^save\b/i })
      .first()
      .click();
    // Saved with no date, it is of today: this month's count and total take it in.
    await expect(phone.getByLabel(`Bike rides this month: ${String(rides + 1)}`)).toBeVisible();
    await expect(
      phone.getByLabel(new RegExp(`^Total distance this month: ${String(distance + 42)}\\b`)),
    ).toBeVisible();
  }
});
