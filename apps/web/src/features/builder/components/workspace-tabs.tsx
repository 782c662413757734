import type { Project } from '@appforge/shared/contracts/builder';
import type { QueueSnapshot } from '@appforge/shared/contracts/builder';
import type { ReactNode } from 'react';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { WORKSPACE_TABS, type WorkspaceTabId } from '../data/workspace-tabs';
import { AffiliatePanel } from './affiliate-panel';
import { AutonomousPanel } from './autonomous-panel';
import { LazyCodePanel } from './code/lazy-code-panel';
import { LazyDataModelPanel } from './data-model/lazy-data-model-panel';
import { DesignPlaceholder, PlaceholderTab } from './placeholder-tab';
import { QueuePanel } from './queue-panel';
import { WorkspaceTabStrip } from './workspace-tab-strip';

export interface WorkspaceTabsProps {
  tab: WorkspaceTabId;
  onTabChange: (tab: WorkspaceTabId) => void;
  /** The chat tab's content (the Build Console). */
  chat: ReactNode;
  project: Project | undefined;
  queue: {
    snapshot: QueueSnapshot | undefined;
    loading: boolean;
    error: Error | null;
    onRetry: () => void;
  };
  pendingCount: number;
}

/** The central area of spec 01 §2: its 26 tabs (working tabs in view, the rest behind "More") and their panels. */
export function WorkspaceTabs({
  tab,
  onTabChange,
  chat,
  project,
  queue,
  pendingCount,
}: WorkspaceTabsProps) {
  const content = (
    id: WorkspaceTabId,
    caption: string | undefined,
    icon: (typeof WORKSPACE_TABS)[number]['icon'],
  ) => {
    switch (id) {
      case 'chat':
        return chat;
      case 'database':
        return <LazyDataModelPanel project={project} />;
      case 'queue':
        return <QueuePanel {...queue} />;
      case 'autonomous':
        return <AutonomousPanel />;
      case 'affiliate':
        return <AffiliatePanel />;
      case 'code':
        return <LazyCodePanel project={project} />;
      case 'design':
        return <DesignPlaceholder />;
      default:
        return <PlaceholderTab icon={icon} caption={caption ?? ''} />;
    }
  };
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => onTabChange(value as WorkspaceTabId)}
      className="flex min-h-0 flex-1 flex-col"
    >
      <WorkspaceTabStrip tab={tab} onTabChange={onTabChange} pendingCount={pendingCount} />
      {WORKSPACE_TABS.map(({ id, caption, icon }) => (
        <TabsContent
          key={id}
          value={id}
          className={
            id === 'chat'
              ? 'flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden'
              : 'min-h-0 flex-1 overflow-y-auto rounded-card border border-border bg-surface/60 p-4'
          }
        >
          {content(id, caption, icon)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
