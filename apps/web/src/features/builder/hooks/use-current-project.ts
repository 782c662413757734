import type { Project } from '@appforge/shared/contracts/builder';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { createProject } from '@/lib/api/create-project';
import { toast } from '@/lib/use-toast';
import { DEFAULT_PROJECT, useCreateProject } from '../api/create-project';
import { listProjects, projectsQueryOptions } from '@/lib/api/list-projects';

/** spec 01 §4 and §8: the list, or with none a new default project (toasts say which way it went). */
async function projectsWithAFirstOne(): Promise<Project[]> {
  const projects = await listProjects();
  if (projects.length > 0) return projects;
  try {
    const project = await createProject(DEFAULT_PROJECT);
    toast({ title: 'Project created', description: 'Your new project is ready!' });
    return [project];
  } catch {
    toast({ title: 'Error', description: 'Failed to create project', variant: 'destructive' });
    return [];
  }
}

/**
 * The project the workspace shows. spec 01 §4: on first load the first project of the list, or a
 * new "My App" when there is none. `?projectId=` (kept in the URL so a reload stays on it) and
 * `?prompt=` (a prompt to start from, e.g. from the category browser) come from links.
 */
export function useCurrentProject() {
  const [params, setParams] = useSearchParams();
  const projects = useQuery({ ...projectsQueryOptions(), queryFn: projectsWithAFirstOne });
  const create = useCreateProject();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [initialPrompt] = useState(() => params.get('prompt') ?? '');
  const creating = useRef(false);

  const select = useCallback(
    (id: string) => {
      setSelectedId(id);
      setParams({ projectId: id }, { replace: true });
    },
    [setParams],
  );

  /** Creates a project named `name` (the default one when absent) and opens it; false if that failed. */
  const createAndSelect = useCallback(
    async (name: string = DEFAULT_PROJECT.name) => {
      if (creating.current) return false;
      creating.current = true;
      try {
        const project = await create.mutateAsync({ ...DEFAULT_PROJECT, name });
        toast({ title: 'Project created', description: 'Your new project is ready!' });
        select(project.id);
        return true;
      } catch {
        toast({ title: 'Error', description: 'Failed to create project', variant: 'destructive' });
        return false;
      } finally {
        creating.current = false;
      }
    },
    [create, select],
  );

  const list = projects.data;
  const requested = params.get('projectId');
  const currentId =
    (selectedId && list?.some((project) => project.id === selectedId) ? selectedId : null) ??
    (list?.find((project) => project.id === requested) ?? list?.[0])?.id ??
    null;

  /** After the first message, the link's prompt is spent: a reload should not fill it in again. */
  const promptSent = useCallback(() => {
    if (currentId && params.has('prompt')) setParams({ projectId: currentId }, { replace: true });
  }, [currentId, params, setParams]);

  return {
    projects: list ?? [],
    loading: projects.isPending,
    /** The list loaded and is empty: creating the first project failed (the toast said so). */
    noProject: list !== undefined && list.length === 0,
    projectsError: projects.error,
    retryProjects: () => void projects.refetch(),
    currentId,
    select,
    createProject: createAndSelect,
    creating: create.isPending,
    initialPrompt,
    promptSent,
  };
}
