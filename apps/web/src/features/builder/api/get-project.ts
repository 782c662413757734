import type { Project } from '@appforge/shared/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const projectQueryKey = (id: string) => ['/api/projects', id] as const;

/** GET /api/projects/:id: one project with its code and preview token. */
export const projectQueryOptions = (id: string) =>
  queryOptions<Project>({ queryKey: projectQueryKey(id) });

export const useProject = (id: string | null) =>
  useQuery({ ...projectQueryOptions(id ?? ''), enabled: id !== null });
