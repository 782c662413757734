import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';

interface PreviewMessage {
  source: 'appforge-preview';
  type: 'ready' | 'console' | 'runtime-error' | 'build-error';
  platform?: string;
  version?: number;
  mode?: string;
  level?: string;
  args?: string[];
  message?: string;
  file?: string | null;
  line?: number | null;
}

declare global {
  interface Window {
    previewMessages: PreviewMessage[];
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** apps/server/src/test/preview-server.ts: the real server with the fixture app saved as a project. */
function startFixtureServer() {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/test/preview-server.ts'],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  /** The next line of ours (the server's own log lines are JSON objects without `base`). */
  const next = async (): Promise<string> => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error('The preview fixture server exited.');
      const line = value as string;
      if (line.startsWith('{"base"') || line.startsWith('saved ')) return line;
    }
  };
  return { child, next, send: (line: string) => child.stdin.write(`${line}\n`) };
}

/** Frames `previewUrl` as the web app does (sandbox="allow-scripts", no allow-same-origin) on `hostUrl`. */
async function openInFrame(page: Page, hostUrl: string, previewUrl: string): Promise<FrameLocator> {
  await page.goto(hostUrl);
  await page.evaluate((src) => {
    window.previewMessages = [];
    window.addEventListener('message', (event: MessageEvent<PreviewMessage>) => {
      if (event.data?.source === 'appforge-preview') window.previewMessages.push(event.data);
    });
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.title = 'Preview';
    frame.style.cssText = 'width:390px;height:760px;border:0';
    frame.src = src;
    document.body.replaceChildren(frame);
  }, previewUrl);
  return page.frameLocator('iframe[title="Preview"]');
}

const messages = (page: Page) => page.evaluate(() => window.previewMessages);
const ofType = async (page: Page, type: PreviewMessage['type']) =>
  (await messages(page)).filter((message) => message.type === type);
const readyMessage = async (page: Page) => {
  await expect
    .poll(async () => (await ofType(page, 'ready')).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  return (await ofType(page, 'ready'))[0]!;
};

test.describe('the live preview of a fixture app', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ReturnType<typeof startFixtureServer>;
  let info: { base: string; tokens: { fixture: string; empty: string } };

  test.beforeAll(async () => {
    server = startFixtureServer();
    info = JSON.parse(await server.next()) as typeof info;
  });
  test.afterAll(async () => {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.stdin.end();
    await exited;
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

interface GeneratedProject {
  currentVersion: number;
  previewToken: string;
  appSpec: {
    appName: string;
    entities: {
      name: string;
      pluralName: string;
      titleField: string;
      fields: { name: string; label: string }[];
    }[];
  } | null;
}

const spaced = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/** A sample of the golden corpus (packages/codegen/src/corpus/new-apps.ts), across categories and both platforms. */
const SAMPLE = [
  ['Build a task manager app', 'android'],
  ['a recipe app called "Nonna\'s Kitchen" in orange with favourites', 'ios'],
  ['an expense tracker with categories and a monthly summary', 'android'],
  ['log my runs with distance in km, time, pace and how I felt', 'ios'],
  ['a small CRM to keep track of my clients and their phone numbers and emails', 'android'],
  ['manage my kids football team: players, positions and match results', 'ios'],
] as const;

for (const [prompt, platform] of SAMPLE) {
  test(`generated from "${prompt}", runs in the ${platform} preview and creates a record`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await request.get('/api/session');
    const created = await request.post('/api/projects', { data: { name: prompt.slice(0, 40) } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(
      (await request.post(`/api/projects/${id}/generate`, { data: { prompt } })).status(),
    ).toBe(202);
    let project: GeneratedProject = { currentVersion: 0, previewToken: '', appSpec: null };
    await expect
      .poll(
        async () => {
          project = (await (await request.get(`/api/projects/${id}`)).json()) as GeneratedProject;
          return project.currentVersion;
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBeGreaterThanOrEqual(1);
    const spec = project.appSpec!;
    const [entity] = spec.entities;
    const title = entity!.fields.find((field) => field.name === entity!.titleField)!;

    const frame = await openInFrame(
      page,
      '/categories',
      `/preview/${project.previewToken}/${platform}`,
    );
    expect(await readyMessage(page)).toMatchObject({ platform, mode: 'app' });
    await expect(frame.getByText(spec.appName, { exact: true }).first()).toBeVisible();
    await expect(frame.getByRole('heading', { name: spaced(entity!.pluralName) })).toBeVisible();
    const os = await page.frames()[1]!.evaluate(
      () =>
        (
          globalThis as unknown as {
            __appforgeModules: Record<string, { Platform: { OS: string } }>;
          }
        ).__appforgeModules['react-native']!.Platform.OS,
    );
    expect(os).toBe(platform);

    await frame.getByRole('button', { name: `Add ${spaced(entity!.name)}` }).click();
    await frame.getByLabel(title.label, { exact: true }).fill('Made in the e2e test');
    await frame
      .getByRole('button', { name: /^save\b/i })
      .first()
      .click();
    await expect(frame.getByText('Made in the e2e test').first()).toBeVisible();
    expect(await ofType(page, 'runtime-error')).toEqual([]);
  });
}
