import type { PageType } from '@appforge/shared/contracts/page-builder';

/** What the checks' thread is asked to do. */
export type PageCheckWork =
  { kind: 'check'; pageType: PageType; html: string } | { kind: 'warm-up' };
