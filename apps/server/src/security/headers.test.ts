import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage, uploaded } from '../modules/media/media-test-kit';
import { newVisitor, type Visitor } from '../test/live-client';
import { fixtureCode, saveVersion } from '../test/preview-fixture';
import { backends, createTestApp, type TestApp } from '../test/test-app';

/**
 * The headers each kind of response carries (decision 002): the app's documents and files, the
 * JSON API (answers and errors alike), the live preview, and uploaded media served back.
 */
const ASSET = '/assets/index-3f9a1c2b.js';

/** A Content-Security-Policy as directive → value ('' for a directive with no value). */
function policy(response: LightMyRequestResponse): Record<string, string> {
  const header = response.headers['content-security-policy'];
  expect(header).toEqual(expect.any(String));
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name, ...values] = directive.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-site',
};

describe.each(backends)('security headers on %s', (backend) => {
  let testApp: TestApp;
  let visitor: Visitor;
  let webDist: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { cookie: visitor.cookie, ...headers } });

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'appforge-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      `<!doctype html><html><head><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(join(webDist, ASSET), 'document.title = "Appforge";');
    testApp = await createTestApp(backend, { webDistDir: webDist });
    visitor = await newVisitor(testApp.app);
  });
  afterAll(async () => {
    await testApp?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("gives the app's document a policy of its own scripts only, framed by itself alone", async () => {
    for (const url of ['/', '/builder?projectId=x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const csp = policy(response);
      expect(csp['default-src']).toBe("'self'");
      expect(csp['script-src']).toBe("'self'");
      expect(csp['object-src']).toBe("'none'");
      expect(csp['frame-ancestors']).toBe("'self'");
      expect(csp['base-uri']).toBe("'self'");
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-site',
        'cache-control': 'no-cache',
      });
    }
  });

  it("serves the app's files unsniffed, for this site only, cached for good", async () => {
    const response = await get(ASSET);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-site',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('gives JSON answers and errors the compact API set', async () => {
    const answers = [
      [await get('/api/projects'), 200],
      [await get(`/api/projects/${crypto.randomUUID()}`), 404],
      [await get('/api/no-such-endpoint'), 404],
      [await visitor.inject('POST', '/api/projects', { name: '' }), 400],
    ] as const;
    for (const [response, status] of answers) {
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers).toMatchObject(API_HEADERS);
      // A document's extras would only weigh on every call.
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  describe('the live preview', () => {
    let token: string;
    beforeAll(async () => {
      const { id } = await visitor.createProject('Headers');
      token = (await visitor.inject('GET', `/api/projects/${id}`)).json<{ previewToken: string }>()
        .previewToken;
      await saveVersion(testApp.app, id, fixtureCode());
    });

    it('sandboxes every preview document to scripts alone, as an opaque origin', async () => {
      for (const url of [`/preview/${token}/ios`, '/preview/not-a-real-token/android']) {
        const response = await testApp.app.inject({ method: 'GET', url });
        const csp = policy(response);
        expect(csp.sandbox, url).toBe('allow-scripts');
        expect(csp['default-src']).toBe("'none'");
        expect(csp['script-src']).toBe("'self' http://localhost:80");
        expect(csp['frame-ancestors']).toBe("'self'");
        expect(csp['base-uri']).toBe("'none'");
        expect(csp['form-action']).toBe("'none'");
        expect(response.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
          'cache-control': 'no-store',
        });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    });

    it('serves its bundles to the opaque-origin page with CORS, unsniffed and without credentials', async () => {
      const html = (await testApp.app.inject({ method: 'GET', url: `/preview/${token}/ios` })).body;
      const scripts = [...html.matchAll(/<script defer crossorigin="anonymous" src="([^"]+)"/g)];
      expect(scripts.map((match) => match[1])).toEqual([
        expect.stringMatching(/^\/preview\/vendor\.[0-9a-f]{16}\.js$/),
        expect.stringMatching(/^\/preview\/app\/[\w-]+\/[0-9a-f]{16}\.js$/),
      ]);
      for (const [, src] of scripts) {
        // A sandboxed page's CORS requests say `Origin: null`.
        const response = await testApp.app.inject({
          method: 'GET',
          url: src!,
          headers: { origin: 'null' },
        });
        expect(response.statusCode, src).toBe(200);
        expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(response.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'access-control-allow-origin': '*',
          'cross-origin-resource-policy': 'cross-origin',
        });
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      }
    });
  });

  it('serves an uploaded file as its checked type, unsniffed, sandboxed and scriptless', async () => {
    // A real PNG with a page after it, named as HTML: kept, but only as the PNG it is.
    const polyglot = Buffer.concat([
      await pngImage(),
      Buffer.from('<html><script>parent.stolen = document.cookie</script></html>'),
    ]);
    const { files } = await uploaded(testApp.app, visitor.cookie, [
      { name: 'page.html', content: polyglot, type: 'application/octet-stream' },
    ]);
    const [file] = files;
    expect(file!.mimeType).toBe('image/png');
    for (const [url, disposition] of [
      [file!.url, 'inline'],
      [`${file!.url}?download=1`, 'attachment'],
      [file!.thumbnailUrl!, 'inline'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/(png|webp)$/);
      expect(response.headers['content-disposition']).toMatch(new RegExp(`^${disposition}; `));
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'same-site',
        'cache-control': 'private, max-age=3600',
      });
    }
  });
});
