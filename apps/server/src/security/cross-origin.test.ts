import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendUpload, pngImage } from '../modules/media/media-test-kit';
import { newVisitor, type Visitor } from '../test/live-client';
import { backends, createTestApp, type TestApp } from '../test/test-app';

/**
 * A page of another origin may make the browser send the session cookie with a form post or a
 * fetch, but not hide where it came from: every state-changing request in the cookie scopes is
 * refused when its Origin (or, lacking one, Sec-Fetch-Site) names another site. inject() sends
 * Host `localhost:80`, so this server's own origin here is http://localhost.
 */
const OWN = 'http://localhost';
const ALLOWED = 'https://appforge.example.com';
const FOREIGN = ['https://evil.example', 'null', 'https://localhost', 'http://localhost:5173'];
/** What a reverse proxy adds, and the public origin it stands for. */
const PROXIED = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'appforge.example.org' };
const PROXIED_ORIGIN = 'https://appforge.example.org';

type Headers = Record<string, string>;

describe.each(backends)('requests from another origin on %s', (backend) => {
  let testApp: TestApp;
  let visitor: Visitor;

  const send = (options: InjectOptions & { headers?: Headers }) =>
    testApp.app.inject({ ...options, headers: { cookie: visitor.cookie, ...options.headers } });
  const projectCount = async () =>
    (await visitor.inject('GET', '/api/projects')).json<unknown[]>().length;

  /** One state-changing request of each kind and scope; `expected` is its answer when accepted. */
  const samples = () =>
    [
      {
        name: 'create a project',
        expected: 201,
        request: { method: 'POST', url: '/api/projects', payload: { name: 'From a page' } },
      },
      {
        name: 'rename the profile',
        expected: 200,
        request: {
          method: 'PATCH',
          url: '/api/productivity/profile/me',
          payload: { displayName: 'Renamed' },
        },
      },
      {
        name: 'delete a media file',
        expected: 404,
        request: { method: 'DELETE', url: `/api/media/${crypto.randomUUID()}` },
      },
      {
        name: 'sign in as an admin',
        expected: 401,
        request: {
          method: 'POST',
          url: '/api/admin/login',
          payload: { email: 'nobody@example.com', password: 'not-the-password' },
        },
      },
    ] as const;

  beforeAll(async () => {
    testApp = await createTestApp(backend, { allowedOrigins: [ALLOWED] });
    visitor = await newVisitor(testApp.app);
  });
  afterAll(() => testApp?.close());

  it('refuses each sample with 403 cross_origin, before it is handled', async () => {
    const before = await projectCount();
    for (const sample of samples()) {
      for (const origin of FOREIGN) {
        const response = await send({ ...sample.request, headers: { origin } });
        expect(response.statusCode, `${sample.name} from ${origin}`).toBe(403);
        expect(response.json()).toEqual({
          error: 'cross_origin',
          message: expect.stringContaining('only from its own pages') as string,
        });
      }
    }
    expect(await projectCount()).toBe(before);
  });

  it('refuses a browser request without Origin whose Sec-Fetch-Site says cross-site', async () => {
    const [create] = samples();
    const crossSite = await send({
      ...create.request,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    for (const site of ['same-origin', 'none']) {
      const response = await send({ ...create.request, headers: { 'sec-fetch-site': site } });
      expect(response.statusCode, site).toBe(201);
    }
  });

  it('accepts each sample from its own origin, an allowed origin, or with no Origin at all', async () => {
    const origins: (Headers | undefined)[] = [
      { origin: OWN },
      { origin: 'http://localhost:80' },
      { origin: ALLOWED },
      { origin: OWN, 'sec-fetch-site': 'same-origin' },
      undefined,
    ];
    for (const sample of samples()) {
      for (const headers of origins) {
        const response = await send({ ...sample.request, headers });
        expect(response.statusCode, `${sample.name} with ${JSON.stringify(headers)}`).toBe(
          sample.expected,
        );
      }
    }
  });

  it('refuses a cross-origin upload, and creates no anonymous user for a cookieless one', async () => {
    const upload = await sendUpload(testApp.app, visitor.cookie, [
      { name: 'photo.png', content: await pngImage(), type: 'image/png' },
    ]);
    expect(upload.statusCode).toBe(200);
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'No cookie' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['set-cookie']).toBeUndefined();
  });

  it('lets reads through (CORS keeps their answers from the other page)', async () => {
    const response = await send({
      method: 'GET',
      url: '/api/projects',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('ignores X-Forwarded-* without TRUST_PROXY: the Host decides', async () => {
    const create = (origin: string) =>
      send({
        method: 'POST',
        url: '/api/projects',
        headers: { ...PROXIED, origin },
        payload: { name: 'Proxied' },
      });
    expect((await create(PROXIED_ORIGIN)).statusCode).toBe(403);
    expect((await create(OWN)).statusCode).toBe(201);
  });

  it('leaves the cookieless wallet JSON-RPC and the preview open to every origin', async () => {
    const rpc = (origin?: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/web3/rpc/nowhere',
        headers: origin ? { origin } : {},
        payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      });
    const [plain, foreign] = await Promise.all([rpc(), rpc('chrome-extension://wallet')]);
    expect(foreign.statusCode).toBe(plain.statusCode);
    expect(foreign.statusCode).not.toBe(403);
    expect(foreign.json()).toEqual(plain.json());

    const preview = await testApp.app.inject({
      method: 'GET',
      url: '/preview/not-a-real-token/ios',
      headers: { origin: 'null' },
    });
    expect(preview.statusCode).toBe(404);
    expect(preview.headers['content-type']).toContain('text/html');
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', { trustProxy: true });
  });
  afterAll(() => testApp?.close());

  it('takes its own origin from X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const create = (origin: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { ...PROXIED, origin },
        payload: { name: 'Proxied' },
      });
    expect((await create(PROXIED_ORIGIN)).statusCode).toBe(201);
    expect((await create(OWN)).statusCode).toBe(403);
  });
});
