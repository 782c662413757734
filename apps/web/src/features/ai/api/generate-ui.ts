import { generateUiResponseSchema, type GenerateUiBody } from '@appforge/shared/contracts/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshHistory } from './get-history';

/** POST /api/ai/generate-ui: a component for the platform in the theme (spec 02 §7). */
export function useGenerateUi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GenerateUiBody) =>
      generateUiResponseSchema.parse(
        await (await apiRequest('POST', '/api/ai/generate-ui', body)).json(),
      ),
    onError: (error) => console.error('UI generation failed', error),
    onSettled: () => refreshHistory(queryClient),
  });
}
