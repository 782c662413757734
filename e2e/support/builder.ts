import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { GENERATION_TIMEOUT_MS } from './ready';

/** The builder's chat input and workspace tabs, and generating an app through the UI or the API. */

export const messageInput = (page: Page) => page.getByRole('textbox', { name: 'Message' });

export const workspaceTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Workspace' }).getByRole('tab', { name, exact: true });

/** Sends `prompt` in the chat and waits for the reply's feature list. */
export async function generate(page: Page, prompt: string) {
  await messageInput(page).fill(prompt);
  await messageInput(page).press('Enter');
  await expect(page.getByRole('list', { name: 'Features' }).first()).toBeVisible({
    timeout: GENERATION_TIMEOUT_MS,
  });
}

export interface GeneratedSpec {
  appName: string;
  entities: {
    name: string;
    pluralName: string;
    titleField: string;
    fields: { name: string; label: string; type: string; relation?: string }[];
  }[];
}

export interface GeneratedProject {
  id: string;
  currentVersion: number;
  previewToken: string;
  appSpec: GeneratedSpec | null;
}

/** A new project generated from `prompt` through the API, once its first version is saved. */
export async function generatedProject(request: APIRequestContext, prompt: string) {
  await request.get('/api/session');
  const created = await request.post('/api/projects', { data: { name: prompt.slice(0, 40) } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/projects/${id}/generate`, { data: { prompt } })).status()).toBe(
    202,
  );
  let project: GeneratedProject = { id, currentVersion: 0, previewToken: '', appSpec: null };
  await expect
    .poll(
      async () => {
        project = (await (await request.get(`/api/projects/${id}`)).json()) as GeneratedProject;
        return project.currentVersion;
      },
      { timeout: GENERATION_TIMEOUT_MS, intervals: [250] },
    )
    .toBeGreaterThanOrEqual(1);
  return project;
}
