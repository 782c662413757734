import {
  LEADERBOARD_POLL_MS,
  leaderboardResponseSchema,
} from '@appforge/shared/contracts/productivity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProductivity, leaderboardQueryKey } from './productivity-request';

/** GET /api/productivity/leaderboard, read again every 60 s (spec 02 §7). */
export const leaderboardQueryOptions = queryOptions({
  queryKey: leaderboardQueryKey,
  queryFn: async () =>
    (await callProductivity(leaderboardResponseSchema, 'GET', 'leaderboard')).leaderboard,
  refetchInterval: LEADERBOARD_POLL_MS,
});

export const useLeaderboard = () => useQuery(leaderboardQueryOptions);
