import {
  historyResponseSchema,
  TRUTH_REPORT_HISTORY_LIMIT,
} from '@appforge/shared/contracts/truth-report';
import { useQuery } from '@tanstack/react-query';
import { readTruthReport, reportHistoryQueryKey, truthReportUrl } from './truth-report-request';

/** GET /api/truth-report/history?limit=10 (spec 02 §7, §9): the project's reports, newest first. */
export const useReportHistory = (projectId: string | null) =>
  useQuery({
    queryKey: reportHistoryQueryKey(projectId),
    queryFn: async () =>
      (
        await readTruthReport(
          historyResponseSchema,
          truthReportUrl('history', projectId, { limit: String(TRUTH_REPORT_HISTORY_LIMIT) }),
        )
      ).data,
  });
