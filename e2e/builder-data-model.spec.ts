import { expect, test, type Page } from '@playwright/test';
import { generatedProject, workspaceTab } from './support/builder';

/**
 * The Database tab's Data model view: a field renamed and a link added through its forms reach
 * the phone preview and the code as new versions, and restoring the version before them in the
 * Code tab undoes both.
 */

const READING_LOG =
  'a reading log with books and the reading sessions of each book (date, pages read)';
const NEW_LABEL = 'Written by';

const iosFrame = (page: Page) => page.locator('iframe[title="iOS Version preview"]');
const ios = (page: Page) => page.frameLocator('iframe[title="iOS Version preview"]');

/** Runs `change`, then waits until the iOS phone has reloaded with the code it produced. */
async function previewReloadsAfter(page: Page, change: () => Promise<void>) {
  const shown = await iosFrame(page).getAttribute('src');
  await change();
  await expect(iosFrame(page)).not.toHaveAttribute('src', shown ?? '');
}

/** Opens the iOS app's Add Book form (the list is its first screen). */
async function openBookForm(page: Page) {
  await ios(page).getByRole('button', { name: 'Add Book' }).click();
}

test('a field renamed and a link added in the Data model reach the preview and the code; restoring version 1 undoes them', async ({
  page,
}) => {
  const project = await generatedProject(page.request, READING_LOG);
  const book = project.appSpec?.entities.find((entity) => entity.name === 'Book');
  expect(book, 'the reading log has books').toBeDefined();
  const renamed = book!.fields.find(
    (field) => field.type === 'text' && field.name !== book!.titleField,
  );
  expect(renamed, 'a book has a text field besides its title').toBeDefined();
  const oldLabel = renamed!.label;

  await page.goto(`/?projectId=${project.id}`);
  await workspaceTab(page, 'Database').click();
  const panel = page.getByRole('tabpanel', { name: 'Database' });
  await expect(panel.getByRole('heading', { name: 'Data model' })).toBeVisible();
  await expect(
    panel.getByRole('figure', { name: 'Diagram of the record types and their links' }),
  ).toContainText('each Reading Session picks one Book');
  const books = panel.getByRole('region', { name: 'Book', exact: true });
  const status = panel.getByRole('status');

  await previewReloadsAfter(page, async () => {
    await books.getByRole('textbox', { name: `New name for ${oldLabel} of Book` }).fill(NEW_LABEL);
    await books.getByRole('button', { name: `Rename ${oldLabel} of Book` }).click();
    await expect(status).toHaveText(
      `Saved as version 2: Renamed the ${oldLabel} field of books to ${NEW_LABEL}. ` +
        'Restoring version 1 in the Code tab undoes it.',
    );
  });
  await expect(
    books.getByRole('textbox', { name: `New name for ${NEW_LABEL} of Book` }),
  ).toHaveValue(NEW_LABEL);
  await openBookForm(page);
  await expect(ios(page).getByLabel(NEW_LABEL, { exact: true })).toBeVisible();

  await workspaceTab(page, 'Code').click();
  await page
    .getByRole('tree', { name: 'Frontend files' })
    .getByRole('treeitem', { name: 'BookFormScreen.tsx' })
    .click();
  await expect(
    page.getByRole('region', { name: 'Contents of src/screens/BookFormScreen.tsx' }),
  ).toContainText(NEW_LABEL);

  await workspaceTab(page, 'Database').click();
  await previewReloadsAfter(page, async () => {
    await books.getByRole('combobox', { name: 'Record type each Book links to' }).click();
    await page.getByRole('option', { name: 'Reading Session' }).click();
    await books.getByRole('button', { name: 'Add link' }).click();
    await expect(status).toContainText(
      'Saved as version 3: Linked books to reading sessions: each picks one.',
    );
  });
  await expect(books.getByText('Link to Reading Session')).toBeVisible();
  await openBookForm(page);
  await expect(ios(page).getByText(/^Reading session$/i)).toBeVisible();

  await workspaceTab(page, 'Code').click();
  const versions = page.getByRole('combobox', { name: 'Version' });
  await expect(versions).toHaveText('Version 3 · Current');
  await versions.click();
  await page.getByRole('option', { name: /^Version 1/ }).click();
  await previewReloadsAfter(page, async () => {
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Restore version 1?' })
      .getByRole('button', { name: 'Restore version 1' })
      .click();
    await expect(page.getByText('Version 1 is now version 4.', { exact: true })).toBeVisible();
  });
  await openBookForm(page);
  await expect(ios(page).getByLabel(oldLabel, { exact: true })).toBeVisible();
  await expect(ios(page).getByLabel(NEW_LABEL, { exact: true })).toHaveCount(0);
  await expect(ios(page).getByText(/^Reading session$/i)).toHaveCount(0);

  await workspaceTab(page, 'Database').click();
  await expect(
    books.getByRole('textbox', { name: `New name for ${oldLabel} of Book` }),
  ).toHaveValue(oldLabel);
  await expect(books.getByText('Link to Reading Session')).toHaveCount(0);
});
