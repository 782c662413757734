import type { Page, PageType } from '@appforge/shared/contracts/page-builder';
import { FileText } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageBuilderContext } from '../hooks/page-builder-context';
import { downloadUrl } from '../lib/page-builder-urls';
import { DownloadLink } from './download-link';
import { PageCard } from './page-card';

/** spec 02 §2 empty state, shared by the tabs that list pages. */
export function NoPagesGenerated() {
  return (
    <Card>
      <EmptyState
        icon={FileText}
        title="No Pages Generated"
        description="Press Build All Pages to write all 12 pages, or generate them one at a time."
      />
    </Card>
  );
}

export interface GeneratedPagesTabProps {
  pages: readonly Page[];
  onPreview: (pageType: PageType) => void;
}

export function GeneratedPagesTab({ pages, onPreview }: GeneratedPagesTabProps) {
  const { projectId } = usePageBuilderContext();
  if (pages.length === 0) return <NoPagesGenerated />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          {pages.length} {pages.length === 1 ? 'page' : 'pages'}, each checked for valid HTML,
          accessibility, SEO and speed.
        </p>
        <DownloadLink href={downloadUrl(projectId)}>Download all (zip)</DownloadLink>
      </div>
      <ul
        className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
        aria-label="Generated pages"
      >
        {pages.map((page) => (
          <li key={page.pageType}>
            <PageCard page={page} onPreview={() => onPreview(page.pageType)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
