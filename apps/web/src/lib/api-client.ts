import type { QueryFunction } from '@tanstack/react-query';

/** spec 01 §8: a non-OK answer throws "<status>: <body text or status text>". */
async function throwIfNotOk(response: Response) {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
}

const READ_METHODS = new Set(['GET', 'HEAD']);
/** The admin area signs in with its own bearer token and never uses the session cookie. */
const ADMIN_API_PREFIX = '/api/admin/';

let session: Promise<void> | undefined;

/**
 * One POST /api/session before the first write of a page load. The server stores a visitor's
 * anonymous user (and sets its cookie) only on a write; writes sent in parallel without a cookie
 * would each create a different user, and the projects of one would be refused to the cookie of
 * another. Reads need no user, so they never wait; a failed start is tried again by the next write.
 */
export function sessionReady(url: string, method = 'GET'): Promise<void> {
  if (url === '/api/session' || url.startsWith(ADMIN_API_PREFIX)) return Promise.resolve();
  if (READ_METHODS.has(method.toUpperCase())) return Promise.resolve();
  session ??= fetch('/api/session', { method: 'POST', credentials: 'include' }).then(
    (response) => {
      if (!response.ok) session = undefined;
    },
    () => {
      session = undefined;
    },
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
  await sessionReady(url, method);
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
    const response = await fetch(url, {
      credentials: 'include',
      ...(options.headers ? { headers: options.headers } : {}),
    });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
