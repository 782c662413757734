import type { ProjectVersionSummary } from '@appforge/shared/contracts/builder';
import { keepPreviousData, queryOptions, useQuery, type QueryFilters } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The list's key also carries the project's current version (below); one version's key is a path. */
export const versionsQueryKey = (projectId: string) =>
  ['/api/projects', projectId, 'versions'] as const;

/** Matches the version lists of a project, not the single versions under the same prefix (they never change). */
export const versionListsFilter = (projectId: string): QueryFilters => ({
  queryKey: versionsQueryKey(projectId),
  predicate: (query) => typeof query.queryKey[3] === 'object',
});

/**
 * GET /api/projects/:id/versions, newest first. Keyed on the project's current version too, so a
 * new generation or a restore reads the list again; the older list stays on screen meanwhile.
 */
export const versionsQueryOptions = (projectId: string, currentVersion: number) =>
  queryOptions<ProjectVersionSummary[]>({
    queryKey: [...versionsQueryKey(projectId), { current: currentVersion }],
    queryFn: async () =>
      (await (
        await apiRequest('GET', `/api/projects/${projectId}/versions`)
      ).json()) as ProjectVersionSummary[],
    placeholderData: keepPreviousData,
  });

/** Nothing to read before the first generation. */
export const useVersions = (projectId: string, currentVersion: number) =>
  useQuery({ ...versionsQueryOptions(projectId, currentVersion), enabled: currentVersion > 0 });
