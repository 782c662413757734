import { expect, test, type Page } from '@playwright/test';
import { workspaceTab } from './support/builder';
import { GENERATION_TIMEOUT_MS, openWorkspace } from './support/ready';

const sideOption = (page: Page, name: 'Frontend' | 'Backend') =>
  page.getByRole('radiogroup', { name: 'Side' }).getByRole('radio', { name });
const viewOption = (page: Page, name: 'Files' | 'Diff') =>
  page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name });
const versionPicker = (page: Page) => page.getByRole('combobox', { name: 'Version' });

/** Sends a prompt from the Chat tab and waits for the assistant's reply number `replies`. */
async function send(page: Page, prompt: string, replies: number) {
  await workspaceTab(page, 'Chat').click();
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(prompt);
  await input.press('Enter');
  await expect(page.getByRole('list', { name: 'Features' })).toHaveCount(replies, {
    timeout: GENERATION_TIMEOUT_MS,
  });
}

test('the code tab: files by side, highlighting, Copy, the tree by keyboard, a diff between versions and Restore', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openWorkspace(page);
  await workspaceTab(page, 'Code').click();
  await expect(page.getByText('No code generated yet')).toBeVisible();

  await workspaceTab(page, 'Chat').click();
  await page.getByRole('button', { name: 'Build a task manager app' }).click();
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByRole('list', { name: 'Features' })).toHaveCount(1, {
    timeout: GENERATION_TIMEOUT_MS,
  });
  // The project created as "My App" takes the generated app's name.
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText('Task Manager');

  await workspaceTab(page, 'Code').click();
  await expect(page.getByText('Select a file to view its content')).toBeVisible();
  const dependencies = page.getByRole('group', { name: /^Dependencies/ });
  // Each package with the range its package.json asks for.
  await expect(
    dependencies.getByRole('listitem').filter({ hasText: /^expo\s*[~^]?\d+\.\d+/ }),
  ).toHaveCount(1);
  const tree = page.getByRole('tree', { name: 'Frontend files' });
  await tree.getByRole('treeitem', { name: 'App.tsx' }).click();
  await expect(tree.getByRole('treeitem', { name: 'App.tsx' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const viewer = page.getByRole('region', { name: 'Contents of App.tsx' });
  await expect(viewer).toContainText(
    '<NavigationContainer theme={navigationTheme(theme)} linking={linking}>',
  );
  expect(await viewer.locator('.token.keyword').count()).toBeGreaterThan(5);
  await page.getByRole('button', { name: 'Copy App.tsx' }).click();
  await expect(page.getByRole('button', { name: 'Copy App.tsx' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    "import { StatusBar } from 'expo-status-bar';",
  );

  // The tree by keyboard: Home, close and open a folder, a letter to jump, Enter to open.
  await tree.getByRole('treeitem', { name: 'App.tsx' }).press('Home');
  // The first folder is the app's tests; closed, the next one down is src.
  await expect(tree.getByRole('treeitem', { name: '__tests__' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await expect(tree.getByRole('treeitem', { name: 'src' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tree.getByRole('treeitem', { name: 'src' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(tree.getByRole('treeitem', { name: 'theme.ts' })).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(tree.getByRole('treeitem', { name: 'theme.ts' })).toBeVisible();
  await page.keyboard.press('p');
  await expect(tree.getByRole('treeitem', { name: 'package.json' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Contents of package.json' })).toContainText(
    '"expo"',
  );

  await sideOption(page, 'Backend').click();
  await expect(sideOption(page, 'Backend')).toBeChecked();
  await expect(dependencies).toContainText('fastify');
  const backend = page.getByRole('tree', { name: 'Backend files' });
  await backend.getByRole('treeitem', { name: 'server.ts' }).click();
  await expect(page.getByRole('region', { name: 'Contents of src/server.ts' })).toContainText(
    'fastify',
  );
  // Each side keeps its own open file.
  await sideOption(page, 'Frontend').click();
  await expect(page.getByRole('region', { name: 'Contents of package.json' })).toBeVisible();

  await send(page, 'make it purple', 2);
  // The reply says what changed, not the whole app again.
  // The theme, and app.json's icon background in the new colour.
  await expect(page.getByText('Updated Task Manager: 2 files changed.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changed files' }).getByRole('listitem')).toHaveText([
    'frontend/app.json',
    'frontend/src/theme.ts',
  ]);
  await expect(page.getByRole('list', { name: 'Features' }).last()).toHaveText(
    /^Changed the theme/,
  );
  await workspaceTab(page, 'Code').click();
  await expect(versionPicker(page)).toHaveText('Version 2 · Current');
  await viewOption(page, 'Diff').click();
  await expect(page.getByText('2 files changed since version 1')).toBeVisible();
  const changed = page.getByRole('list', { name: 'Changed files' });
  await expect(changed.getByRole('listitem')).toHaveCount(2);
  await expect(changed).toContainText('src/theme.ts');
  await expect(changed).toContainText('changed');
  const themeDiff = page.getByRole('region', { name: 'Changes to src/theme.ts' });
  await expect(themeDiff).toContainText(/@@ -\d+,\d+ \+\d+,\d+ @@/);
  await expect(themeDiff).toContainText("primary: '#A855F7',");

  await versionPicker(page).click();
  await expect(page.getByRole('option')).toHaveCount(2);
  await expect(page.getByRole('option', { name: /^Version 2/ })).toContainText('Current');
  await expect(page.getByRole('option', { name: /^Version 1/ })).toContainText(
    'Build a task manager app',
  );
  await page.getByRole('option', { name: /^Version 1/ }).click();
  await expect(page.getByText('Version 1, read-only.')).toBeVisible();
  await expect(page.getByText('Version 1 is the first version:')).toBeVisible();
  await expect(changed).toContainText('src/theme.ts');
  await viewOption(page, 'Files').click();
  await tree.getByRole('treeitem', { name: 'theme.ts' }).click();
  await expect(page.getByRole('region', { name: 'Contents of src/theme.ts' })).toContainText(
    "primary: '#06B6D4',",
  );

  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore version 1?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Version 1 is now version 3.', { exact: true })).toBeVisible();
  await expect(versionPicker(page)).toHaveText('Version 3 · Current');
  // The Restore button is gone with the notice: focus lands on the picker, not on the page.
  await expect(versionPicker(page)).toBeFocused();
  await expect(page.getByText('Version 1, read-only.')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Contents of src/theme.ts' })).toContainText(
    "primary: '#06B6D4',",
  );
  await versionPicker(page).click();
  await expect(page.getByRole('option')).toHaveCount(3);
  await page.keyboard.press('Escape');
  const ios = page.frameLocator('iframe[title="iOS Version preview"]');
  await expect(ios.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  await workspaceTab(page, 'Chat').click();
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByText('Restored version 1', { exact: true }),
  ).toBeVisible();

  // A new project has no code yet.
  await page.getByRole('button', { name: 'New project' }).click();
  await page
    .getByRole('dialog', { name: 'New project' })
    .getByRole('button', { name: 'Create' })
    .click();
  await workspaceTab(page, 'Code').click();
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText('My App');
  await expect(page.getByText('No code generated yet')).toBeVisible();
});
