import { expect, test } from '@playwright/test';
import { messageInput } from './support/builder';
import { openWorkspace } from './support/ready';

// The builder's projects: opened by link, the first one, new ones by name, and their socket.

test('a project opened by link starts with its prompt in the input', async ({ page }) => {
  // Ready first: the page's session cookie is what makes the project below this visitor's.
  await openWorkspace(page);
  const created = await page.request.post('/api/projects', {
    data: { name: 'Recipes', description: 'From a link' },
  });
  const { id } = (await created.json()) as { id: string };
  await page.goto(
    `/?projectId=${id}&prompt=${encodeURIComponent('Build a recipe app with ingredients and servings')}`,
  );
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText('Recipes');
  await expect(messageInput(page)).toHaveValue('Build a recipe app with ingredients and servings');
});

test('when creating the first project fails it says so, and "New project" tries again', async ({
  page,
}) => {
  await page.route('**/api/projects', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: 'database is down' })
      : route.fallback(),
  );
  await page.goto('/');
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText('Failed to create project', { exact: true })).toBeVisible();
  await expect(page.getByText('No project yet')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText('No project');
  await expect(page.getByText('Disconnected', { exact: true })).toBeVisible();
  await expect(page.getByText('Create a project to start')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Build a task manager app' })).toBeVisible();

  await page.unroute('**/api/projects');
  await page.getByRole('main').getByRole('button', { name: 'New project' }).click();
  await expect(page.getByText('Your new project is ready!', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText('My App');
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText('No project yet')).toBeHidden();
});

test('"New project" asks for a name: Escape cancels, a too long one is refused, Enter creates', async ({
  page,
}) => {
  await openWorkspace(page);
  const picker = page.getByRole('combobox', { name: 'Project' });
  await expect(picker).toHaveText('My App');
  const newProject = page.getByRole('button', { name: 'New project' });
  const dialog = page.getByRole('dialog', { name: 'New project' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await newProject.click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('placeholder', 'My App');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newProject).toBeFocused();
  await expect(picker).toHaveText('My App');

  await newProject.click();
  await expect(name).toHaveValue('');
  await name.fill('x'.repeat(101));
  const tooLong = dialog.getByText('Name must be at most 100 characters', { exact: true });
  await expect(tooLong).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await name.press('Enter');
  await expect(dialog).toBeVisible();
  await name.fill('  Groceries  ');
  await expect(tooLong).toBeHidden();
  await name.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(picker).toHaveText('Groceries');
  await picker.click();
  await expect(page.getByRole('option')).toHaveText(['Groceries', 'My App']);
});

test('the socket follows the current project and closes when the workspace is left', async ({
  page,
}) => {
  const sockets: { projectId: string | null; closed: boolean }[] = [];
  page.on('websocket', (socket) => {
    const entry = { projectId: new URL(socket.url()).searchParams.get('projectId'), closed: false };
    sockets.push(entry);
    socket.on('close', () => (entry.closed = true));
  });
  await openWorkspace(page);
  expect(sockets).toHaveLength(1);
  const first = sockets[0]!;

  await page.getByRole('button', { name: 'New project' }).click();
  await page
    .getByRole('dialog', { name: 'New project' })
    .getByRole('button', { name: 'Create' })
    .click();
  await expect(page.getByText('Your new project is ready!', { exact: true })).toBeVisible();
  await expect.poll(() => sockets.length).toBe(2);
  await expect.poll(() => first.closed).toBe(true);
  const second = sockets[1]!;
  expect(second.projectId).not.toBe(first.projectId);
  await expect(page).toHaveURL(new RegExp(`projectId=${second.projectId}`));

  await page.getByRole('link', { name: 'Appforge: browse all areas' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect.poll(() => second.closed).toBe(true);
  expect(sockets).toHaveLength(2);
});
