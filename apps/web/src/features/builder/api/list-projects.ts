import type { Project } from '@appforge/shared/contracts/builder';
import { queryOptions } from '@tanstack/react-query';

export const projectsQueryKey = ['/api/projects'] as const;

/** GET /api/projects: the person's projects, newest first. */
export const projectsQueryOptions = () => queryOptions<Project[]>({ queryKey: projectsQueryKey });
