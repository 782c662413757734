import { expect, test, type FrameLocator, type Locator } from '@playwright/test';
import { generatedProject } from './support/builder';

const spaced = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/** Where a locator's box starts and ends across its frame, as fractions of the frame's width. */
async function across(element: Locator, frame: Locator) {
  const [box, screen] = await Promise.all([element.boundingBox(), frame.boundingBox()]);
  if (!box || !screen) throw new Error('Not laid out.');
  return {
    left: (box.x - screen.x) / screen.width,
    right: (box.x + box.width - screen.x) / screen.width,
  };
}

test('React Navigation in the preview: Android back returns a screen; iOS and Material look their own', async ({
  page,
}, testInfo) => {
  const project = await generatedProject(
    page.request,
    'a book club app to track the books we read',
  );
  const [entity] = project.appSpec!.entities;
  const list = spaced(entity!.pluralName);
  const sample = `Sample ${spaced(entity!.name).toLowerCase()} 1`;
  const frames = {
    ios: page.locator('iframe[title="iOS Version preview"]'),
    android: page.locator('iframe[title="Material Design preview"]'),
  };
  const phones: Record<keyof typeof frames, FrameLocator> = {
    ios: page.frameLocator('iframe[title="iOS Version preview"]'),
    android: page.frameLocator('iframe[title="Material Design preview"]'),
  };
  await page.goto(`/?projectId=${project.id}`);
  for (const phone of Object.values(phones))
    await expect(phone.getByText(sample, { exact: true }).first()).toBeVisible();

  // Android's system back button (drawn under the Android frame) goes back one screen.
  const android = phones.android;
  await android.getByRole('button', { name: sample }).first().click();
  await expect(android.getByRole('button', { name: `Edit ${spaced(entity!.name)}` })).toBeVisible();
  await page.getByRole('button', { name: 'Back (Android system button)' }).click();
  await expect(android.getByRole('heading', { name: list })).toBeVisible();
  await expect(android.getByRole('button', { name: `Edit ${spaced(entity!.name)}` })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: 'Back (Android system button)' })).toHaveCount(1);

  // iOS centres the title and adds with a full-width button; Material aligns the title left and
  // adds with a floating action button at the bottom right.
  const add = `Add ${spaced(entity!.name)}`;
  const iosTitle = await across(phones.ios.getByRole('heading', { name: list }), frames.ios);
  const androidTitle = await across(android.getByRole('heading', { name: list }), frames.android);
  expect(Math.abs((iosTitle.left + iosTitle.right) / 2 - 0.5)).toBeLessThan(0.08);
  expect(androidTitle.left).toBeLessThan(0.25);
  const iosAdd = await across(phones.ios.getByRole('button', { name: add }), frames.ios);
  const androidAdd = await across(android.getByRole('button', { name: add }), frames.android);
  expect(iosAdd.right - iosAdd.left).toBeGreaterThan(0.8);
  expect(androidAdd.right - androidAdd.left).toBeLessThan(0.7);
  expect(androidAdd.right).toBeGreaterThan(0.9);

  for (const [platform, frame] of Object.entries(frames))
    await testInfo.attach(`${platform} frame`, {
      body: await frame.screenshot(),
      contentType: 'image/png',
    });
});
