import type { AdminAnalytics } from '@appforge/shared/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminSession } from '../hooks/admin-session';
import { ADMIN_API, adminQueryFn } from './admin-request';

export const ANALYTICS_DAYS = 30;

/** GET /api/admin/analytics?days=30: the key joins to that path and query. */
export const analyticsQueryOptions = (token: string, days = ANALYTICS_DAYS) =>
  queryOptions({
    queryKey: [ADMIN_API, `analytics?days=${days}`],
    queryFn: adminQueryFn<AdminAnalytics>(token),
  });

export function useAdminAnalytics() {
  const { token } = useAdminSession();
  return useQuery(analyticsQueryOptions(token));
}
