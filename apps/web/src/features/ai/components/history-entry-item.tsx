import type { AiHistoryEntry } from '@appforge/shared/contracts/ai';
import { Badge } from '@/components/ui/badge';
import { CodeBlock } from '@/components/ui/code-block';
import { cn } from '@/lib/cn';
import { formatAbsoluteTime, formatRelativeTime } from '@/lib/format-time';
import { grammarOfLanguage } from '../lib/code-files';
import {
  HISTORY_STATUS_LABELS,
  HISTORY_STATUS_TONES,
  HISTORY_TYPE_LABELS,
  HISTORY_TYPE_TONES,
  historyResponseText,
  showsCode,
} from '../lib/history-text';

/** One past request: type, time and status, 'You asked:' and 'AI Response:'. */
export function HistoryEntryItem({ entry }: { entry: AiHistoryEntry }) {
  const response = historyResponseText(entry);
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-control border border-border bg-background/40 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={HISTORY_TYPE_TONES[entry.type]}>{HISTORY_TYPE_LABELS[entry.type]}</Badge>
        <Badge tone={HISTORY_STATUS_TONES[entry.status]}>
          {HISTORY_STATUS_LABELS[entry.status]}
        </Badge>
        <time
          dateTime={entry.timestamp}
          title={formatAbsoluteTime(entry.timestamp)}
          className="ml-auto text-xs text-muted tabular-nums"
        >
          {formatRelativeTime(entry.timestamp)}
        </time>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs font-medium text-muted">You asked:</p>
        <p
          className={cn(
            'line-clamp-4 break-words whitespace-pre-wrap text-foreground',
            // An analysis is asked with pasted code.
            entry.type === 'analysis' ? 'font-mono text-xs' : 'text-sm',
          )}
        >
          {entry.prompt}
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs font-medium text-muted">AI Response:</p>
        {showsCode(entry) ? (
          <CodeBlock
            code={response}
            grammar={grammarOfLanguage(entry.language)}
            label={`AI response to: ${entry.prompt.slice(0, 60)}`}
            className="max-h-48"
          />
        ) : (
          <p
            className={
              entry.status === 'error'
                ? 'text-sm break-words text-red-300'
                : 'text-sm break-words whitespace-pre-wrap text-slate-300'
            }
          >
            {response}
          </p>
        )}
      </div>
    </li>
  );
}
