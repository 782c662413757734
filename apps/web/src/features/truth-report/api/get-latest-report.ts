import { latestResponseSchema } from '@appforge/shared/contracts/truth-report';
import { useQuery } from '@tanstack/react-query';
import { latestReportQueryKey, readTruthReport, truthReportUrl } from './truth-report-request';

/** GET /api/truth-report/latest: the project's newest report, or null before the first run. */
export const useLatestReport = (projectId: string | null) =>
  useQuery({
    queryKey: latestReportQueryKey(projectId),
    queryFn: async () =>
      (await readTruthReport(latestResponseSchema, truthReportUrl('latest', projectId))).data,
  });
