import type { ProjectVersion } from '@appforge/shared/contracts/builder';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { versionsQueryKey } from './list-versions';

/** GET /api/projects/:id/versions/:n: one version with its code. A version never changes once made. */
export const versionQueryOptions = (projectId: string, version: number) =>
  queryOptions<ProjectVersion>({ queryKey: [...versionsQueryKey(projectId), String(version)] });

/** Null reads nothing: the current version's code is already on the project. */
export const useVersion = (projectId: string, version: number | null) =>
  useQuery({
    ...versionQueryOptions(projectId, version ?? 0),
    enabled: version !== null && version > 0,
  });
