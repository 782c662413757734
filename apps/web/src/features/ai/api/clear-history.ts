import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { historyQueryKey, refreshHistory } from './get-history';

/** DELETE /api/ai/history (204): Clear Chat History empties the list (spec 02 §4). */
export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/ai/history');
    },
    onSuccess: () => queryClient.setQueryData(historyQueryKey, []),
    onSettled: () => refreshHistory(queryClient),
  });
}
