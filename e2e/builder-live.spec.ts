import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type WebSocketRoute } from '@playwright/test';
import { RECONNECT_MAX_MS } from '../apps/web/src/lib/reconnect-delay';
import { openWorkspace } from './support/ready';
import { startServer, type ServerProcess } from '../apps/server/src/test/server-process';

// The workspace against a server whose generator is slowed down (3 s a job, one worker): the
// progress of a generation, the queue while it runs, and the connection dropping and coming back.
test.describe.configure({ mode: 'serial' });

const dataDir = mkdtempSync(join(tmpdir(), 'appforge-e2e-live-'));
const env = { WORKERS: '1', TEST_GENERATOR_DELAY_MS: '3000' };
let server: ServerProcess;
let base = '';

test.beforeAll(async () => {
  server = startServer(dataDir, { entry: 'slow-server', env });
  base = `http://127.0.0.1:${await server.listening}`;
});

test.afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

test('a generation shows "Generating app..." with its percentage, then the features', async ({
  page,
}) => {
  await openWorkspace(page, base);
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('Build a habit tracker');
  await input.press('Enter');
  await expect(page.getByText('Generating app...')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Generating app' })).toBeVisible();
  await expect(page.getByText(/^(10|50|90)%$/)).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await expect(
    page.getByRole('list', { name: 'Features' }).getByText('Built from: Build a habit tracker'),
  ).toBeVisible();
  await expect(page.getByText('Generating app...')).toBeHidden();
  await expect(input).toBeEnabled();
});

test('a generation that ends while the page hears nothing is not left "Generating app..."', async ({
  page,
}) => {
  let first: { page: WebSocketRoute; server: WebSocketRoute } | undefined;
  await page.routeWebSocket(/\/ws\?/, (socket) => {
    const server = socket.connectToServer();
    first ??= { page: socket, server };
  });
  await openWorkspace(page, base);
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('Build a reading list');
  await input.press('Enter');
  await expect(page.getByText('Generating app...')).toBeVisible();

  // The end of the generation never reaches the page; then the connection drops and comes back.
  first!.server.onMessage(() => undefined);
  const unfinished = async () => {
    const { userItems } = (await (await page.request.get(`${base}/api/queue`)).json()) as {
      userItems: { status: string }[];
    };
    return userItems.filter((item) => item.status === 'pending' || item.status === 'processing')
      .length;
  };
  await expect.poll(unfinished).toBe(0);
  await expect(page.getByText('Generating app...')).toBeVisible();
  await first!.page.close();

  await expect(
    page.getByRole('list', { name: 'Features' }).getByText('Built from: Build a reading list'),
  ).toBeVisible();
  await expect(page.getByText('Generating app...')).toBeHidden();
  await expect(input).toBeEnabled();
});

test('the queue tab shows the figures and each request while the queue is busy', async ({
  page,
}) => {
  await openWorkspace(page, base);
  for (const name of ['Second', 'Third']) {
    const { id } = (await (
      await page.request.post(`${base}/api/projects`, { data: { name } })
    ).json()) as { id: string };
    expect(
      (
        await page.request.post(`${base}/api/projects/${id}/generate`, {
          data: { prompt: `${name} app`, priority: name === 'Third' ? 'high' : 'low' },
        })
      ).status(),
    ).toBe(202);
  }
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('Build a journal');
  await input.press('Enter');

  // The queue tab carries the count of pending requests.
  const queueTab = page
    .getByRole('tablist', { name: 'Workspace' })
    .getByRole('tab', { name: /^Queue/ });
  await expect(queueTab).toHaveAccessibleName(/^Queue \d+/);
  await queueTab.click();
  const requests = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem');
  await expect(requests).toHaveCount(3);
  await expect(page.getByLabel('Position 1')).toBeVisible();
  await expect(page.getByLabel('Position 2')).toBeVisible();
  await expect(requests.filter({ hasText: 'processing' }).getByRole('progressbar')).toHaveCount(1);
  await expect(requests.filter({ hasText: 'pending' }).first()).toContainText('Estimated wait');
  await expect(page.getByText(/requests? (is|are) waiting\. Estimated wait:/)).toBeVisible();
  // The figures are the whole queue's (earlier tests' requests count too).
  const total = Number(
    (await page.getByText('Total requests').locator('..').textContent())?.replace(/\D/g, ''),
  );
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(/^\d queued$/)).toBeVisible();

  // One job at a time, 3 s each: all three finish and the queue empties.
  await expect(requests.filter({ hasText: 'completed' })).toHaveCount(3);
  await expect(page.getByText(/^\d queued$/)).toBeHidden();
});

test('a dropped connection shows Disconnected, then finds the restarted server within the retry cap', async ({
  page,
}) => {
  await openWorkspace(page, base);
  const port = new URL(base).port;
  let tries = 0;
  page.on('websocket', () => (tries += 1));
  server.child.kill('SIGTERM');
  await server.exited;
  await expect(page.getByText('Disconnected', { exact: true })).toBeVisible();
  await expect(page.getByText('Reconnecting…').first()).toBeVisible();
  // Down long enough for the waits between tries to grow to their cap.
  await expect.poll(() => tries).toBeGreaterThanOrEqual(5);

  server = startServer(dataDir, { entry: 'slow-server', env: { ...env, PORT: port } });
  await server.listening;
  // The bound under test: the next try comes within the cap, plus time for the handshake and a
  // render on a busy machine.
  await expect(page.getByText('Connected', { exact: true })).toBeVisible({
    timeout: RECONNECT_MAX_MS + 3_000,
  });
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Message' }).fill('Add a notes field');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
});
