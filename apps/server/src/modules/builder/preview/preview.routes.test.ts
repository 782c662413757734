import { eq } from 'drizzle-orm';
import { SourceMapConsumer } from 'source-map-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityEvents, projects } from '../../../db/schema';
import { createRecordingGenerator } from '../../../test/fake-generator';
import { NOT_A_SESSION_HEADER } from './preview.routes';
import { newVisitor } from '../../../test/live-client';
import {
  brokenFrontend,
  fixtureCode,
  fixtureFrontend,
  saveVersion,
} from '../../../test/preview-fixture';
import { backends, createTestApp, type TestApp } from '../../../test/test-app';

interface ProjectView {
  id: string;
  previewToken: string;
  currentVersion: number;
}

const scriptSources = (html: string) =>
  [...html.matchAll(/<script defer crossorigin="anonymous" src="([^"]+)"/g)].map((m) => m[1]!);
const pageConfig = (html: string) =>
  JSON.parse(
    /<script id="appforge-preview-config" type="application\/json">(.*?)<\/script>/s.exec(
      html,
    )![1]!,
  ) as {
    mode: string;
    platform: string;
    version: number;
    errors: { file: string; line: number; message: string }[];
  };

describe.each(backends)('the live preview (%s)', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
  });
  afterAll(() => testApp.close());

  async function newProject() {
    const visitor = await newVisitor(testApp.app);
    const { id } = await visitor.createProject('Fixture app');
    const project = (await visitor.inject('GET', `/api/projects/${id}`)).json<ProjectView>();
    return { visitor, project };
  }
  const page = (token: string, platform = 'ios') =>
    testApp.app.inject({ method: 'GET', url: `/preview/${token}/${platform}` });

  it('returns the project with its preview token to its owner only', async () => {
    const { project } = await newProject();
    expect(project.previewToken).toMatch(/^[\w-]{20,}$/);
    const stranger = await newVisitor(testApp.app);
    expect((await stranger.inject('GET', `/api/projects/${project.id}`)).statusCode).toBe(404);
  });

  it('shows a placeholder, with no cookie, while the project has no code', async () => {
    const { project } = await newProject();
    const response = await page(project.previewToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.body).toContain('Your app will appear here');
    expect(response.body).toContain('html,body,#root{height:100%;margin:0}');
    expect(response.body).toContain('input,textarea{min-width:0}');
    expect(pageConfig(response.body)).toMatchObject({ mode: 'empty', platform: 'ios', version: 0 });
    const forged = await testApp.app.inject({
      method: 'GET',
      url: `/preview/${project.previewToken}/ios`,
      headers: { host: "evil.test; script-src 'unsafe-inline'" },
    });
    expect(forged.headers['content-security-policy']).toMatch(/script-src 'self'; /);
    const scripts = scriptSources(response.body);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/preview\/vendor\.[0-9a-f]{16}\.js$/);
  });

  it('answers 404 for an unknown token and 400 for an unknown platform', async () => {
    const unknown = await page('no-such-token-at-all');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Preview not found');
    const { project } = await newProject();
    const badPlatform = await page(project.previewToken, 'windows');
    expect(badPlatform.statusCode).toBe(400);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/preview/vendor.0000000000000000.js' }))
        .statusCode,
    ).toBe(404);
    const missingApp = await testApp.app.inject({
      method: 'GET',
      url: `/preview/app/${project.previewToken}/0000000000000000.js`,
    });
    expect(missingApp.statusCode).toBe(404);
  });

  it('records each page load, not its scripts, as the owner’s activity', async () => {
    const { project } = await newProject();
    await saveVersion(testApp.app, project.id, fixtureCode());
    const [vendorUrl, appUrl] = scriptSources((await page(project.previewToken, 'android')).body);
    // The Truth Report's renders are no person's session.
    await testApp.app.inject({
      method: 'GET',
      url: `/preview/${project.previewToken}/ios`,
      headers: { [NOT_A_SESSION_HEADER]: '1' },
    });
    await testApp.app.inject({ method: 'GET', url: vendorUrl! });
    await testApp.app.inject({ method: 'GET', url: appUrl! });
    await page(project.previewToken, 'windows');
    const [owner] = await testApp.app.db
      .select({ id: projects.ownerId })
      .from(projects)
      .where(eq(projects.id, project.id));
    const loads = () =>
      testApp.app.db.select().from(activityEvents).where(eq(activityEvents.projectId, project.id));
    await vi.waitFor(async () => expect(await loads()).toHaveLength(1));
    expect(await loads()).toEqual([
      expect.objectContaining({
        userId: owner!.id,
        kind: 'preview_load',
        version: 1,
        detail: { platform: 'android' },
      }),
    ]);
  });

  it('serves the vendor bundle immutable, with CORS, once per process', async () => {
    const { project } = await newProject();
    const [vendorUrl] = scriptSources((await page(project.previewToken)).body);
    const vendor = await testApp.app.inject({ method: 'GET', url: vendorUrl! });
    expect(vendor.statusCode).toBe(200);
    expect(vendor.headers['content-type']).toContain('javascript');
    expect(vendor.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(vendor.headers['access-control-allow-origin']).toBe('*');
    expect(vendor.body).toContain('__appforgeModules');
    expect(vendor.body).toContain('appforge-preview');
    const again = scriptSources((await page(project.previewToken, 'android')).body)[0];
    expect(again).toBe(vendorUrl);
  });

  it('builds the app bundle once per version and serves it from the cache after', async () => {
    const { project } = await newProject();
    const version = await saveVersion(testApp.app, project.id, fixtureCode());
    const first = await page(project.previewToken, 'ios');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-preview-bundle']).toBe('build');
    expect(first.headers['server-timing']).toMatch(/^bundle;desc="build";dur=\d/);
    expect(pageConfig(first.body)).toMatchObject({ mode: 'app', platform: 'ios', version });
    const second = await page(project.previewToken, 'android');
    expect(second.headers['x-preview-bundle']).toBe('cache');
    expect(pageConfig(second.body)).toMatchObject({ mode: 'app', platform: 'android', version });

    const [vendorUrl, appUrl] = scriptSources(first.body);
    expect(scriptSources(second.body)).toEqual([vendorUrl, appUrl]);
    expect(appUrl).toMatch(new RegExp(`^/preview/app/${project.previewToken}/[0-9a-f]{16}\\.js$`));
    const app = await testApp.app.inject({ method: 'GET', url: appUrl! });
    expect(app.statusCode).toBe(200);
    expect(app.headers['access-control-allow-origin']).toBe('*');
    expect(app.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(app.body).toContain('Hello from the fixture');
    expect(app.body).toContain('globalThis.__appforgeModules["react-native"]');
    expect(app.body).not.toContain('createElement("div"'); // react-native-web stays in the vendor bundle
    expect(app.body).toMatch(/\/\/# sourceMappingURL=[0-9a-f]{16}\.js\.map\n$/);
  });

  it('maps the app bundle back to the generated files and lines', async () => {
    const { project } = await newProject();
    await saveVersion(testApp.app, project.id, fixtureCode());
    const appUrl = scriptSources((await page(project.previewToken)).body)[1]!;
    const code = (await testApp.app.inject({ method: 'GET', url: appUrl })).body;
    const mapResponse = await testApp.app.inject({ method: 'GET', url: `${appUrl}.map` });
    expect(mapResponse.statusCode).toBe(200);
    expect(mapResponse.headers['access-control-allow-origin']).toBe('*');
    const map = mapResponse.json<{ sources: string[] }>();
    expect(map.sources).toEqual(
      expect.arrayContaining(['App.tsx', 'src/Greeting.tsx', 'src/crash.ts']),
    );

    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('Crashed on purpose')) + 1;
    const column = lines[line - 1]!.indexOf('throw');
    const consumer = new SourceMapConsumer(map as never);
    expect(consumer.originalPositionFor({ line, column })).toMatchObject({
      source: 'src/crash.ts',
      line: 3,
    });
  });

  it('rebuilds on a new version, and keeps serving the one before', async () => {
    const { project } = await newProject();
    await saveVersion(testApp.app, project.id, fixtureCode());
    const first = await page(project.previewToken);
    const oldAppUrl = scriptSources(first.body)[1]!;
    const version = await saveVersion(
      testApp.app,
      project.id,
      fixtureCode(fixtureFrontend('Edited greeting')),
    );
    const second = await page(project.previewToken);
    expect(second.headers['x-preview-bundle']).toBe('rebuild');
    expect(pageConfig(second.body).version).toBe(version);
    const newAppUrl = scriptSources(second.body)[1]!;
    expect(newAppUrl).not.toBe(oldAppUrl);
    expect((await testApp.app.inject({ method: 'GET', url: newAppUrl })).body).toContain(
      'Edited greeting',
    );
    expect((await testApp.app.inject({ method: 'GET', url: oldAppUrl })).body).toContain(
      'Hello from the fixture',
    );
    expect((await page(project.previewToken)).headers['x-preview-bundle']).toBe('cache');
  });

  it('builds every version of several concurrent requests only once', async () => {
    const { project } = await newProject();
    await saveVersion(testApp.app, project.id, fixtureCode());
    const responses = await Promise.all(
      ['ios', 'android', 'ios', 'android'].map((platform) => page(project.previewToken, platform)),
    );
    const sources = responses.map((response) => response.headers['x-preview-bundle']).sort();
    expect(sources).toEqual(['build', 'cache', 'cache', 'cache']);
    expect(new Set(responses.map((response) => scriptSources(response.body)[1])).size).toBe(1);
  });

  it('shows build errors with file and line instead of the app', async () => {
    const { project } = await newProject();
    await saveVersion(testApp.app, project.id, fixtureCode(brokenFrontend()));
    const response = await page(project.previewToken);
    expect(response.statusCode).toBe(200);
    const config = pageConfig(response.body);
    expect(config.mode).toBe('build-error');
    expect(config.errors[0]).toMatchObject({ file: 'src/Greeting.tsx', line: 4 });
    expect(response.body).toContain('The app did not build');
    expect(response.body).toContain('src/Greeting.tsx:4:');
    expect(scriptSources(response.body)).toHaveLength(1); // the vendor runtime posts build-error

    await saveVersion(
      testApp.app,
      project.id,
      fixtureCode({
        ...fixtureFrontend(),
        'src/Greeting.tsx':
          "import { Text } from 'react-native';\nimport axios from 'axios';\nexport const Greeting = () => <Text>{String(axios)}</Text>;\n",
      }),
    );
    const unknownPackage = pageConfig((await page(project.previewToken)).body);
    expect(unknownPackage.errors[0]).toMatchObject({ file: 'src/Greeting.tsx', line: 2 });
    expect(unknownPackage.errors[0]!.message).toContain(
      '"axios" is not available in the live preview',
    );
  });

  it('previews what a generation produced, through the queue', async () => {
    const recorder = createRecordingGenerator();
    const flowApp = await createTestApp(
      backend,
      { workers: 1 },
      {
        generator: async (input, options) => ({
          ...(await recorder.generator(input, options)),
          generatedCode: fixtureCode(),
        }),
      },
    );
    try {
      const visitor = await newVisitor(flowApp.app);
      const { id } = await visitor.createProject('Queued app');
      expect(
        (
          await visitor.inject('POST', `/api/projects/${id}/generate`, {
            prompt: 'Build a task manager app',
          })
        ).statusCode,
      ).toBe(202);
      let project = (await visitor.inject('GET', `/api/projects/${id}`)).json<ProjectView>();
      for (let tries = 0; project.currentVersion < 1 && tries < 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        project = (await visitor.inject('GET', `/api/projects/${id}`)).json<ProjectView>();
      }
      const response = await flowApp.app.inject({
        method: 'GET',
        url: `/preview/${project.previewToken}/android`,
      });
      expect(pageConfig(response.body)).toMatchObject({
        mode: 'app',
        platform: 'android',
        version: 1,
      });
    } finally {
      await flowApp.close();
    }
  });
});
