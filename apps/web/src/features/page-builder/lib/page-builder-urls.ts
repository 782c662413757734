import type { PageType } from '@appforge/shared/contracts/page-builder';

export const PAGE_BUILDER_API = '/api/page-builder';

/**
 * A page-builder address for the chosen project; without one the server answers for the caller's
 * most recently updated project.
 */
export function pageBuilderUrl(
  path: string,
  projectId: string | null,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams(projectId ? { projectId, ...extra } : extra).toString();
  return `${PAGE_BUILDER_API}/${path}${query ? `?${query}` : ''}`;
}

/** GET /api/page-builder/download: one page's zip, or with no page type the whole site's. */
export const downloadUrl = (projectId: string | null, pageType?: PageType) =>
  pageBuilderUrl('download', projectId, pageType ? { pageType } : {});
