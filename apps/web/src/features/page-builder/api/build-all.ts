import { buildJobResponseSchema } from '@appforge/shared/contracts/page-builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeFailure } from '@/lib/api-error';
import { toast } from '@/lib/use-toast';
import { buildJobQueryKey } from './get-build-job';
import { latestBuildJobQueryKey } from './get-latest-build-job';
import { postPageBuilder } from './page-builder-request';

/**
 * POST /api/page-builder/build-all (202): starts writing all 12 pages, or answers the build already
 * running. The job becomes the project's latest, which the page then follows.
 */
export function useStartBuildAll(projectId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await postPageBuilder(buildJobResponseSchema, 'build-all', projectId)).job,
    onSuccess: (job) => {
      queryClient.setQueryData(buildJobQueryKey(job.id), job);
      queryClient.setQueryData(latestBuildJobQueryKey(job.projectId), job);
    },
    onError: (error) =>
      toast({
        title: "Couldn't start Build All Pages",
        description: describeFailure(error),
        variant: 'destructive',
      }),
  });
}
