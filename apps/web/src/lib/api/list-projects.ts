import type { Project } from '@appforge/shared/contracts/builder';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const projectsQueryKey = ['/api/projects'] as const;

/** GET /api/projects: the person's projects, newest first (the builder's picker, the page builder's). */
export async function listProjects(): Promise<Project[]> {
  return (await (await apiRequest('GET', '/api/projects')).json()) as Project[];
}

export const projectsQueryOptions = () =>
  queryOptions<Project[]>({ queryKey: projectsQueryKey, queryFn: listProjects });
