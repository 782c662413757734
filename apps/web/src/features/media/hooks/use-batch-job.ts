import type { BatchKind, MediaJob } from '@appforge/shared/contracts/media';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLatestMediaJob } from '../api/get-latest-media-job';
import { useMediaJob } from '../api/get-media-job';
import { refreshMedia } from '../api/media-request';
import { useStartBatchJob } from '../api/start-batch-job';

/**
 * One batch tool's job: started from its button (or, after a reload, the tool's newest job),
 * followed while it runs; its end reads the list and the figures again, so the gallery shows what
 * it made.
 */
export function useBatchJob(kind: BatchKind) {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<MediaJob | null>(null);
  const startJob = useStartBatchJob(kind);
  const latest = useLatestMediaJob(kind);
  const known = started ?? latest.data ?? null;
  const followed = useMediaJob(known);
  const job = followed.data ?? known;

  const finishedId = job && job.status !== 'running' ? job.id : null;
  useEffect(() => {
    if (finishedId) void refreshMedia(queryClient);
  }, [finishedId, queryClient]);

  return {
    job,
    running: job?.status === 'running',
    starting: startJob.isPending,
    start: (text?: string) => startJob.mutate(text, { onSuccess: setStarted }),
  };
}
