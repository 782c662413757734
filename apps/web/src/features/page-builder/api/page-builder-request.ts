import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { pageBuilderUrl } from '../lib/page-builder-urls';

/** Every page-builder query key starts here, so one prefix reaches them all. */
export const PAGE_BUILDER_KEY = 'page-builder';

/** GET a page-builder address for the project and parse the answer with its contract schema. */
export async function readPageBuilder<T>(
  schema: z.ZodType<T>,
  path: string,
  projectId: string | null,
): Promise<T> {
  return schema.parse(await (await apiRequest('GET', pageBuilderUrl(path, projectId))).json());
}

/** POST to a page-builder address for the project and parse the answer. */
export async function postPageBuilder<T>(
  schema: z.ZodType<T>,
  path: string,
  projectId: string | null,
  body?: unknown,
): Promise<T> {
  return schema.parse(
    await (await apiRequest('POST', pageBuilderUrl(path, projectId), body)).json(),
  );
}
