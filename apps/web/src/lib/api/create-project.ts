import type { CreateProjectBody, Project } from '@appforge/shared/contracts/builder';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/projects: the one fetcher of this endpoint. The builder's "New project" and the
 * category browser's "Start Building" each wrap it in their own mutation hook.
 */
export async function createProject(body: CreateProjectBody): Promise<Project> {
  return (await (await apiRequest('POST', '/api/projects', body)).json()) as Project;
}
