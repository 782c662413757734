import { expect, test } from '@playwright/test';
import { startFixtureServer, type FixtureServerInfo } from './support/fixture-server';
import { ofType, openInFrame, readyMessage } from './support/preview-frame';

test.describe('the live preview of a fixture app', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ReturnType<typeof startFixtureServer>;
  let info: FixtureServerInfo;

  test.beforeAll(async () => {
    server = startFixtureServer();
    info = await server.ready;
  });
  test.afterAll(async () => {
    await server.stop();
  });

  for (const [platform, madeFor] of [
    ['ios', 'Made for iPhone'],
    ['android', 'Made for Android'],
  ] as const) {
    test(`runs in a sandboxed frame as ${platform}, and responds to typing and pressing`, async ({
      page,
    }) => {
      const policyErrors: string[] = [];
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          /Content Security Policy|Refused to/i.test(message.text())
        )
          policyErrors.push(message.text());
      });
      const frame = await openInFrame(
        page,
        `${info.base}/host`,
        `${info.base}/preview/${info.tokens.fixture}/${platform}`,
      );
      expect(await readyMessage(page)).toMatchObject({ platform, version: 1, mode: 'app' });
      await expect(frame.getByText('Hello from the fixture')).toBeVisible();
      await expect(frame.getByText(`Platform: ${platform}`)).toBeVisible();
      await expect(frame.getByText(madeFor)).toBeVisible();

      await frame.getByPlaceholder('New item').fill('Buy milk');
      await frame.getByRole('button', { name: 'Add item' }).click();
      await expect(frame.getByText('Buy milk', { exact: true })).toBeVisible();
      await expect
        .poll(async () => (await ofType(page, 'console')).map((message) => message.args?.join(' ')))
        .toContain('added item Buy milk');

      expect(await ofType(page, 'runtime-error')).toEqual([]);
      expect(policyErrors).toEqual([]);
    });
  }

  test('reports a runtime error with the generated file and line', async ({ page }) => {
    const frame = await openInFrame(
      page,
      `${info.base}/host`,
      `${info.base}/preview/${info.tokens.fixture}/ios`,
    );
    await readyMessage(page);
    await frame.getByRole('button', { name: 'Crash' }).click();
    await expect.poll(async () => (await ofType(page, 'runtime-error')).length).toBe(1);
    const [error] = await ofType(page, 'runtime-error');
    expect(error).toMatchObject({
      message: 'Crashed on purpose: pressed',
      file: 'src/crash.ts',
      line: 3,
    });
    await expect(frame.getByText('Hello from the fixture')).toBeVisible();
  });

  test('shows a placeholder before the first generation, and still says ready', async ({
    page,
  }) => {
    const frame = await openInFrame(
      page,
      `${info.base}/host`,
      `${info.base}/preview/${info.tokens.empty}/android`,
    );
    expect(await readyMessage(page)).toMatchObject({
      platform: 'android',
      version: 0,
      mode: 'empty',
    });
    await expect(frame.getByText('Your app will appear here')).toBeVisible();
  });

  test('shows the next version after a follow-up', async ({ page }) => {
    server.send('edit Second version');
    expect(await server.next()).toBe('saved 2');
    const frame = await openInFrame(
      page,
      `${info.base}/host`,
      `${info.base}/preview/${info.tokens.fixture}/ios`,
    );
    expect(await readyMessage(page)).toMatchObject({ version: 2 });
    await expect(frame.getByText('Second version')).toBeVisible();
  });
});
