import { mediaJobResponseSchema, type BatchKind } from '@appforge/shared/contracts/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeFailure } from '@/lib/api-error';
import { toast } from '@/lib/use-toast';
import { BATCH_TOOLS } from '../data/batch-tools';
import { mediaJobQueryKey } from './get-media-job';
import { postMedia } from './media-request';

/**
 * POST /api/media/batch/{kind} (202): starts the batch tool over every file it applies to, or
 * answers the one of that kind already running.
 */
export function useStartBatchJob(kind: BatchKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text?: string) =>
      (await postMedia(mediaJobResponseSchema, `batch/${kind}`, text === undefined ? {} : { text }))
        .job,
    onSuccess: (job) => queryClient.setQueryData(mediaJobQueryKey(job.id), job),
    onError: (error) =>
      toast({
        title: `Couldn't start ${BATCH_TOOLS[kind].label}`,
        description: describeFailure(error),
        variant: 'destructive',
      }),
  });
}
