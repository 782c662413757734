import { Badge } from '@/components/ui/badge';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { useAddressTab } from '@/lib/address-tab';
import { describeFailure } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaFiles } from './api/get-media-files';
import { useMediaStats } from './api/get-media-stats';
import { MediaStatCards } from './components/media-stats';
import { MediaTabs } from './components/media-tabs';
import { MEDIA_TABS } from './lib/media-tabs';

const TITLE = 'Media Center';

function FileCountBadge({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Badge tone="primary" className="tabular-nums">
      {formatNumber(count)} {count === 1 ? 'file' : 'files'}
    </Badge>
  );
}

/** spec 02 §2 "Media Center": upload, browse and process images, videos and PDFs. */
export function MediaPage() {
  useDocumentTitle(TITLE);
  const { tab, openTab } = useAddressTab(MEDIA_TABS);
  const files = useMediaFiles();
  const stats = useMediaStats();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={TITLE}
        description="Upload images, videos and PDFs, then optimize, watermark and export them."
        actions={<FileCountBadge count={files.data?.length} />}
      />
      {stats.isError ? (
        <ErrorState
          title="Couldn't load the figures"
          error={new Error(describeFailure(stats.error))}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <MediaStatCards stats={stats.data} />
      )}
      <MediaTabs tab={tab} onTab={openTab} files={files} stats={stats} />
    </div>
  );
}
