import { generateCodeResponseSchema, type GenerateCodeBody } from '@appforge/shared/contracts/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshHistory } from './get-history';

/**
 * POST /api/ai/generate-code. `success: false` is an answer the page shows; a network or parse
 * failure is logged to the console only (spec 02 §8).
 */
export function useGenerateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GenerateCodeBody) =>
      generateCodeResponseSchema.parse(
        await (await apiRequest('POST', '/api/ai/generate-code', body)).json(),
      ),
    onError: (error) => console.error('Code generation failed', error),
    onSettled: () => refreshHistory(queryClient),
  });
}
