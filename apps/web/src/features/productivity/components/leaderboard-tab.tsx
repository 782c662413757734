import { LEADERBOARD_SIZE, ME, type LeaderboardRow } from '@appforge/shared/contracts/productivity';
import { Medal } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { describeFailure } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useLeaderboard } from '../api/get-leaderboard';
import { useProfile } from '../api/get-profile';
import { formatDays } from '../lib/productivity-format';
import { DisplayNameForm } from './display-name-form';

// Level, badges and streak get their own columns from `sm` up; on a phone they sit under the name.
const WIDE = 'hidden sm:table-cell';
const HEAD = 'px-3 py-2 text-left text-xs font-medium text-muted';

function Row({ row }: { row: LeaderboardRow }) {
  return (
    <tr
      aria-current={row.isYou ? 'true' : undefined}
      className={cn('border-t border-border', row.isYou && 'bg-cyan-500/10')}
    >
      <td className="px-3 py-3 font-semibold text-foreground tabular-nums">#{row.rank}</td>
      <td className="px-3 py-3">
        <div className="flex min-w-0 items-center gap-2">
          <span className="truncate font-medium text-foreground">{row.username}</span>
          {row.isYou ? <Badge tone="primary">You</Badge> : null}
        </div>
        <p className="text-xs text-muted sm:hidden">
          Level {row.level} · {formatNumber(row.badgeCount)} badges · {formatDays(row.streak)}
        </p>
      </td>
      <td className={cn(WIDE, 'px-3 py-3 tabular-nums')}>{row.level}</td>
      <td className={cn(WIDE, 'px-3 py-3 tabular-nums')}>{formatNumber(row.badgeCount)}</td>
      <td className="px-3 py-3 text-right font-medium text-foreground tabular-nums sm:text-left">
        {formatNumber(row.experience)}
      </td>
      <td className={cn(WIDE, 'px-3 py-3 tabular-nums')}>{formatDays(row.streak)}</td>
    </tr>
  );
}

function LeaderboardTable({ rows }: { rows: LeaderboardRow[] }) {
  return (
    <table className="w-full table-fixed text-sm sm:table-auto">
      <caption className="sr-only">Leaderboard</caption>
      <thead>
        <tr>
          <th scope="col" className={cn(HEAD, 'w-14')}>
            Rank
          </th>
          <th scope="col" className={HEAD}>
            Name
          </th>
          <th scope="col" className={cn(HEAD, WIDE)}>
            Level
          </th>
          <th scope="col" className={cn(HEAD, WIDE)}>
            Badges
          </th>
          <th scope="col" className={cn(HEAD, 'w-20 text-right sm:w-auto sm:text-left')}>
            XP
          </th>
          <th scope="col" className={cn(HEAD, WIDE)}>
            Streak
          </th>
        </tr>
      </thead>
      <tbody className="text-slate-300">
        {rows.map((row) => (
          <Row key={row.userId} row={row} />
        ))}
      </tbody>
    </table>
  );
}

/** spec 02 §2 "Leaderboard": rank, name, level, badges, XP and streak; your row says You. */
export function LeaderboardTab() {
  const titleId = useId();
  const leaderboard = useLeaderboard();
  const me = useProfile(ME);
  const body = () => {
    if (leaderboard.isPending) {
      return (
        <div role="status" aria-label="Loading the leaderboard" className="flex flex-col gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      );
    }
    if (leaderboard.isError) {
      return (
        <ErrorState
          title="Couldn't load the leaderboard"
          error={new Error(describeFailure(leaderboard.error))}
          onRetry={() => void leaderboard.refetch()}
        />
      );
    }
    if (leaderboard.data.length === 0) {
      return (
        <EmptyState
          icon={Medal}
          title="Nobody on the leaderboard yet"
          description="Earn XP by building apps or timing a coding session."
        />
      );
    }
    return <LeaderboardTable rows={leaderboard.data} />;
  };
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>Leaderboard</CardTitle>
          <CardDescription>
            The top {LEADERBOARD_SIZE} by XP, read again every minute.
          </CardDescription>
          <div className="pt-2">
            <DisplayNameForm displayName={me.data?.displayName} />
          </div>
        </CardHeader>
        <CardContent className="px-2 sm:px-5">{body()}</CardContent>
      </section>
    </Card>
  );
}
