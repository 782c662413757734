import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** spec 01 §9: unused cached data is discarded after 5 minutes. */
const UNUSED_DATA_GC_MS = 5 * 60 * 1000;

/** spec 01 §7: no refetch on an interval or on focus, never stale, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: UNUSED_DATA_GC_MS,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
