import { latestMediaJobResponseSchema, type BatchKind } from '@appforge/shared/contracts/media';
import { useQuery } from '@tanstack/react-query';
import { MEDIA_KEY, readMedia } from './media-request';

/** GET /api/media/jobs/latest?kind=: the newest job of one tool, read once when the page opens. */
export function useLatestMediaJob(kind: BatchKind) {
  return useQuery({
    queryKey: [MEDIA_KEY, 'jobs', 'latest', kind] as const,
    queryFn: async () =>
      (await readMedia(latestMediaJobResponseSchema, `jobs/latest?kind=${kind}`)).job,
    staleTime: Infinity,
  });
}
