import { expect, test, type Frame, type Page } from '@playwright/test';
import { generatedProject } from './support/builder';

/**
 * The preview runs generated code, so it must never run as Appforge: opened on its own (the QR
 * code, a shared link) or in the builder's phone frame, it is an opaque origin that can read none
 * of the app's cookies or storage, and still renders the app.
 */
const SECRET = 'appforge-secret-value';
const spaced = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

interface Attempt {
  value?: string;
  error?: string;
}

/** What script in `frame` gets when it reaches for the app's origin, its cookies and its storage. */
const probe = (frame: Frame) =>
  frame.evaluate(async () => {
    const attempt = async (read: () => unknown): Promise<Attempt> => {
      try {
        return { value: String(await read()) };
      } catch (error) {
        return { error: (error as Error).name };
      }
    };
    return {
      origin: self.origin,
      cookie: await attempt(() => document.cookie),
      localStorage: await attempt(() => localStorage.getItem('probe')),
      sessionStorage: await attempt(() => sessionStorage.getItem('probe')),
      api: await attempt(
        async () => (await fetch('/api/projects', { credentials: 'include' })).status,
      ),
    };
  });

/** The isolation every preview shows: no origin, and nothing of the app's within reach. */
function expectIsolated(seen: Awaited<ReturnType<typeof probe>>) {
  expect(seen.origin).toBe('null');
  expect(seen.cookie).toEqual({ error: 'SecurityError' });
  expect(seen.localStorage).toEqual({ error: 'SecurityError' });
  expect(seen.sessionStorage).toEqual({ error: 'SecurityError' });
  // The API answers an opaque origin's request with no CORS headers: the page cannot read it.
  expect(seen.api).toEqual({ error: 'TypeError' });
}

/** Records, in every page of this test, the messages previews post (to their parent, or themselves). */
async function recordPreviewMessages(page: Page) {
  await page.addInitScript(() => {
    const messages: { type: string; mode?: string }[] = [];
    Object.assign(window, { previewMessages: messages });
    window.addEventListener('message', (event: MessageEvent<{ source?: string; type: string }>) => {
      if (event.data?.source === 'appforge-preview') messages.push(event.data);
    });
  });
}
const readyMessages = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { previewMessages: { type: string; mode?: string }[] }).previewMessages
      .filter((message) => message.type === 'ready')
      .map((message) => message.mode),
  );

test('a preview is an opaque origin, opened on its own and in the builder, and still runs', async ({
  page,
  context,
  baseURL,
}) => {
  const project = await generatedProject(page.request, 'a shopping list');
  const [entity] = project.appSpec!.entities;
  const sample = `Sample ${spaced(entity!.name).toLowerCase()} 1`;
  await recordPreviewMessages(page);

  // What a script running as Appforge could take: a readable cookie and both storages.
  await context.addCookies([{ name: 'probe', value: SECRET, url: baseURL! }]);
  await page.goto('/categories');
  await page.evaluate((secret) => {
    localStorage.setItem('probe', secret);
    sessionStorage.setItem('probe', secret);
  }, SECRET);
  expect(await page.evaluate(() => document.cookie)).toContain(SECRET);

  // Opened on its own, as a phone that scanned the QR code opens it.
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto(`/preview/${project.previewToken}/ios`);
  await expect(page.getByText(sample, { exact: true }).first()).toBeVisible();
  await expect.poll(() => readyMessages(page)).toEqual(['app']);
  expectIsolated(await probe(page.mainFrame()));
  expect(consoleLines).toContainEqual(
    expect.stringContaining('App data is kept in memory only: a preview opened on its own'),
  );

  // In the builder's phone frames.
  await page.goto(`/?projectId=${project.id}`);
  const phone = page.frameLocator('iframe[title="iOS Version preview"]');
  await expect(phone.getByText(sample, { exact: true }).first()).toBeVisible();
  await expect.poll(async () => (await readyMessages(page)).length).toBeGreaterThanOrEqual(2);
  const frame = page.frames().find((candidate) => candidate.url().includes('/preview/'));
  expectIsolated(await probe(frame!));

  // The app's own page still holds everything the previews could not reach.
  expect(await page.evaluate(() => localStorage.getItem('probe'))).toBe(SECRET);
  expect(await page.evaluate(() => document.cookie)).toContain(SECRET);
});
