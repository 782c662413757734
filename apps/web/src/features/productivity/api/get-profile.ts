import {
  PROFILE_POLL_MS,
  profileResponseSchema,
  type ProfileUserId,
} from '@appforge/shared/contracts/productivity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProductivity, profileQueryKey } from './productivity-request';

/** GET /api/productivity/profile/{me|demo-user}, read again every 30 s (spec 02 §7). */
export const profileQueryOptions = (userId: ProfileUserId) =>
  queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: async () =>
      (await callProductivity(profileResponseSchema, 'GET', `profile/${userId}`)).profile,
    refetchInterval: PROFILE_POLL_MS,
  });

export const useProfile = (userId: ProfileUserId) => useQuery(profileQueryOptions(userId));
