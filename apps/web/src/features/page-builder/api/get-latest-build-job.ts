import { latestBuildJobResponseSchema } from '@appforge/shared/contracts/page-builder';
import { useQuery } from '@tanstack/react-query';
import { PAGE_BUILDER_KEY, readPageBuilder } from './page-builder-request';

export const latestBuildJobQueryKey = (projectId: string) =>
  [PAGE_BUILDER_KEY, 'jobs', 'latest', projectId] as const;

/** GET /api/page-builder/jobs/latest: the project's newest Build All job, so a reload follows it. */
export const useLatestBuildJob = (projectId: string | null) =>
  useQuery({
    queryKey: latestBuildJobQueryKey(projectId ?? ''),
    queryFn: async () =>
      (await readPageBuilder(latestBuildJobResponseSchema, 'jobs/latest', projectId)).job,
    enabled: projectId !== null,
  });
