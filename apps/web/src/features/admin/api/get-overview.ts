import type { AdminOverview } from '@appforge/shared/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminSession } from '../hooks/admin-session';
import { ADMIN_API, adminQueryFn } from './admin-request';

export const overviewQueryKey = [ADMIN_API, 'overview'] as const;

/** GET /api/admin/overview: the summary cards, the stats and the recent activity. */
export const overviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: overviewQueryKey,
    queryFn: adminQueryFn<AdminOverview>(token),
  });

export function useAdminOverview() {
  const { token } = useAdminSession();
  return useQuery(overviewQueryOptions(token));
}
