import {
  PROGRESS_POLL_MS,
  progressResponseSchema,
  type ProfileUserId,
} from '@appforge/shared/contracts/productivity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProductivity, progressQueryKey } from './productivity-request';

/** GET /api/productivity/progress/{me|demo-user}, read again every 30 s (spec 02 §7). */
export const progressQueryOptions = (userId: ProfileUserId) =>
  queryOptions({
    queryKey: progressQueryKey(userId),
    queryFn: async () =>
      (await callProductivity(progressResponseSchema, 'GET', `progress/${userId}`)).progress,
    refetchInterval: PROGRESS_POLL_MS,
  });

export const useProgress = (userId: ProfileUserId) => useQuery(progressQueryOptions(userId));
