import { expect, test } from '@playwright/test';
import { generatedProject } from './support/builder';
import { ofType, openInFrame, platformInFrame, readyMessage } from './support/preview-frame';

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
    const project = await generatedProject(request, prompt);
    const spec = project.appSpec!;
    const [entity] = spec.entities;
    const title = entity!.fields.find((field) => field.name === entity!.titleField)!;

    const frame = await openInFrame(
      page,
      '/categories',
      `/preview/${project.previewToken}/${platform}`,
    );
    expect(await readyMessage(page)).toMatchObject({ platform, mode: 'app' });
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
