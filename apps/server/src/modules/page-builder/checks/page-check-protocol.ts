import type { PageReport, PageType } from '@appforge/shared/contracts/page-builder';

/** What the checks' thread is asked to do. */
export type PageCheckWork =
  { kind: 'check'; pageType: PageType; html: string } | { kind: 'warm-up' };

export type PageCheckRequest = PageCheckWork & { id: number };

export type PageCheckReply =
  | { id: number; report: PageReport | null; error?: undefined }
  | { id: number; error: string; report?: undefined };
