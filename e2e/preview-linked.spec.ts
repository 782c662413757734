import { expect, test } from '@playwright/test';
import { generatedProject } from './support/builder';
import { ofType, openInFrame, readyMessage } from './support/preview-frame';

const spaced = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
const lower = (name: string) => spaced(name).toLowerCase();

/** A sample of the multi-record corpus (packages/codegen/src/corpus/data-models.ts). */
const SAMPLE = [
  [
    'Dog daycare: owners, dogs and stays. Each dog belongs to an owner; a stay is for one dog.',
    'ios',
  ],
  ['Help desk with tickets and comments on each ticket; tickets are assigned to agents', 'android'],
  ['Podcast app with shows and episodes of each show', 'ios'],
] as const;

for (const [prompt, platform] of SAMPLE) {
  test(`"${prompt}": a parent's detail lists its sample children in the ${platform} preview`, async ({
    page,
    request,
  }) => {
    const project = await generatedProject(request, prompt);
    const { entities } = project.appSpec!;
    const child = entities.find((entity) =>
      entity.fields.some((field) => field.type === 'relation'),
    )!;
    const parent = entities.find(
      (entity) => entity.name === child.fields.find((field) => field.type === 'relation')!.relation,
    )!;
    const frame = await openInFrame(
      page,
      '/categories',
      `/preview/${project.previewToken}/${platform}`,
    );
    expect(await readyMessage(page)).toMatchObject({ platform, mode: 'app' });

    // The parent's list is a tab, or in the header's menu when the tab bar is full.
    const tab = frame.getByLabel(spaced(parent.pluralName), { exact: true });
    if (!(await tab.first().isVisible())) await frame.getByLabel('Open menu').click();
    await tab.first().click();
    await frame.getByText(`Sample ${lower(parent.name)} 1`, { exact: true }).click();

    await expect(
      frame.getByLabel(`Add ${spaced(child.name)} to this ${lower(parent.name)}`),
    ).toBeVisible();
    await expect(
      frame.getByText(`Sample ${lower(child.name)} 1`, { exact: true }).last(),
    ).toBeVisible();
    expect(await ofType(page, 'runtime-error')).toEqual([]);
  });
}
