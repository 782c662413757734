import type { MediaFile, MediaStats } from '@appforge/shared/contracts/media';
import type { UseQueryResult } from '@tanstack/react-query';
import { BarChart3, Cog, Images, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { AreaTabList, KEEP_MOUNTED_TAB } from '@/components/ui/area-tab-list';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { tabIn } from '@/lib/address-tab';
import { describeFailure } from '@/lib/api-error';
import { MEDIA_TABS, type MediaTab } from '../lib/media-tabs';
import { AnalyticsTab } from './analytics-tab';
import { GallerySkeleton } from './gallery-skeleton';
import { GalleryTab } from './gallery-tab';
import { ProcessingTab } from './processing-tab';
import { UploadTab } from './upload-tab';

const ICONS: Record<MediaTab, typeof Upload> = {
  upload: Upload,
  gallery: Images,
  processing: Cog,
  analytics: BarChart3,
};

export interface MediaTabsProps {
  tab: MediaTab;
  onTab: (tab: MediaTab) => void;
  files: UseQueryResult<MediaFile[]>;
  stats: UseQueryResult<MediaStats>;
}

/** What a tab shows while its data loads or after it failed, else the tab itself. */
function loaded<T>(
  query: UseQueryResult<T>,
  what: string,
  render: (data: T) => ReactNode,
): ReactNode {
  if (query.isPending) return <GallerySkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title={`Couldn't load ${what}`}
        error={new Error(describeFailure(query.error))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return render(query.data);
}

// Every tab stays mounted while hidden, so an upload's result or a running batch job is still
// there after a look at the gallery.
const content = KEEP_MOUNTED_TAB;

/** spec 02 §2: Upload, Gallery, Processing and Analytics. */
export function MediaTabs({ tab, onTab, files, stats }: MediaTabsProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTab(tabIn(MEDIA_TABS, value))}>
      <AreaTabList tabs={MEDIA_TABS} icons={ICONS} label="Media Center sections" phoneColumns={2} />
      <TabsContent value="upload" forceMount className={content}>
        <UploadTab />
      </TabsContent>
      <TabsContent value="gallery" forceMount className={content}>
        {loaded(files, 'your files', (data) => (
          <GalleryTab files={data} />
        ))}
      </TabsContent>
      <TabsContent value="processing" forceMount className={content}>
        {loaded(files, 'your files', (data) => (
          <ProcessingTab files={data} />
        ))}
      </TabsContent>
      <TabsContent value="analytics" forceMount className={content}>
        {loaded(stats, 'the figures', (data) => (
          <AnalyticsTab stats={data} />
        ))}
      </TabsContent>
    </Tabs>
  );
}
