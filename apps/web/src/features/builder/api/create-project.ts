import {
  DEFAULT_PROJECT_NAME,
  DEFAULT_THEME,
  type CreateProjectBody,
  type Project,
} from '@appforge/shared/contracts/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectQueryKey } from './get-project';
import { projectsQueryKey } from './list-projects';

/** spec 01 §4: the project created when the list is empty (and for "New project", under its name). */
export const DEFAULT_PROJECT: CreateProjectBody = {
  name: DEFAULT_PROJECT_NAME,
  description: 'AI-generated mobile application',
  config: {
    platform: 'both',
    features: [],
    theme: { ...DEFAULT_THEME },
  },
};

export async function createProject(body: CreateProjectBody): Promise<Project> {
  return (await (await apiRequest('POST', '/api/projects', body)).json()) as Project;
}

/** POST /api/projects; the new project goes into the cache at once. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectQueryKey(project.id), project);
      queryClient.setQueryData<Project[]>(projectsQueryKey, (projects) => [
        project,
        ...(projects ?? []),
      ]);
    },
  });
}
