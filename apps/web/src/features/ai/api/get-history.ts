import { aiHistoryResponseSchema, type AiHistoryEntry } from '@appforge/shared/contracts/ai';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

export const historyQueryKey = ['/api/ai/history'] as const;

const readHistory = getQueryFn<unknown>({ on401: 'throw' });

/** GET /api/ai/history: the caller's past requests, newest first. */
export const historyQueryOptions = queryOptions({
  queryKey: historyQueryKey,
  queryFn: async (context): Promise<AiHistoryEntry[]> =>
    aiHistoryResponseSchema.parse(await readHistory(context)).history,
});

export const useAiHistory = () => useQuery(historyQueryOptions);

/** Every generate and analyze request leaves an entry on the server: read the list again. */
export const refreshHistory = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: historyQueryKey });
