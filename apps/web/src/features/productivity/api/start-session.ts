import {
  ME,
  sessionStartResponseSchema,
  type Profile,
} from '@appforge/shared/contracts/productivity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callProductivity, profileQueryKey } from './productivity-request';

/** POST /api/productivity/session/start: only the caller's own session (spec 02 §4). */
export const startSession = async () =>
  (
    await callProductivity(sessionStartResponseSchema, 'POST', 'session/start', {
      userId: ME,
      sessionType: 'coding',
    })
  ).session;

/** On success the profile shows the running session at once; a refusal reads it again. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSession,
    onSuccess: (session) =>
      queryClient.setQueryData<Profile>(profileQueryKey(ME), (profile) =>
        profile ? { ...profile, activeSession: session } : profile,
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(ME) }),
  });
}
