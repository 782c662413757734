import { analyzeResponseSchema, type AnalyzeBody } from '@appforge/shared/contracts/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshHistory } from './get-history';

/** POST /api/ai/analyze: 'Analyze Performance' (mode performance) and 'Find Issues' (mode issues). */
export function useAnalyze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AnalyzeBody) =>
      analyzeResponseSchema.parse(await (await apiRequest('POST', '/api/ai/analyze', body)).json()),
    onError: (error) => console.error('Code analysis failed', error),
    onSettled: () => refreshHistory(queryClient),
  });
}
