import { expect, test, type Page } from '@playwright/test';
import { generatedProject } from './support/builder';
import { ofType, openInFrame, readyMessage } from './support/preview-frame';

const spaced = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
const ADDED = 'Kept across reloads';

/** The values this page keeps in IndexedDB for a project's phone (lib/preview-storage-idb.ts). */
const storedValues = (page: Page, projectId: string, platform: 'ios' | 'android') =>
  page.evaluate(
    ({ projectId, platform }) =>
      new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open('appforge-preview');
        // Not created yet: the builder creates it, never this probe.
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve([]);
        request.onsuccess = () => {
          const database = request.result;
          const read = database
            .transaction('entries')
            .objectStore('entries')
            .getAll(IDBKeyRange.bound([projectId, platform], [projectId, platform, []]));
          read.onsuccess = () => {
            database.close();
            resolve((read.result as { value: string }[]).map((item) => item.value));
          };
          read.onerror = () => reject(read.error);
        };
      }),
    { projectId, platform },
  );

test('records added in a phone survive a reload and a follow-up, until Reset app data', async ({
  page,
}) => {
  const project = await generatedProject(page.request, 'a shopping list');
  const [entity] = project.appSpec!.entities;
  const title = entity!.fields.find((field) => field.name === entity!.titleField)!;
  const sample = `Sample ${spaced(entity!.name).toLowerCase()} 1`;
  const iosFrame = page.locator('iframe[title="iOS Version preview"]');
  const ios = page.frameLocator('iframe[title="iOS Version preview"]');
  const android = page.frameLocator('iframe[title="Material Design preview"]');

  await page.goto(`/?projectId=${project.id}`);
  await expect(ios.getByText(sample, { exact: true }).first()).toBeVisible();

  await ios.getByRole('button', { name: `Add ${spaced(entity!.name)}` }).click();
  await ios.getByLabel(title.label, { exact: true }).fill(ADDED);
  await ios
    .getByRole('button', { name: /^save\b/i })
    .first()
    .click();
  await expect(ios.getByText(ADDED).first()).toBeVisible();
  await expect
    .poll(async () => (await storedValues(page, project.id, 'ios')).join('\n'))
    .toContain(ADDED);
  // Each phone keeps its own data.
  await expect(android.getByText(sample, { exact: true }).first()).toBeVisible();
  await expect(android.getByText(ADDED)).toHaveCount(0);

  await page.reload();
  await expect(ios.getByText(ADDED).first()).toBeVisible();
  await expect(android.getByText(sample, { exact: true }).first()).toBeVisible();
  await expect(android.getByText(ADDED)).toHaveCount(0);

  // A follow-up rebuilds the app and reloads the frame with the new version: the data stays.
  const before = await iosFrame.getAttribute('src');
  const followUp = await page.request.post(`/api/projects/${project.id}/generate`, {
    data: { prompt: 'make it purple' },
  });
  expect(followUp.status()).toBe(202);
  await expect(iosFrame).not.toHaveAttribute('src', before!, { timeout: 60_000 });
  await expect(ios.getByText(ADDED).first()).toBeVisible();

  await page.getByRole('button', { name: 'Reset app data (iOS)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the iOS app data?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reset app data' }).click();
  await expect(dialog).toBeHidden();
  await expect(ios.getByText(sample, { exact: true }).first()).toBeVisible();
  await expect(ios.getByText(ADDED)).toHaveCount(0);
  expect(await storedValues(page, project.id, 'ios')).toEqual([]);
  await expect(
    page
      .getByRole('log', { name: 'Preview console' })
      .first()
      .getByText(/App data reset/),
  ).toBeVisible();

  await page.reload();
  await expect(ios.getByText(sample, { exact: true }).first()).toBeVisible();
  await expect(ios.getByText(ADDED)).toHaveCount(0);
});

test('a preview framed by a page that keeps no data runs from memory and says so', async ({
  page,
}) => {
  const project = await generatedProject(page.request, 'a shopping list');
  const [entity] = project.appSpec!.entities;
  // A host that records the preview's messages but never answers its storage-load.
  const frame = await openInFrame(page, '/categories', `/preview/${project.previewToken}/android`, {
    answerStorage: false,
  });

  expect(await readyMessage(page)).toMatchObject({ platform: 'android', mode: 'app' });
  expect(await ofType(page, 'storage-load')).toHaveLength(1);
  await expect(
    frame.getByText(`Sample ${spaced(entity!.name).toLowerCase()} 1`, { exact: true }).first(),
  ).toBeVisible();
  await expect
    .poll(async () => (await ofType(page, 'console')).map((message) => message.args?.join(' ')))
    .toContainEqual(expect.stringMatching(/kept in memory only/));
  expect(await ofType(page, 'runtime-error')).toEqual([]);
});
