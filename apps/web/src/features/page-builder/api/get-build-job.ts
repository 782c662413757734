import { buildJobResponseSchema, type BuildJob } from '@appforge/shared/contracts/page-builder';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PAGE_BUILDER_API } from '../lib/page-builder-urls';
import { PAGE_BUILDER_KEY } from './page-builder-request';

/** How often a running Build All job is asked for its progress. */
export const BUILD_POLL_INTERVAL_MS = 500;

export const buildJobQueryKey = (jobId: string) => [PAGE_BUILDER_KEY, 'jobs', jobId] as const;

/** GET /api/page-builder/jobs/{jobId}: the job's progress, asked again while it runs. */
export function useBuildJob(known: BuildJob | null) {
  return useQuery({
    queryKey: buildJobQueryKey(known?.id ?? ''),
    queryFn: async () =>
      buildJobResponseSchema.parse(
        await (await apiRequest('GET', `${PAGE_BUILDER_API}/jobs/${known!.id}`)).json(),
      ).job,
    enabled: known !== null,
    initialData: known ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' ? BUILD_POLL_INTERVAL_MS : false,
  });
}
