import type { ProjectVersionSummary } from '@appforge/shared/contracts/builder';
import { Eye, RotateCcw, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatAbsoluteTime, formatRelativeTime } from '@/lib/format-time';

export interface VersionNoticeProps {
  version: number;
  summary: ProjectVersionSummary | undefined;
  restoring: boolean;
  onBackToCurrent: () => void;
  onRestore: () => void;
}

/** Says that an older version is on screen, read-only, and offers to go back or restore it. */
export function VersionNotice({
  version,
  summary,
  restoring,
  onBackToCurrent,
  onRestore,
}: VersionNoticeProps) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-control border border-amber-500/30 bg-amber-500/10 px-3 py-2"
    >
      <Eye aria-hidden className="size-4 shrink-0 text-amber-300" />
      <p className="min-w-0 flex-1 text-sm text-amber-100">
        <span className="font-medium">Version {version}, read-only.</span>{' '}
        {summary ? (
          <span className="text-amber-100/70">
            “{summary.prompt || 'No prompt'}” ·{' '}
            <time dateTime={summary.createdAt} title={formatAbsoluteTime(summary.createdAt)}>
              {formatRelativeTime(summary.createdAt)}
            </time>
          </span>
        ) : null}
      </p>
      <div className="flex shrink-0 gap-2">
        <Button variant="ghost" size="sm" onClick={onBackToCurrent}>
          <Undo2 aria-hidden />
          Back to current
        </Button>
        <Button variant="outline" size="sm" onClick={onRestore} disabled={restoring}>
          <RotateCcw aria-hidden />
          {restoring ? 'Restoring…' : 'Restore'}
        </Button>
      </div>
    </div>
  );
}
