import { reportResponseSchema, type TruthReport } from '@appforge/shared/contracts/truth-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  latestReportQueryKey,
  postTruthReport,
  refreshAfterRun,
  runProgressQueryKey,
  TRUTH_REPORT_KEY,
  truthReportUrl,
} from './truth-report-request';

/**
 * POST /api/truth-report/generate with `{}` (spec 02 §7): runs every gate on the project's latest
 * version and answers the new report (5–20 s; a second call during a run answers the same one).
 * The variable is the project (null: the server's choice).
 */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation<TruthReport, Error, string | null>({
    mutationKey: [TRUTH_REPORT_KEY, 'generate'],
    mutationFn: async (projectId) =>
      (await postTruthReport(reportResponseSchema, truthReportUrl('generate', projectId), {})).data,
    // The run's first stage is asked for at once, not half a second later.
    onMutate: (projectId) =>
      queryClient.invalidateQueries({ queryKey: runProgressQueryKey(projectId) }),
    onSuccess: (report, projectId) => {
      queryClient.setQueryData(runProgressQueryKey(projectId), null);
      queryClient.setQueryData(latestReportQueryKey(projectId), report);
      void refreshAfterRun(queryClient);
    },
  });
}
