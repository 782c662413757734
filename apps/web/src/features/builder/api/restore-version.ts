import type { Project } from '@appforge/shared/contracts/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectQueryKey } from './get-project';
import { projectsQueryKey } from '@/lib/api/list-projects';
import { versionListsFilter } from './list-versions';

/**
 * POST /api/projects/:id/versions/:n/restore: the old code becomes a new, current version. The
 * answer is the updated project, so the code view and the phone frames follow at once.
 */
export function useRestoreVersion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) =>
      (await (
        await apiRequest('POST', `/api/projects/${projectId}/versions/${version}/restore`)
      ).json()) as Project,
    onSuccess: (project) => {
      queryClient.setQueryData(projectQueryKey(projectId), project);
      void queryClient.invalidateQueries(versionListsFilter(projectId));
      // Exact: the prefix would also refetch this project, its messages and every version just read.
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey, exact: true });
    },
  });
}
