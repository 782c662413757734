import type { QueryFunction } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@/lib/api-client';

/**
 * The first part of every admin query key: the default read joins the key with "/", so
 * `[ADMIN_API, 'overview']` reads /api/admin/overview, and the prefix finds them all at once.
 */
export const ADMIN_API = '/api/admin';

/** Every admin route but the login ones wants the token (contracts/admin.ts). */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The default read, with the token. It never answers null: a 401 throws (and signs out). */
export const adminQueryFn = <T>(token: string) =>
  getQueryFn<T>({ on401: 'throw', headers: bearer(token) }) as QueryFunction<T>;

export async function adminPost<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest('POST', `${ADMIN_API}/${path}`, body, {
    headers: bearer(token),
  });
  return (await response.json()) as T;
}
