import type { PageReport, PageType } from '@appforge/shared/contracts/page-builder';
import { createOffThread } from '../../../threads/off-thread';
import type { PageCheckWork } from './page-check-protocol';

const ask = createOffThread<PageCheckWork, PageReport | null>(
  import.meta.url,
  'page-check-worker',
  'The page checks',
);

/** `checkPage` on the checks' own thread (started on first use, kept while the server runs). */
export async function checkPageOffThread(pageType: PageType, html: string): Promise<PageReport> {
  const report = await ask({ kind: 'check', pageType, html });
  if (!report) throw new Error('The page checks answered no report.');
  return report;
}

/** Starts the checks' thread and warms it up, so the first real page is not slow. */
export async function warmUpPageChecksOffThread(): Promise<void> {
  await ask({ kind: 'warm-up' });
}
