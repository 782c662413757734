import type { ModelEdit, ModelEditResult } from '@appforge/shared/contracts/data-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectsQueryKey } from '@/lib/api/list-projects';
import { projectQueryKey } from './get-project';
import { versionListsFilter } from './list-versions';
import { messagesQueryKey } from './list-messages';

/**
 * POST /api/projects/:id/model-edits: one change to the data model (rename, retype, add or remove
 * a field, a link or a computed value) becomes a new version, like a typed follow-up. The answer
 * is the updated project, so the diagram, the code view and the phone frames follow at once, and
 * what changed in the chat's words.
 */
export function useEditModel(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edit: ModelEdit) =>
      (await (
        await apiRequest('POST', `/api/projects/${projectId}/model-edits`, edit)
      ).json()) as ModelEditResult,
    onSuccess: ({ project }) => {
      queryClient.setQueryData(projectQueryKey(projectId), project);
      void queryClient.invalidateQueries(versionListsFilter(projectId));
      // A new version comes with its note in the chat: read it without waiting on the socket.
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey, exact: true });
    },
  });
}
