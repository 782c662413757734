import {
  PAGE_POLL_INTERVAL_MS,
  pagesResponseSchema,
} from '@appforge/shared/contracts/page-builder';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { validationQueryPrefix } from './get-validation';
import { PAGE_BUILDER_KEY, readPageBuilder } from './page-builder-request';

const pagesQueryPrefix = [PAGE_BUILDER_KEY, 'pages'] as const;

/** GET /api/page-builder/pages: the project's pages (null: the server picks the project). */
export const pagesQueryOptions = (projectId: string | null) =>
  queryOptions({
    queryKey: [...pagesQueryPrefix, projectId] as const,
    queryFn: () => readPageBuilder(pagesResponseSchema, 'pages', projectId),
    // spec 02 §5: refetched every 30 s.
    refetchInterval: PAGE_POLL_INTERVAL_MS,
  });

export const usePages = (projectId: string | null) => useQuery(pagesQueryOptions(projectId));

/** spec 02 §4: after a generation the page list and the validation data are read again. */
export const refreshPageLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: pagesQueryPrefix }),
    queryClient.invalidateQueries({ queryKey: validationQueryPrefix }),
  ]);
