import { kpiStatusResponseSchema } from '@appforge/shared/contracts/truth-report';
import { useQuery } from '@tanstack/react-query';
import { kpiStatusQueryKey, readTruthReport, truthReportUrl } from './truth-report-request';

/** GET /api/truth-report/kpi-status: the caller's five KPIs against the spec's targets. */
export const useKpiStatus = () =>
  useQuery({
    queryKey: kpiStatusQueryKey,
    queryFn: async () =>
      (await readTruthReport(kpiStatusResponseSchema, truthReportUrl('kpi-status'))).data.kpiStatus,
  });
