import { expect, test, type Page } from '@playwright/test';
import { generate } from './support/builder';
import { openWorkspace } from './support/ready';

const shownToast = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

/** Posts what the preview page posts when the app throws, `times` times, from inside the phone's frame. */
async function throwInPhone(page: Page, title: string, message: string, times: number) {
  const frame = await page.locator(`iframe[title="${title}"]`).contentFrame();
  await frame.locator('body').evaluate(
    (_body, { message, times }) => {
      for (let n = 0; n < times; n += 1)
        window.parent.postMessage(
          { source: 'appforge-preview', type: 'runtime-error', message, file: 'App.tsx', line: 3 },
          '*',
        );
    },
    { message, times },
  );
}

test('a phone’s runtime error reaches the server once per version and platform; a failed report stays silent', async ({
  page,
}) => {
  await openWorkspace(page);
  await generate(page, 'Build a task manager app');
  await expect(shownToast(page)).toHaveCount(0, { timeout: 15_000 });
  const reports: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/runtime-errors'))
      reports.push(request.postDataJSON());
  });

  const accepted = page.waitForResponse((response) => response.url().endsWith('/runtime-errors'));
  await throwInPhone(page, 'iOS Version preview', 'Crashed on purpose', 3);
  expect((await accepted).status()).toBe(202);
  await expect(page.getByRole('region', { name: 'iOS Version' }).getByRole('alert')).toContainText(
    'Crashed on purpose (App.tsx:3)',
  );

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.route('**/runtime-errors', (route) =>
    route.fulfill({ status: 500, body: '{"error":"internal","message":"down"}' }),
  );
  await throwInPhone(page, 'Material Design preview', 'Crashed on purpose', 2);
  await expect
    .poll(() => consoleErrors.some((text) => text.includes('Could not report a preview')))
    .toBe(true);

  expect(reports).toEqual([
    { platform: 'ios', message: 'Crashed on purpose (App.tsx:3)' },
    { platform: 'android', message: 'Crashed on purpose (App.tsx:3)' },
  ]);
  await expect(shownToast(page)).toHaveCount(0);
});
