import type { Page, PageType, ValidationResponse } from '@appforge/shared/contracts/page-builder';
import type { UseQueryResult } from '@tanstack/react-query';
import { Eye, FileText, Gauge, ShieldCheck } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PAGE_BUILDER_TABS, tabFrom, type PageBuilderTab } from '../lib/page-builder-params';
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
    <Tabs value={tab} onValueChange={(value) => onTab(tabFrom(value))}>
      {/* Two rows of two on a phone, so every tab shows without a sideways scroll. */}
      <TabsList
        aria-label="Page builder sections"
        className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-auto"
      >
        {PAGE_BUILDER_TABS.map(({ value, label }) => {
          const Icon = ICONS[value];
          return (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden />
              {label}
            </TabsTrigger>
          );
        })}
      </TabsList>
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
