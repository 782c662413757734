import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { generate, type GenerateResult } from '@appforge/codegen/index';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { vendorBundle } from '../modules/builder/preview/vendor-bundle';
import { fixtureCode, fixtureFrontend, saveVersion } from './preview-fixture';

// The live preview's side of e2e/preview.spec.ts and bench:preview: the real app with the fixture
// app saved as a project, run with `node --import tsx`. Prints one JSON line (URLs, tokens, the
// vendor bundle's build), then reads lines on stdin: "edit <label>" saves the fixture with that
// greeting as a new version (its sockets get code_update) and answers "saved <version>";
// "generate <prompt>" does the same with a real generation, each a follow-up of the one before.
// GET /host is an empty page of this origin, for framing the preview as the web app does.
const dataDir = mkdtempSync(join(tmpdir(), 'appforge-preview-server-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }),
  port: Number(process.env.PORT ?? 0),
  workers: 0,
  webDistDir: join(dataDir, 'none'),
};
const app = await buildApp(config);
app.get('/host', { schema: { hide: true } }, async (_request, reply) =>
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .send('<!doctype html><html><head><title>Preview host</title></head><body></body></html>'),
);
await app.listen({ port: config.port, host: '127.0.0.1' });

const vendor = await vendorBundle();
const session = await app.inject({ method: 'POST', url: '/api/session' });
const cookie = String(session.headers['set-cookie']).split(';')[0] ?? '';
const create = async (name: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: { name },
    })
  ).json<{
    id: string;
    previewToken: string;
  }>();
const fixture = await create('Fixture app');
await saveVersion(app, fixture.id, fixtureCode());
const empty = await create('Empty app');

const { port } = app.server.address() as { port: number };
console.log(
  JSON.stringify({
    base: `http://127.0.0.1:${port}`,
    cookie,
    projectId: fixture.id,
    tokens: { fixture: fixture.previewToken, empty: empty.previewToken },
    vendor: { buildMs: vendor.buildMs, bytes: vendor.bytes },
  }),
);

let generated: GenerateResult | undefined;
for await (const line of createInterface({ input: process.stdin })) {
  const label = /^edit (.+)$/.exec(line)?.[1];
  const prompt = /^generate (.+)$/.exec(line)?.[1];
  if (label) {
    const version = await saveVersion(
      app,
      fixture.id,
      fixtureCode(fixtureFrontend(label)),
      `edit ${label}`,
    );
    console.log(`saved ${version}`);
  } else if (prompt) {
    // A real generation (a follow-up of the one before), saved as the fixture project's next version.
    generated = await generate({
      prompt,
      previous: generated?.appSpec,
      previousCode: generated?.generatedCode,
    });
    const version = await saveVersion(app, fixture.id, generated.generatedCode, prompt);
    console.log(`saved ${version}`);
  }
}
await app.close();
rmSync(dataDir, { recursive: true, force: true });
