import {
  PAGE_FILE_NAMES,
  PAGE_STYLESHEET_FILE,
  PAGE_TYPES,
} from '@appforge/shared/contracts/page-builder';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { PageRow } from './pages.repository';
import { toStaticHtml } from './writer';

/**
 * A static site of the pages: each page as its file, linking one styles.css (the newest page's
 * stylesheet). A page written under an older theme keeps its own stylesheet inline.
 */
export function buildSiteZip(rows: PageRow[]): Uint8Array {
  const ordered = [...rows].sort(
    (a, b) => PAGE_TYPES.indexOf(a.pageType) - PAGE_TYPES.indexOf(b.pageType),
  );
  const newest = [...rows].sort((a, b) => b.generatedAt.getTime() - a.generatedAt.getTime())[0];
  const entries: Zippable = {};
  for (const row of ordered) {
    const html = newest && row.css === newest.css ? toStaticHtml(row) : row.html;
    entries[PAGE_FILE_NAMES[row.pageType]] = strToU8(html);
  }
  if (newest) entries[PAGE_STYLESHEET_FILE] = strToU8(newest.css);
  return zipSync(entries, { level: 6 });
}
