import {
  ME,
  sessionEndResponseSchema,
  type Profile,
} from '@appforge/shared/contracts/productivity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callProductivity,
  leaderboardQueryKey,
  profileQueryKey,
  progressQueryKey,
} from './productivity-request';

/** POST /api/productivity/session/end: the session's length and the XP it earned. */
export const endSession = () =>
  callProductivity(sessionEndResponseSchema, 'POST', 'session/end', { userId: ME });

/**
 * On success the timer stops at once, and the profile, progress and leaderboard are read again
 * for the XP earned; a refusal reads the profile again (another tab may have ended it).
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: async () => {
      queryClient.setQueryData<Profile>(profileQueryKey(ME), (profile) =>
        profile ? { ...profile, activeSession: null } : profile,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey(ME) }),
        queryClient.invalidateQueries({ queryKey: progressQueryKey(ME) }),
        queryClient.invalidateQueries({ queryKey: leaderboardQueryKey }),
      ]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(ME) }),
  });
}
