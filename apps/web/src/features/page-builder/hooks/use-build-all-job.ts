import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useStartBuildAll } from '../api/build-all';
import { useBuildJob } from '../api/get-build-job';
import { useLatestBuildJob } from '../api/get-latest-build-job';
import { refreshPageLists } from '../api/get-pages';
import { buildMilestone } from '../lib/build-progress';

/**
 * The project's Build All job: the newest one on load (a build still running after a reload), or
 * the one just started, followed while it runs. Each page it writes and its end read the page list
 * and the validation again, so pages appear as they are written.
 */
export function useBuildAllJob(projectId: string | null) {
  const queryClient = useQueryClient();
  const latest = useLatestBuildJob(projectId);
  const start = useStartBuildAll(projectId);
  const followed = useBuildJob(latest.data ?? null);
  const job = followed.data ?? latest.data ?? null;

  // The first job seen for a project is only noted: the lists just loaded are already current.
  const seen = useRef<{ projectId: string; milestone: string } | null>(null);
  useEffect(() => {
    if (!job) return;
    const milestone = buildMilestone(job);
    const previous = seen.current;
    if (previous?.projectId === job.projectId && previous.milestone !== milestone) {
      void refreshPageLists(queryClient);
    }
    seen.current = { projectId: job.projectId, milestone };
  }, [job, queryClient]);

  return {
    job,
    running: job?.status === 'running',
    starting: start.isPending,
    start: () => start.mutate(),
  };
}
