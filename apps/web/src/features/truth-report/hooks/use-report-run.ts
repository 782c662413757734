import type { RunProgress } from '@appforge/shared/contracts/truth-report';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useGenerateReport } from '../api/generate-report';
import { useRunProgress } from '../api/get-run-progress';
import { latestReportQueryKey, refreshAfterRun } from '../api/truth-report-request';

export interface ReportRun {
  /** A report is being generated for the project: this page's, or one the server says runs. */
  running: boolean;
  /** The run's stage and percent, once the server has answered. */
  progress: RunProgress | null;
  /** Why this page's last Generate Report for the project failed. */
  error: Error | null;
  start: () => void;
}

/**
 * Generate Report for the project: the POST, and the run's stage read every 500 ms while it
 * runs. A run this page did not start (before a reload, in another tab) is followed too, and its
 * end reads the report again.
 */
export function useReportRun(projectId: string | null): ReportRun {
  const queryClient = useQueryClient();
  const generate = useGenerateReport();
  const mine = generate.variables === projectId;
  const waiting = mine && generate.isPending;
  const run = useRunProgress(projectId, waiting);
  const progress = run.data ?? null;

  const wasRunning = useRef(false);
  useEffect(() => {
    const ended = wasRunning.current && !progress;
    wasRunning.current = progress !== null;
    if (ended && !waiting) {
      void queryClient.invalidateQueries({ queryKey: latestReportQueryKey(projectId) });
      void refreshAfterRun(queryClient);
    }
  }, [progress, waiting, projectId, queryClient]);

  return {
    running: waiting || progress !== null,
    progress,
    error: mine && generate.isError ? generate.error : null,
    start: () => generate.mutate(projectId),
  };
}
