import {
  DEFAULT_PROJECT_NAME,
  DEFAULT_THEME,
  type CreateProjectBody,
  type Project,
} from '@appforge/shared/contracts/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProject } from '@/lib/api/create-project';
import { projectQueryKey } from './get-project';
import { projectsQueryKey } from '@/lib/api/list-projects';

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

/** POST /api/projects (lib/api/create-project.ts); the new project goes into the cache at once. */
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
