import type { PageType } from '@appforge/shared/contracts/page-builder';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { tabIn } from '@/lib/address-tab';
import {
  PAGE_BUILDER_TABS,
  pageTypeFrom,
  projectIdFrom,
  withChanges,
  type PageBuilderTab,
} from '../lib/page-builder-params';

/**
 * What the dashboard shows, kept in the address so a reload or a shared link opens the same view:
 * `projectId` (absent: the server's choice), `tab`, and `page` (the page in Preview).
 */
export function usePageBuilderParams() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => withChanges(current, changes), { replace: true }),
    [setParams],
  );
  return {
    projectId: projectIdFrom(params.get('projectId')),
    tab: tabIn(PAGE_BUILDER_TABS, params.get('tab')),
    previewPage: pageTypeFrom(params.get('page')),
    selectProject: (projectId: string) => change({ projectId, page: null }),
    openTab: (tab: PageBuilderTab) =>
      change({ tab: tab === PAGE_BUILDER_TABS[0].value ? null : tab }),
    choosePreview: (pageType: PageType) => change({ page: pageType }),
    preview: (pageType: PageType) => change({ tab: 'preview', page: pageType }),
  };
}
