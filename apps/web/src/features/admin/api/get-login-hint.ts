import type { AdminLoginHint } from '@appforge/shared/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/admin/login (public): whether the generated first-start account is the way in. */
export const loginHintQueryOptions = () =>
  queryOptions<AdminLoginHint>({ queryKey: ['/api/admin/login'] });

export const useLoginHint = () => useQuery(loginHintQueryOptions());
