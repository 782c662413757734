import { expect, test } from '@playwright/test';
import { ofType, openInFrame, platformInFrame, readyMessage } from './support/preview-frame';

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
    expect(await platformInFrame(page)).toBe(platform);

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
