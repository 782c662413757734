import type { JobStatus, QueueSnapshot, QueueUserItem } from '@appforge/shared/contracts/builder';
import type { Priority } from '@appforge/shared/contracts/builder';
import { Activity, Clock, Hourglass, ListOrdered, Timer } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { formatDuration } from '@/lib/format-time';

const STATUS_TONE: Record<JobStatus, BadgeProps['tone']> = {
  pending: 'warning',
  processing: 'primary',
  completed: 'success',
  failed: 'destructive',
};
const PRIORITY_TONE: Record<Priority, BadgeProps['tone']> = {
  high: 'destructive',
  normal: 'primary',
  low: 'neutral',
};

function QueueItem({ item }: { item: QueueUserItem }) {
  return (
    <li className="flex flex-col gap-2 rounded-control border border-border bg-surface p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className="font-mono text-sm text-foreground tabular-nums"
          aria-label={item.position > 0 ? `Position ${item.position}` : 'Not waiting'}
        >
          {item.position > 0 ? `#${item.position}` : '—'}
        </span>
        <Badge tone={PRIORITY_TONE[item.priority]}>{item.priority}</Badge>
        <Badge tone={STATUS_TONE[item.status]}>{item.status}</Badge>
        {item.status === 'pending' ? (
          <span className="ml-auto flex items-center gap-1 text-xs text-muted">
            <Hourglass aria-hidden className="size-3.5" />
            Estimated wait {formatDuration(item.estimatedWait)}
          </span>
        ) : null}
      </div>
      <p className="line-clamp-2 text-sm text-slate-300">{item.prompt}</p>
      {item.status === 'processing' ? (
        <div className="flex items-center gap-2">
          <Progress value={item.progress} aria-label="Progress" className="flex-1" />
          <span className="text-xs text-muted tabular-nums">{Math.round(item.progress)}%</span>
        </div>
      ) : null}
      {item.status === 'failed' && item.error ? (
        <p className="text-xs text-red-300">{item.error}</p>
      ) : null}
    </li>
  );
}

export interface QueuePanelProps {
  snapshot: QueueSnapshot | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** spec 01 §2 "Queue tab": the figures, the wait banner and the person's requests. */
export function QueuePanel({ snapshot, loading, error, onRetry }: QueuePanelProps) {
  if (error) return <ErrorState title="Could not load the queue" error={error} onRetry={onRetry} />;
  if (loading || !snapshot)
    return <Skeleton className="h-48 w-full" aria-label="Loading the queue" />;
  const { stats, userItems } = snapshot;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-4">
        <StatCard icon={ListOrdered} label="Total requests" value={stats.total} />
        <StatCard icon={Clock} label="In queue" value={stats.pending} tint="warning" />
        <StatCard icon={Activity} label="Processing" value={stats.processing} tint="violet" />
        <StatCard
          icon={Timer}
          label="Average time"
          value={formatDuration(stats.averageProcessingTime)}
          tint="success"
        />
      </div>
      {stats.pending > 0 ? (
        <p
          role="status"
          className="rounded-control border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-sm text-amber-200"
        >
          {stats.pending} {stats.pending === 1 ? 'request is' : 'requests are'} waiting. Estimated
          wait: {formatDuration(stats.estimatedWaitTime)}
        </p>
      ) : null}
      {userItems.length === 0 ? (
        <EmptyState
          icon={ListOrdered}
          title="No requests in queue"
          description="Requests you send from the chat appear here with their place in line."
        />
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Your requests">
          {userItems.map((item) => (
            <QueueItem key={item.id} item={item} />
          ))}
        </ol>
      )}
    </div>
  );
}
