import type { ProjectVersionSummary } from '@appforge/shared/contracts/builder';
import { History } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Badge } from '@/components/ui/badge';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { formatAbsoluteTime, formatRelativeTime } from '@/lib/format-time';

export interface VersionPickerProps {
  versions: ProjectVersionSummary[] | undefined;
  current: number;
  shown: number;
  onShow: (version: number) => void;
  /** The list could not be read: the picker says so instead of "Loading". */
  failed: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
}

/** The project's versions, newest first, each with its prompt and age; the latest is "Current". */
export function VersionPicker({
  versions,
  current,
  shown,
  onShow,
  failed,
  triggerRef,
}: VersionPickerProps) {
  // Read when the list opens, so the ages are fresh each time it is looked at.
  const [now, setNow] = useState(() => Date.now());
  return (
    <Select
      value={String(shown)}
      onValueChange={(value) => onShow(Number(value))}
      onOpenChange={(open) => open && setNow(Date.now())}
      disabled={!versions}
    >
      <SelectTrigger
        ref={triggerRef}
        aria-label="Version"
        className="h-8 w-auto min-w-0 gap-2 @lg:min-w-44"
      >
        <History aria-hidden className="size-4 shrink-0 text-muted" />
        <SelectValue>
          {versions ? (
            <span className="tabular-nums">
              Version {shown}
              {shown === current ? (
                <span className="text-cyan-300"> · Current</span>
              ) : (
                <span className="text-amber-300"> · Older</span>
              )}
            </span>
          ) : failed ? (
            'Versions unavailable'
          ) : (
            'Loading versions…'
          )}
        </SelectValue>
      </SelectTrigger>
      <SelectContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
        {(versions ?? []).map(({ version, prompt, createdAt }) => (
          <SelectItem
            key={version}
            value={String(version)}
            textValue={`Version ${version}`}
            className="py-2"
          >
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="flex items-center gap-2">
                <span className="font-medium tabular-nums">Version {version}</span>
                {version === current ? (
                  <Badge tone="primary" className="px-2 py-0">
                    Current
                  </Badge>
                ) : null}
                <time
                  dateTime={createdAt}
                  title={formatAbsoluteTime(createdAt)}
                  className="ml-auto pl-2 text-xs text-muted"
                >
                  {formatRelativeTime(createdAt, now)}
                </time>
              </span>
              <span className="line-clamp-2 text-xs text-muted">{prompt || 'No prompt'}</span>
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
