import { expect, test, type Page } from '@playwright/test';
import { generatedProject } from './support/builder';
import { ofType, openInFrame, readyMessage } from './support/preview-frame';

/**
 * Inputs that fit the type, in a generated app in the live preview: dates through the platform's
 * picker (the browser's date input standing in for it), enums through a segmented control or
 * chips, photos through the image picker (the browser's file chooser).
 */

/** "Mar 14, 2025" as the app in the frame writes it (its formatDate), in the browser's language. */
const shownDate = (page: Page, year: number, month: number, day: number) =>
  page.frames()[1]!.evaluate(
    ([y, m, d]) =>
      new Date(y!, m! - 1, d).toLocaleDateString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }),
    [year, month, day],
  );

/** A picture the file chooser hands over: a wide PNG, drawn by the page itself. */
async function widePicture(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2048;
    canvas.height = 1024;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1D4ED8';
    context.fillRect(0, 0, 2048, 1024);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('on iOS, a task gets its due date from the inline picker and its priority from a segmented control', async ({
  page,
  request,
}) => {
  const project = await generatedProject(request, 'Build a task manager app');
  const frame = await openInFrame(page, '/categories', `/preview/${project.previewToken}/ios`);
  expect(await readyMessage(page)).toMatchObject({ platform: 'ios', mode: 'app' });

  await frame.getByRole('button', { name: 'Add Task' }).click();
  await frame.getByLabel('Title', { exact: true }).fill('Pay the rent');
  await frame.getByRole('button', { name: 'Due date', exact: true }).click();
  await frame.getByLabel('Due date picker').fill('2025-03-14');
  const priority = frame.getByRole('radiogroup', { name: 'Priority' });
  await priority.getByRole('radio', { name: 'High' }).click();
  await expect(priority.getByRole('radio', { name: 'High' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(priority.getByRole('radio', { name: 'Low' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await frame.getByRole('button', { name: 'Save', exact: true }).click();

  await frame.getByText('Pay the rent', { exact: true }).first().click();
  // The screens below the detail screen may show the same words: the detail screen is the last.
  await expect(
    frame.getByText(await shownDate(page, 2025, 3, 14), { exact: true }).last(),
  ).toBeVisible();
  await expect(frame.getByText('High', { exact: true }).last()).toBeVisible();
  expect(await ofType(page, 'runtime-error')).toEqual([]);
});

test('on Android, an expense gets its date from the picker dialog, its category from chips and a receipt from the file chooser', async ({
  page,
  request,
}) => {
  const project = await generatedProject(
    request,
    'an expense tracker with categories and a monthly summary',
  );
  const frame = await openInFrame(page, '/categories', `/preview/${project.previewToken}/android`);
  expect(await readyMessage(page)).toMatchObject({ platform: 'android', mode: 'app' });

  await frame.getByRole('button', { name: 'Add Expense' }).click();
  await frame.getByLabel('Title', { exact: true }).fill('Train to Porto');
  await frame.getByLabel('Amount', { exact: true }).fill('24.50');
  await frame.getByRole('button', { name: 'Date', exact: true }).click();
  const dialog = frame.getByRole('dialog', { name: 'Choose a date' });
  await dialog.getByLabel('Date').fill('2025-03-14');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await frame
    .getByRole('radiogroup', { name: 'Category' })
    .getByRole('radio', { name: 'Transport' })
    .click();

  const chooser = page.waitForEvent('filechooser');
  await frame.getByRole('button', { name: 'Choose Receipt' }).click();
  await (
    await chooser
  ).setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await widePicture(page) });
  await expect(frame.getByLabel('Receipt preview')).toBeVisible();
  await frame.getByRole('button', { name: 'Save', exact: true }).click();

  await frame.getByText('Train to Porto', { exact: true }).first().click();
  await expect(
    frame.getByText(await shownDate(page, 2025, 3, 14), { exact: true }).last(),
  ).toBeVisible();
  await expect(frame.getByText('Transport', { exact: true }).last()).toBeVisible();
  // The picked image is kept as a JPEG no larger than 1024 px a side.
  const picture = frame.locator('img[src^="data:image/jpeg"]').last();
  await expect(picture).toHaveJSProperty('naturalWidth', 1024);
  await expect(picture).toHaveJSProperty('naturalHeight', 512);
  expect(await ofType(page, 'runtime-error')).toEqual([]);
});
