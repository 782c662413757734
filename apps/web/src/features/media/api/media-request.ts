import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Every media query key starts here. */
export const MEDIA_KEY = 'media';
export const MEDIA_API = '/api/media';

export const mediaFilesQueryKey = [MEDIA_KEY, 'files'] as const;
export const mediaStatsQueryKey = [MEDIA_KEY, 'stats'] as const;

/** `/api/media` or `/api/media/<path>`. */
export const mediaUrl = (path = '') => (path ? `${MEDIA_API}/${path}` : MEDIA_API);

/** GET a media address and parse the answer with its contract schema. */
export async function readMedia<T>(schema: z.ZodType<T>, path = ''): Promise<T> {
  return schema.parse(await (await apiRequest('GET', mediaUrl(path))).json());
}

/** POST to a media address and parse the answer. */
export async function postMedia<T>(schema: z.ZodType<T>, path: string, body?: unknown): Promise<T> {
  return schema.parse(await (await apiRequest('POST', mediaUrl(path), body)).json());
}

/** After an upload, a delete or any processing: the list and the figures are read again. */
export const refreshMedia = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: mediaFilesQueryKey }),
    queryClient.invalidateQueries({ queryKey: mediaStatsQueryKey }),
  ]);
