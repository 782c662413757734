import { mediaJobResponseSchema, type MediaJob } from '@appforge/shared/contracts/media';
import { useQuery } from '@tanstack/react-query';
import { MEDIA_KEY, readMedia } from './media-request';

/** How often a running batch job is asked for its progress. */
export const JOB_POLL_INTERVAL_MS = 500;

export const mediaJobQueryKey = (jobId: string) => [MEDIA_KEY, 'jobs', jobId] as const;

/** GET /api/media/jobs/{jobId}: the job's progress, asked again while it runs. */
export function useMediaJob(known: MediaJob | null) {
  return useQuery({
    queryKey: mediaJobQueryKey(known?.id ?? ''),
    queryFn: async () => (await readMedia(mediaJobResponseSchema, `jobs/${known!.id}`)).job,
    enabled: known !== null,
    initialData: known ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' ? JOB_POLL_INTERVAL_MS : false,
  });
}
