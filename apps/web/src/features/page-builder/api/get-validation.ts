import {
  PAGE_POLL_INTERVAL_MS,
  validationResponseSchema,
} from '@appforge/shared/contracts/page-builder';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_BUILDER_KEY, readPageBuilder } from './page-builder-request';

export const validationQueryPrefix = [PAGE_BUILDER_KEY, 'validate'] as const;

/** GET /api/page-builder/validate: counts, the invalid pages, the overall score and the issues. */
export const validationQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...validationQueryPrefix, projectId] as const,
    queryFn: () => readPageBuilder(validationResponseSchema, 'validate', projectId),
    // spec 02 §5: refetched every 30 s.
    refetchInterval: PAGE_POLL_INTERVAL_MS,
  });

/** Asked for the project the pages answer named, so both lists speak of the same project. */
export const useValidation = (projectId: string | null) =>
  useQuery({ ...validationQueryOptions(projectId ?? ''), enabled: projectId !== null });
