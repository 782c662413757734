import {
  generatePageResponseSchema,
  PAGE_TYPE_LABELS,
  type PageType,
} from '@appforge/shared/contracts/page-builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeFailure } from '@/lib/api-error';
import { toast } from '@/lib/use-toast';
import { refreshPageLists } from './get-pages';
import { postPageBuilder } from './page-builder-request';

export interface GeneratePageInput {
  pageType: PageType;
  customRequirements: string[];
}

/** POST /api/page-builder/generate/{pageType}: writes (or rewrites) one page of the project. */
export function useGeneratePage(projectId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pageType, customRequirements }: GeneratePageInput) =>
      (
        await postPageBuilder(generatePageResponseSchema, `generate/${pageType}`, projectId, {
          customRequirements,
        })
      ).page,
    onError: (error, { pageType }) =>
      toast({
        title: `Couldn't write the ${PAGE_TYPE_LABELS[pageType]} page`,
        description: describeFailure(error),
        variant: 'destructive',
      }),
    onSettled: () => refreshPageLists(queryClient),
  });
}
