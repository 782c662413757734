import type { Project } from '@appforge/shared/contracts/builder';
import { LayoutGrid, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import type { RealtimeStatus } from '@/lib/realtime';
import { HeaderActions } from './header-actions';

export interface BuilderHeaderProps {
  projects: Project[];
  projectsLoading: boolean;
  currentId: string | null;
  onSelect: (id: string) => void;
  onNewProject: () => void;
  creating: boolean;
  connection: RealtimeStatus;
  queuedCount: number;
  hasCode: boolean;
  onSave: () => void;
  onExport: () => void;
}

function ConnectionStatus({ connection }: { connection: RealtimeStatus }) {
  return (
    <span className="flex items-center gap-2" role="status">
      <Badge tone={connection.connected ? 'success' : 'destructive'}>
        <span
          className={cn(
            'size-1.5 rounded-full',
            connection.connected ? 'bg-emerald-400' : 'bg-red-400',
          )}
          aria-hidden
        />
        {connection.connected ? 'Connected' : 'Disconnected'}
      </Badge>
      {!connection.connected && connection.retryAt ? (
        <span className="hidden text-xs text-muted sm:inline">Reconnecting…</span>
      ) : null}
    </span>
  );
}

/**
 * spec 01 §2 "Header": connection, queued requests, Save Project and Export Code; plus projects and
 * the zip. One row at any width: on narrow screens the project picker shrinks and the actions share a menu.
 */
export function BuilderHeader(props: BuilderHeaderProps) {
  const { projects, currentId, connection, queuedCount, hasCode } = props;
  return (
    <header className="flex flex-wrap items-center gap-x-2 gap-y-2 border-b border-border bg-surface px-4 py-2.5 sm:gap-x-3">
      <Link
        to="/categories"
        className="flex items-center gap-2 rounded-control focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none"
        aria-label="Appforge: browse all areas"
      >
        <span className="flex size-7 items-center justify-center rounded-md bg-gradient-to-br from-cyan-500 to-emerald-500 text-slate-950">
          <LayoutGrid aria-hidden className="size-4" />
        </span>
        <span className="hidden font-semibold text-foreground sm:inline">Appforge</span>
      </Link>
      <div className="flex min-w-24 flex-1 items-center gap-1.5 sm:flex-initial">
        <Select
          value={currentId ?? undefined}
          onValueChange={props.onSelect}
          disabled={projects.length === 0}
        >
          <SelectTrigger aria-label="Project" className="h-8 w-full min-w-0 sm:w-52">
            <SelectValue placeholder={props.projectsLoading ? 'Loading projects…' : 'No project'} />
          </SelectTrigger>
          <SelectContent>
            {projects.map((project) => (
              <SelectItem key={project.id} value={project.id}>
                {project.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="New project"
              onClick={props.onNewProject}
              disabled={props.creating}
            >
              <Plus aria-hidden />
            </Button>
          </TooltipTrigger>
          <TooltipContent>New project</TooltipContent>
        </Tooltip>
      </div>
      <ConnectionStatus connection={connection} />
      {queuedCount > 0 ? (
        <Badge
          tone="warning"
          aria-label={`${queuedCount} queued ${queuedCount === 1 ? 'request' : 'requests'}`}
        >
          {queuedCount} queued
        </Badge>
      ) : null}
      <HeaderActions
        currentId={currentId}
        hasCode={hasCode}
        onSave={props.onSave}
        onExport={props.onExport}
      />
    </header>
  );
}
