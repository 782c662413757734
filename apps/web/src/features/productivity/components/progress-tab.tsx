import { PROGRESS_LIMIT, type ProfileUserId } from '@appforge/shared/contracts/productivity';
import { ListChecks } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { describeFailure } from '@/lib/api-error';
import { useProgress } from '../api/get-progress';
import { shownProgress } from '../lib/achievements';
import { AchievementIcon } from './achievement-icon';
import { RarityBadge } from './rarity-badge';

// Rounded down: an achievement reads 100% only once it is reached.
const percent = (value: number) => `${Math.floor(value)}%`;

/** spec 02 §2 "Progress": the first 10 achievements, each with how far along it is. */
export function ProgressTab({ userId }: { userId: ProfileUserId }) {
  const progress = useProgress(userId);
  if (progress.isPending) {
    return (
      <div role="status" aria-label="Loading progress" className="flex flex-col gap-3">
        <Skeleton className="h-20 rounded-card" />
        <Skeleton className="h-20 rounded-card" />
        <Skeleton className="h-20 rounded-card" />
      </div>
    );
  }
  if (progress.isError) {
    return (
      <ErrorState
        title="Couldn't load the progress"
        error={new Error(describeFailure(progress.error))}
        onRetry={() => void progress.refetch()}
      />
    );
  }
  const items = shownProgress(progress.data);
  if (items.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={ListChecks}
          title="Nothing in progress"
          description="Progress toward each achievement shows here once there is activity."
        />
      </Card>
    );
  }
  return (
    <Card>
      <p className="px-5 pt-4 text-xs text-muted">
        The first {PROGRESS_LIMIT} achievements and how far along each one is.
      </p>
      <ol aria-label="Achievement progress" className="divide-y divide-border">
        {items.map(({ achievement, progress: value }) => (
          <li key={achievement.id} className="flex items-start gap-4 p-5">
            <AchievementIcon icon={achievement.icon} unlocked={achievement.unlockedAt !== null} />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium break-words text-foreground">{achievement.name}</p>
                  <p className="text-sm break-words text-muted">{achievement.description}</p>
                </div>
                <RarityBadge rarity={achievement.rarity} />
              </div>
              <div className="flex items-center gap-3">
                <Progress value={value} aria-label={`${achievement.name} progress`} />
                <span className="w-10 shrink-0 text-right text-sm text-foreground tabular-nums">
                  {percent(value)}
                </span>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
