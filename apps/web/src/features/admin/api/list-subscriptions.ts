import type { Subscription } from '@appforge/shared/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminSession } from '../hooks/admin-session';
import { ADMIN_API, adminQueryFn } from './admin-request';

export const subscriptionsQueryKey = [ADMIN_API, 'subscriptions'] as const;

/** GET /api/admin/subscriptions. */
export const subscriptionsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: subscriptionsQueryKey,
    queryFn: adminQueryFn<Subscription[]>(token),
  });

export function useSubscriptions() {
  const { token } = useAdminSession();
  return useQuery(subscriptionsQueryOptions(token));
}
