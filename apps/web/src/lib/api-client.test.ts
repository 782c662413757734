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
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ body: undefined, headers: {}, credentials: 'include' });
  });

  it('throws "<status>: <body text>" on a non-OK answer', async () => {
    mockFetch(new Response('{"error":"validation_failed"}', { status: 400, statusText: 'Bad Request' }));
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
    await expect(read(queryContext(['/api/projects', 'p1', 'messages']))).resolves.toEqual([{ id: 'p1' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/p1/messages', { credentials: 'include' });
  });

  it('throws on 401 by default', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/session']))).rejects.toThrow(
      '401: Unauthorized',
    );
  });

  it('returns null on 401 in the returnNull variant, and still throws on other errors', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/session']))).resolves.toBeNull();
    mockFetch(new Response('boom', { status: 500 }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/session']))).rejects.toThrow('500: boom');
  });
});
