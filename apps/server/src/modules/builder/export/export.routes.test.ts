import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../../../db/schema';
import { newVisitor } from '../../../test/live-client';
import { fixtureCode, saveVersion } from '../../../test/preview-fixture';
import { backends, createTestApp, type TestApp } from '../../../test/test-app';
import { exportSlug } from './export.service';

describe.each(backends)('QR code and export (%s)', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
  });
  afterAll(() => testApp.close());

  const activityOf = (projectId: string) =>
    testApp.app.db.select().from(activityEvents).where(eq(activityEvents.projectId, projectId));

  async function ownedProject(name = 'Nonna’s Kitchen!') {
    const visitor = await newVisitor(testApp.app);
    const { id } = await visitor.createProject(name);
    const project = (await visitor.inject('GET', `/api/projects/${id}`)).json<{
      id: string;
      previewToken: string;
    }>();
    return { visitor, project };
  }

  it('draws the absolute preview URL as an SVG QR code, for the owner only', async () => {
    const { visitor, project } = await ownedProject();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/qr.svg`,
      headers: { cookie: visitor.cookie, host: 'appforge.test:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['x-preview-url']).toBe(
      `http://appforge.test:8080/preview/${project.previewToken}/ios`,
    );
    expect(response.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/,
    );
    expect(response.body).toContain('<path');
    expect(response.body.trim().endsWith('</svg>')).toBe(true);
    const android = await visitor.inject(
      'GET',
      `/api/projects/${project.id}/qr.svg?platform=android`,
    );
    expect(android.headers['x-preview-url']).toMatch(
      new RegExp(`/preview/${project.previewToken}/android$`),
    );
    expect(
      (await visitor.inject('GET', `/api/projects/${project.id}/qr.svg?platform=web`)).statusCode,
    ).toBe(400);

    const stranger = await newVisitor(testApp.app);
    const foreign = await stranger.inject('GET', `/api/projects/${project.id}/qr.svg`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'not_found', message: 'No such project.' });
    const unknown = await visitor.inject(
      'GET',
      '/api/projects/00000000-0000-4000-8000-000000000000/qr.svg',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not_found');
  });

  it('refuses to export a project with no code yet', async () => {
    const { visitor, project } = await ownedProject();
    const response = await visitor.inject('GET', `/api/projects/${project.id}/export.zip`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'nothing_to_export' });
    expect(response.json().message).toBeTruthy();
    expect(await activityOf(project.id)).toEqual([]);
  });

  it('records each download as the owner’s export of the current version', async () => {
    const { visitor, project } = await ownedProject();
    await saveVersion(testApp.app, project.id, fixtureCode());
    await saveVersion(testApp.app, project.id, fixtureCode());
    for (let download = 0; download < 2; download += 1)
      expect(
        (await visitor.inject('GET', `/api/projects/${project.id}/export.zip`)).statusCode,
      ).toBe(200);
    const stranger = await newVisitor(testApp.app);
    await stranger.inject('GET', `/api/projects/${project.id}/export.zip`);
    const { user } = (await visitor.inject('GET', '/api/session')).json<{ user: { id: string } }>();
    const exported = expect.objectContaining({ userId: user.id, kind: 'export', version: 2 });
    expect(await activityOf(project.id)).toEqual([exported, exported]);
  });

  it('exports the runnable frontend and backend as one zip', async () => {
    const { visitor, project } = await ownedProject();
    const code = fixtureCode();
    await saveVersion(testApp.app, project.id, code);
    const response = await visitor.inject('GET', `/api/projects/${project.id}/export.zip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="nonnas-kitchen.zip"',
    );

    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const paths = Object.keys(entries).sort();
    const expected = [
      'nonnas-kitchen/README.md',
      ...Object.keys(code.frontend).map((path) => `nonnas-kitchen/frontend/${path}`),
      'nonnas-kitchen/frontend/README.md',
      ...['icon', 'adaptive-icon', 'favicon'].map(
        (image) => `nonnas-kitchen/frontend/assets/${image}.png`,
      ),
      ...Object.keys(code.backend).map((path) => `nonnas-kitchen/backend/${path}`),
      'nonnas-kitchen/backend/README.md',
    ].sort();
    expect(paths).toEqual(expected);
    expect(strFromU8(entries['nonnas-kitchen/frontend/App.tsx']!)).toBe(code.frontend['App.tsx']);
    // PNG files (their signature), drawn for the app.json of the export.
    expect([...entries['nonnas-kitchen/frontend/assets/icon.png']!.subarray(0, 4)]).toEqual([
      0x89, 0x50, 0x4e, 0x47,
    ]);
    expect(strFromU8(entries['nonnas-kitchen/backend/src/server.ts']!)).toBe(
      code.backend['src/server.ts'],
    );
    const readme = strFromU8(entries['nonnas-kitchen/README.md']!);
    expect(readme).toContain('cd nonnas-kitchen/backend');
    expect(readme).toContain('npx expo start');
    expect(JSON.parse(strFromU8(entries['nonnas-kitchen/backend/package.json']!)).name).toBe(
      'fixture-app-api',
    );

    const again = await visitor.inject('GET', `/api/projects/${project.id}/export.zip`);
    expect(Buffer.compare(again.rawPayload, response.rawPayload)).toBe(0);

    const stranger = await newVisitor(testApp.app);
    expect(
      (await stranger.inject('GET', `/api/projects/${project.id}/export.zip`)).statusCode,
    ).toBe(404);
  });

  it('names the zip after the AppSpec slug when there is one', () => {
    expect(exportSlug('Whatever', { slug: 'task-buddy' })).toBe('task-buddy');
    expect(exportSlug('  Café Menu 2  ', null)).toBe('cafe-menu-2');
    expect(exportSlug('✨✨', { slug: 'Not A Slug' })).toBe('app');
  });
});
