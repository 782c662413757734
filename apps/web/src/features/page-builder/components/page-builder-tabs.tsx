import type { Page, PageType, ValidationResponse } from '@appforge/shared/contracts/page-builder';
import type { UseQueryResult } from '@tanstack/react-query';
import { Eye, FileText, Gauge, ShieldCheck } from 'lucide-react';
import { AreaTabList } from '@/components/ui/area-tab-list';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { tabIn } from '@/lib/address-tab';
import { PAGE_BUILDER_TABS, type PageBuilderTab } from '../lib/page-builder-params';
import { GeneratedPagesTab } from './generated-pages-tab';
import { PerformanceTab } from './performance-tab';
import { PreviewTab } from './preview-tab';
import { ValidationTab } from './validation-tab';

const ICONS: Record<PageBuilderTab, typeof Eye> = {
  pages: FileText,
  validation: ShieldCheck,
  performance: Gauge,
  preview: Eye,
};

export interface PageBuilderTabsProps {
  tab: PageBuilderTab;
  onTab: (tab: PageBuilderTab) => void;
  pages: readonly Page[];
  validation: UseQueryResult<ValidationResponse>;
  previewPage: PageType | null;
  onChoosePreview: (pageType: PageType) => void;
  onPreview: (pageType: PageType) => void;
}

/** spec 02 §2: Generated Pages, Validation, Performance and Preview. */
export function PageBuilderTabs(props: PageBuilderTabsProps) {
  const { tab, onTab, pages, validation, previewPage } = props;
  return (
    <Tabs value={tab} onValueChange={(value) => onTab(tabIn(PAGE_BUILDER_TABS, value))}>
      <AreaTabList
        tabs={PAGE_BUILDER_TABS}
        icons={ICONS}
        label="Page builder sections"
        phoneColumns={2}
      />
      <TabsContent value="pages">
        <GeneratedPagesTab pages={pages} onPreview={props.onPreview} />
      </TabsContent>
      <TabsContent value="validation">
        <ValidationTab validation={validation} pages={pages} />
      </TabsContent>
      <TabsContent value="performance">
        <PerformanceTab pages={pages} />
      </TabsContent>
      <TabsContent value="preview">
        <PreviewTab pages={pages} selected={previewPage} onSelect={props.onChoosePreview} />
      </TabsContent>
    </Tabs>
  );
}
