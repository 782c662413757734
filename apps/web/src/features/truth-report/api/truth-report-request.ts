import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Every truth-report query key starts here, so one prefix reaches them all. */
export const TRUTH_REPORT_KEY = 'truth-report';

export const latestReportQueryKey = (projectId: string | null) =>
  [TRUTH_REPORT_KEY, 'latest', projectId] as const;
export const reportHistoryQueryKey = (projectId: string | null) =>
  [TRUTH_REPORT_KEY, 'history', projectId] as const;
export const runProgressQueryKey = (projectId: string | null) =>
  [TRUTH_REPORT_KEY, 'run', projectId] as const;
export const kpiStatusQueryKey = [TRUTH_REPORT_KEY, 'kpi-status'] as const;
export const resourceUsageQueryKey = [TRUTH_REPORT_KEY, 'resource-usage'] as const;

/**
 * `/api/truth-report/<path>`, about `projectId` when one is named (none: the server reports on the
 * caller's most recently updated project), with further query parameters.
 */
export function truthReportUrl(
  path: string,
  projectId: string | null = null,
  params: Record<string, string> = {},
): string {
  const query = new URLSearchParams(projectId ? { projectId, ...params } : params).toString();
  return `/api/truth-report/${path}${query ? `?${query}` : ''}`;
}

/** GET a truth-report address and parse the answer with its contract schema. */
export async function readTruthReport<T>(schema: z.ZodType<T>, url: string): Promise<T> {
  return schema.parse(await (await apiRequest('GET', url)).json());
}

/** POST to a truth-report address and parse the answer. */
export async function postTruthReport<T>(
  schema: z.ZodType<T>,
  url: string,
  body: unknown,
): Promise<T> {
  return schema.parse(await (await apiRequest('POST', url, body)).json());
}

/** After a run: the project's history and the caller's KPIs and resource use are read again. */
export const refreshAfterRun = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [TRUTH_REPORT_KEY, 'history'] }),
    queryClient.invalidateQueries({ queryKey: kpiStatusQueryKey }),
    queryClient.invalidateQueries({ queryKey: resourceUsageQueryKey }),
  ]);
