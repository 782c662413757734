import { generate } from '@appforge/codegen/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, type Visitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';

interface Spec {
  entities: { name: string; fields: { name: string; label: string; relation?: string }[] }[];
}
interface Project {
  currentVersion: number;
  appSpec: Spec;
  generatedCode: { frontend: Record<string, string> };
}

const READING = 'a reading log with books and the reading sessions of each book (date, pages read)';

describe.each(backends)('data model edits (%s)', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend, { workers: 1 }, { generator: generate });
  });
  afterAll(() => testApp.close());

  /** A project with its first version generated from READING. */
  async function generated(visitor: Visitor) {
    const { id } = await visitor.createProject();
    expect(
      (await visitor.inject('POST', `/api/projects/${id}/generate`, { prompt: READING }))
        .statusCode,
    ).toBe(202);
    await expect
      .poll(async () => (await visitor.inject('GET', `/api/projects/${id}`)).json<Project>(), {
        timeout: 60_000,
      })
      .toMatchObject({ currentVersion: 1 });
    return id;
  }
  const fieldsOf = (project: Project, entity: string) =>
    project.appSpec.entities.find((item) => item.name === entity)!.fields;

  it('saves each edit as a new version said in the chat, and restoring undoes it', async () => {
    const visitor = await newVisitor(testApp.app);
    const id = await generated(visitor);
    const edit = (body: object) => visitor.inject('POST', `/api/projects/${id}/model-edits`, body);

    const renamed = await edit({
      op: 'renameField',
      entity: 'Book',
      field: 'title',
      to: 'Book title',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const { project, change } = renamed.json<{ project: Project; change: string }>();
    expect(change).toBe('Renamed the Title field of books to Book title');
    expect(project.currentVersion).toBe(2);
    expect(fieldsOf(project, 'Book')).toContainEqual(
      expect.objectContaining({ name: 'bookTitle', label: 'Book title' }),
    );
    expect(project.generatedCode.frontend['src/screens/BookFormScreen.tsx']).toContain(
      'label="Book title"',
    );

    const linked = (await edit({ op: 'addLink', entity: 'Book', to: 'ReadingSession' })).json<{
      project: Project;
    }>().project;
    expect(fieldsOf(linked, 'Book')).toContainEqual(
      expect.objectContaining({ relation: 'ReadingSession' }),
    );

    const messages = (await visitor.inject('GET', `/api/projects/${id}/messages`)).json<
      { content: string; isUser: boolean; metadata: { changedFiles?: string[] } }[]
    >();
    expect(messages.slice(-4).map(({ content, isUser }) => ({ content, isUser }))).toEqual([
      { content: 'Data model: Renamed the Title field of books to Book title', isUser: true },
      { content: expect.stringMatching(/^Updated .+: \d+ files changed\.$/), isUser: false },
      {
        content: 'Data model: Linked books to reading sessions: each picks one',
        isUser: true,
      },
      { content: expect.stringMatching(/^Updated /), isUser: false },
    ]);
    expect(messages.at(-1)!.metadata.changedFiles).toContain('frontend/src/types.ts');

    const restored = (
      await visitor.inject('POST', `/api/projects/${id}/versions/1/restore`)
    ).json<Project>();
    expect(fieldsOf(restored, 'Book')).toContainEqual(
      expect.objectContaining({ name: 'title', label: 'Title' }),
    );
    expect(fieldsOf(restored, 'Book').some((field) => field.relation)).toBe(false);
  });

  it('answers bad edits with a clear 4xx and saves nothing', async () => {
    const visitor = await newVisitor(testApp.app);
    const empty = await visitor.createProject();
    const noApp = await visitor.inject('POST', `/api/projects/${empty.id}/model-edits`, {
      op: 'removeField',
      entity: 'Book',
      field: 'title',
    });
    expect(noApp.statusCode).toBe(409);
    expect(noApp.json()).toMatchObject({ error: 'no_app' });

    const id = await generated(visitor);
    const edit = (body: object) => visitor.inject('POST', `/api/projects/${id}/model-edits`, body);
    const unknown = await edit({ op: 'removeField', entity: 'Book', field: 'ghost' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'invalid_edit', message: 'Book has no field ghost.' });
    const malformed = await edit({ op: 'explode', entity: 'Book' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });
    expect(malformed.body).not.toMatch(/\bat .+\.ts:\d+/);
    const blank = await edit({ op: 'addField', entity: 'Book', label: '   ', type: 'text' });
    expect(blank.statusCode).toBe(400);

    const stranger = await newVisitor(testApp.app);
    const foreign = await stranger.inject('POST', `/api/projects/${id}/model-edits`, {
      op: 'removeField',
      entity: 'Book',
      field: 'title',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await visitor.inject('GET', `/api/projects/${id}`)).json()).toMatchObject({
      currentVersion: 1,
    });
  });
});
