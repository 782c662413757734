import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn } from './api-client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const queryContext = (queryKey: unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends cookies and a JSON body with a JSON content type', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/projects', { name: 'Pantry' });
    expect(fetchMock).toHaveBeenCalledWith('/api/projects', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Pantry"}',
      credentials: 'include',
    });
  });

  it('sends no body and no content type without data', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await apiRequest('DELETE', '/api/projects/1');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/projects/1');
    expect(call?.[1]).toMatchObject({ body: undefined, headers: {}, credentials: 'include' });
  });

  it('adds the headers it is given to the JSON content type', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/admin/logout', undefined, {
      headers: { Authorization: 'Bearer t1' },
    });
    await apiRequest(
      'POST',
      '/api/admin/tickets/1/assign',
      {},
      { headers: { Authorization: 'Bearer t1' } },
    );
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/admin'));
    expect(sent.map(([, init]) => init?.headers)).toEqual([
      { Authorization: 'Bearer t1' },
      { 'Content-Type': 'application/json', Authorization: 'Bearer t1' },
    ]);
  });

  it('throws "<status>: <body text>" on a non-OK answer', async () => {
    mockFetch(
      new Response('{"error":"validation_failed"}', { status: 400, statusText: 'Bad Request' }),
    );
    await expect(apiRequest('POST', '/api/projects', {})).rejects.toThrow(
      '400: {"error":"validation_failed"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the query key joined with "/" with cookies, as JSON', async () => {
    const fetchMock = mockFetch(Response.json([{ id: 'p1' }]));
    const read = getQueryFn({ on401: 'throw' });
    await expect(read(queryContext(['/api/projects', 'p1', 'messages']))).resolves.toEqual([
      { id: 'p1' },
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/p1/messages', { credentials: 'include' });
  });

  it('sends the headers it is given with the read', async () => {
    const fetchMock = mockFetch(Response.json({ ok: true }));
    const read = getQueryFn({ on401: 'throw', headers: { Authorization: 'Bearer t1' } });
    await read(queryContext(['/api/admin', 'overview']));
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/overview', {
      credentials: 'include',
      headers: { Authorization: 'Bearer t1' },
    });
  });

  it('throws on 401 by default', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/session']))).rejects.toThrow(
      '401: Unauthorized',
    );
  });

  it('returns null on 401 in the returnNull variant, and still throws on other errors', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(
      getQueryFn({ on401: 'returnNull' })(queryContext(['/api/session'])),
    ).resolves.toBeNull();
    mockFetch(new Response('boom', { status: 500 }));
    await expect(
      getQueryFn({ on401: 'returnNull' })(queryContext(['/api/session'])),
    ).rejects.toThrow('500: boom');
  });
});

describe('the first calls of a page load', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A fresh module (no session started yet); fetch holds POST /api/session until told. */
  async function pageLoad() {
    vi.resetModules();
    const fresh = await import('./api-client');
    const sent: string[] = [];
    let answerSession: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input, init) => {
        const url = String(input);
        sent.push(`${init?.method ?? 'GET'} ${url}`);
        if (url === '/api/session')
          return new Promise(
            (resolve) => (answerSession = () => resolve(Response.json({ user: null }))),
          );
        return Promise.resolve(Response.json({}));
      }),
    );
    return { fresh, sent, answerSession: () => answerSession() };
  }

  it('send reads at once: reading stores no user, so there is nothing to wait for', async () => {
    const { fresh, sent } = await pageLoad();
    await fresh.getQueryFn({ on401: 'throw' })(queryContext(['/api/projects']));
    await fresh.apiRequest('GET', '/api/queue');
    expect(sent).toEqual(['GET /api/projects', 'GET /api/queue']);
  });

  it('hold writes behind one POST /api/session, so parallel writes share one user', async () => {
    const { fresh, sent, answerSession } = await pageLoad();
    const writes = [
      fresh.apiRequest('POST', '/api/projects', { name: 'Pantry' }),
      fresh.apiRequest('PATCH', '/api/productivity/profile/me', { displayName: 'Ana' }),
    ];
    await Promise.resolve();
    expect(sent).toEqual(['POST /api/session']);
    answerSession();
    await Promise.all(writes);
    expect(sent.slice(1).sort()).toEqual([
      'PATCH /api/productivity/profile/me',
      'POST /api/projects',
    ]);
    await fresh.apiRequest('DELETE', '/api/projects/p1');
    expect(sent.filter((line) => line === 'POST /api/session')).toHaveLength(1);
  });

  it('send admin writes at once: the admin area signs in with its own token', async () => {
    const { fresh, sent } = await pageLoad();
    await fresh.apiRequest('POST', '/api/admin/login', { email: 'a@b.c', password: 'secret12' });
    expect(sent).toEqual(['POST /api/admin/login']);
  });
});
