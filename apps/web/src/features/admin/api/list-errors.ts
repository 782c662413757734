import type { SystemError } from '@appforge/shared/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAdminSession } from '../hooks/admin-session';
import { ADMIN_API, adminQueryFn } from './admin-request';

export const errorsQueryKey = [ADMIN_API, 'errors'] as const;

/** GET /api/admin/errors: the platform's own failures, grouped. */
export const errorsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: errorsQueryKey,
    queryFn: adminQueryFn<SystemError[]>(token),
  });

export function useSystemErrors() {
  const { token } = useAdminSession();
  return useQuery(errorsQueryOptions(token));
}
