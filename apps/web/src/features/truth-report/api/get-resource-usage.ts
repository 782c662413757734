import { resourceUsageResponseSchema } from '@appforge/shared/contracts/truth-report';
import { useQuery } from '@tanstack/react-query';
import { readTruthReport, resourceUsageQueryKey, truthReportUrl } from './truth-report-request';

/** GET /api/truth-report/resource-usage: measured use against the quotas (null: not measured). */
export const useResourceUsage = () =>
  useQuery({
    queryKey: resourceUsageQueryKey,
    queryFn: async () =>
      (await readTruthReport(resourceUsageResponseSchema, truthReportUrl('resource-usage'))).data,
  });
