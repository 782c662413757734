import type { Project } from '@appforge/shared/contracts/builder';
import { projectQuerySchema } from '@appforge/shared/contracts/truth-report';

/** A project id from a link; anything that is not an id means "the server's choice". */
export const projectIdFrom = (value: string | null): string | null =>
  projectQuerySchema.safeParse({ projectId: value ?? undefined }).data?.projectId ?? null;

/**
 * The project the server reports on when the address names none: the caller's most recently
 * updated one (the same order as the server's, newest `updatedAt`, then newest `createdAt`).
 */
export function mostRecentlyUpdated(
  projects: readonly Pick<Project, 'id' | 'updatedAt' | 'createdAt'>[],
): string | null {
  const order = (project: (typeof projects)[number]) =>
    [Date.parse(project.updatedAt), Date.parse(project.createdAt)] as const;
  let newest: (typeof projects)[number] | null = null;
  for (const project of projects) {
    const [updated, created] = order(project);
    const [newestUpdated, newestCreated] = newest ? order(newest) : [-Infinity, -Infinity];
    if (updated > newestUpdated || (updated === newestUpdated && created > newestCreated)) {
      newest = project;
    }
  }
  return newest?.id ?? null;
}
