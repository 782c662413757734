import type { QueryFunction } from '@tanstack/react-query';

/** spec 01 §8: a non-OK answer throws "<status>: <body text or status text>". */
async function throwIfNotOk(response: Response) {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
}

let session: Promise<void> | undefined;

/**
 * One GET /api/session before the first other call of a page load. A visitor without a cookie gets
 * one from whichever call reaches the server first; calls sent in parallel would each create a
 * different anonymous user, and the projects of one would be refused to the cookie of another.
 */
export function sessionReady(url: string): Promise<void> {
  if (url === '/api/session') return Promise.resolve();
  session ??= fetch('/api/session', { credentials: 'include' }).then(
    () => undefined,
    () => undefined,
  );
  return session;
}

/** Extra request headers, e.g. the admin area's `Authorization: Bearer <token>`. */
export interface RequestOptions {
  headers?: Record<string, string>;
}

/** Every write: cookies included, JSON body with a JSON content type (spec 01 §7). */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  await sessionReady(url);
  const response = await fetch(url, {
    method,
    headers: {
      ...(data === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: GET the query key joined with "/", parsed as JSON (spec 01 §7). */
export function getQueryFn<T>(
  options: { on401: UnauthorizedBehavior } & RequestOptions,
): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const url = queryKey.join('/');
    await sessionReady(url);
    const response = await fetch(url, {
      credentials: 'include',
      ...(options.headers ? { headers: options.headers } : {}),
    });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
