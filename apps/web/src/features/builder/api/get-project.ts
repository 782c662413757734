import type { Project } from '@appforge/shared/contracts/builder';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { projectsQueryKey } from '@/lib/api/list-projects';

export const projectQueryKey = (id: string) => ['/api/projects', id] as const;

/** GET /api/projects/:id: one project with its code and preview token. */
export const projectQueryOptions = (id: string) =>
  queryOptions<Project>({ queryKey: projectQueryKey(id) });

export const useProject = (id: string | null) =>
  useQuery({ ...projectQueryOptions(id ?? ''), enabled: id !== null });

/**
 * Refetches a project, then puts it into the cached list as well (whose names the project picker
 * shows): the first generation renames a project that still has the default name.
 */
export async function refreshProject(queryClient: QueryClient, id: string) {
  await queryClient.invalidateQueries({ queryKey: projectQueryKey(id) });
  const project = queryClient.getQueryData<Project>(projectQueryKey(id));
  if (!project) return;
  queryClient.setQueryData<Project[]>(projectsQueryKey, (projects) =>
    projects?.map((listed) => (listed.id === id ? project : listed)),
  );
}
