import { ChevronDown, Ellipsis } from 'lucide-react';
import { useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { WORKING_TAB_IDS, WORKSPACE_TABS, type WorkspaceTabId } from '../data/workspace-tabs';

export interface WorkspaceTabStripProps {
  tab: WorkspaceTabId;
  onTabChange: (tab: WorkspaceTabId) => void;
  /** Shown on the Queue tab when above zero (spec 01 §2). */
  pendingCount: number;
}

const PLACEHOLDER_TABS = WORKSPACE_TABS.filter(({ id }) => !WORKING_TAB_IDS.has(id));

/**
 * The central tab strip of spec 01 §2: the working tabs always in view (wrapping, never scrolled
 * sideways), the placeholder tabs in spec order behind "More". An open placeholder joins the tab
 * list in its spec position, so the selected tab is always visible.
 */
export function WorkspaceTabStrip({ tab, onTabChange, pendingCount }: WorkspaceTabStripProps) {
  const triggers = useRef(new Map<WorkspaceTabId, HTMLButtonElement>());
  const chosenInMenu = useRef<WorkspaceTabId | null>(null);
  const shown = WORKSPACE_TABS.filter(({ id }) => WORKING_TAB_IDS.has(id) || id === tab);

  return (
    <div className="flex shrink-0 items-start gap-1 rounded-control border border-border bg-surface p-1">
      <TabsList
        aria-label="Workspace"
        className="h-auto min-w-0 flex-1 flex-wrap border-0 bg-transparent p-0"
      >
        {shown.map(({ id, label, icon: Icon }) => (
          <TabsTrigger
            key={id}
            value={id}
            className="max-sm:px-2"
            ref={(node) => {
              if (node) triggers.current.set(id, node);
              else triggers.current.delete(id);
            }}
          >
            <Icon aria-hidden />
            {label}
            {id === 'queue' && pendingCount > 0 ? (
              <Badge tone="warning" className="px-1.5 py-0" aria-label={`${pendingCount} pending`}>
                {pendingCount}
              </Badge>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label="More tabs"
          className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-3 max-sm:px-2 text-sm font-medium whitespace-nowrap text-muted transition-colors duration-150 ease-out hover:text-foreground focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none data-[state=open]:bg-surface-raised data-[state=open]:text-foreground [&_svg]:size-4"
        >
          {/* Icon only on phones, so Chat, Queue and Autonomous share its row. */}
          <Ellipsis aria-hidden className="sm:hidden" />
          <span className="max-sm:hidden">More</span>
          <ChevronDown aria-hidden className="max-sm:hidden" />
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          onCloseAutoFocus={(event) => {
            // After a choice, focus goes to the tab just opened rather than back to "More".
            const chosen = chosenInMenu.current && triggers.current.get(chosenInMenu.current);
            chosenInMenu.current = null;
            if (!chosen) return;
            event.preventDefault();
            chosen.focus();
          }}
        >
          <DropdownMenuRadioGroup
            value={tab}
            onValueChange={(value) => {
              chosenInMenu.current = value as WorkspaceTabId;
              onTabChange(value as WorkspaceTabId);
            }}
          >
            {PLACEHOLDER_TABS.map(({ id, label, icon: Icon }) => (
              <DropdownMenuRadioItem key={id} value={id}>
                <Icon aria-hidden />
                {label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
