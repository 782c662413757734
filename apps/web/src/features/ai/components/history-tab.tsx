import { History, Trash2 } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useClearHistory } from '../api/clear-history';
import { useAiHistory } from '../api/get-history';
import { HistoryEntryItem } from './history-entry-item';

function HistorySkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading history">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-28 w-full" />
      ))}
    </div>
  );
}

/** spec 02 §2 History: the caller's past requests, newest first, and Clear Chat History. */
export function HistoryTab() {
  const history = useAiHistory();
  const clear = useClearHistory();
  const entries = history.data ?? [];

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle className="flex items-center gap-2">
            <History aria-hidden className="size-5 text-primary" />
            Chat history
          </CardTitle>
          <CardDescription>Your code, UI and analysis requests, newest first.</CardDescription>
        </div>
        <BusyButton
          variant="outline"
          size="sm"
          icon={Trash2}
          busy={clear.isPending}
          disabled={entries.length === 0}
          onClick={() => clear.mutate()}
        >
          Clear Chat History
        </BusyButton>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {clear.isError ? (
          <ErrorState
            title="The history could not be cleared"
            error={clear.error}
            onRetry={() => clear.mutate()}
          />
        ) : null}
        {history.isPending ? (
          <HistorySkeleton />
        ) : history.isError ? (
          <ErrorState
            title="The history could not be loaded"
            error={history.error}
            onRetry={() => void history.refetch()}
          />
        ) : entries.length === 0 ? (
          <EmptyState
            icon={History}
            title="No chat history yet. Start by generating some code!"
            description="Each code, UI and analysis request you make is kept here."
          />
        ) : (
          // spec 02 §9: the list is at most 24rem high and scrolls on its own.
          <ol
            aria-label="Chat history"
            tabIndex={0}
            className="flex max-h-96 flex-col gap-3 overflow-y-auto pr-1 focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none"
          >
            {entries.map((entry) => (
              <HistoryEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
