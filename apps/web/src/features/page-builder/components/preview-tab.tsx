import {
  PAGE_TYPE_LABELS,
  type Page,
  type PageType,
} from '@appforge/shared/contracts/page-builder';
import { Monitor, MousePointerClick, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SegmentedControl } from '@/components/ui/segmented-control';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { usePageBuilderContext } from '../hooks/page-builder-context';
import { downloadUrl } from '../lib/page-builder-urls';
import type { PreviewWidth } from '../lib/preview-size';
import { DownloadLink } from './download-link';
import { PageMetadata } from './page-metadata';
import { PreviewFrame } from './preview-frame';

const WIDTHS = [
  { value: 'desktop', label: 'Desktop', icon: Monitor },
  { value: 'phone', label: 'Phone', icon: Smartphone },
] as const;

export interface PreviewTabProps {
  pages: readonly Page[];
  selected: PageType | null;
  onSelect: (pageType: PageType) => void;
}

/** spec 02 §2 Preview: the chosen page rendered without scripts, with its metadata and downloads. */
export function PreviewTab({ pages, selected, onSelect }: PreviewTabProps) {
  const { projectId } = usePageBuilderContext();
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const page = pages.find((candidate) => candidate.pageType === selected);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Select
          value={page?.pageType ?? ''}
          onValueChange={(value) => onSelect(value as PageType)}
          disabled={pages.length === 0}
        >
          <SelectTrigger aria-label="Page to preview" className="sm:w-56">
            <SelectValue placeholder="Choose a page" />
          </SelectTrigger>
          <SelectContent>
            {pages.map(({ pageType }) => (
              <SelectItem key={pageType} value={pageType}>
                {PAGE_TYPE_LABELS[pageType]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <SegmentedControl
          label="Preview width"
          value={width}
          options={WIDTHS}
          onChange={setWidth}
        />
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          {page ? (
            <DownloadLink href={downloadUrl(projectId, page.pageType)}>
              Download this page
            </DownloadLink>
          ) : null}
          {pages.length > 0 ? (
            <DownloadLink href={downloadUrl(projectId)}>Download all (zip)</DownloadLink>
          ) : null}
        </div>
      </div>
      {page ? (
        <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <PreviewFrame page={page} width={width} />
          <PageMetadata page={page} />
        </div>
      ) : (
        <Card>
          <EmptyState
            icon={MousePointerClick}
            title="No Page Selected"
            description={
              pages.length > 0
                ? 'Choose a page above, or press Preview on one of the generated pages.'
                : 'Generate a page first, then choose it here to see it rendered.'
            }
          />
        </Card>
      )}
    </div>
  );
}
