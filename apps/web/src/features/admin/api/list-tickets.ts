import type { Ticket } from '@appforge/shared/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminSession } from '../hooks/admin-session';
import { ADMIN_API, adminQueryFn } from './admin-request';

export const ticketsQueryKey = [ADMIN_API, 'tickets'] as const;

/** GET /api/admin/tickets. */
export const ticketsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ticketsQueryKey,
    queryFn: adminQueryFn<Ticket[]>(token),
  });

export function useTickets() {
  const { token } = useAdminSession();
  return useQuery(ticketsQueryOptions(token));
}
