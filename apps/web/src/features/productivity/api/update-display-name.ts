import { ME, profileResponseSchema } from '@appforge/shared/contracts/productivity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callProductivity, leaderboardQueryKey, profileQueryKey } from './productivity-request';

/** PATCH /api/productivity/profile/me: the caller's name on the leaderboard. */
export const updateDisplayName = async (displayName: string) =>
  (await callProductivity(profileResponseSchema, 'PATCH', `profile/${ME}`, { displayName }))
    .profile;

export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisplayName,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey(ME), profile);
      await queryClient.invalidateQueries({ queryKey: leaderboardQueryKey });
    },
  });
}
