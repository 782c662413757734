import { runProgressResponseSchema } from '@appforge/shared/contracts/truth-report';
import { useQuery } from '@tanstack/react-query';
import { readTruthReport, runProgressQueryKey, truthReportUrl } from './truth-report-request';

/** How often a running report is asked for its stage. */
export const RUN_POLL_INTERVAL_MS = 500;

/**
 * GET /api/truth-report/run: the project's running report, or null. Asked again every 500 ms while
 * this page waits for its own run (`waiting`) or while the server says one runs (one started
 * before a reload, or in another tab).
 */
export const useRunProgress = (projectId: string | null, waiting: boolean) =>
  useQuery({
    queryKey: runProgressQueryKey(projectId),
    queryFn: async () =>
      (await readTruthReport(runProgressResponseSchema, truthReportUrl('run', projectId))).data,
    refetchInterval: (query) => (waiting || query.state.data ? RUN_POLL_INTERVAL_MS : false),
  });
