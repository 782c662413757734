import type { AdminOverview } from '@appforge/shared/contracts/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useAdminOverview } from '../api/get-overview';
import type { AdminTab } from '../lib/admin-tabs';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';

function PlatformTotals({ platform, stats }: Pick<AdminOverview, 'platform' | 'stats'>) {
  const figures = [
    ['Projects', platform.projects],
    ['Generations', platform.generations],
    ['Failed generations', platform.failedGenerations],
    ['Resolved tickets', stats.resolvedTickets],
    ['Reminders recorded', stats.emailsSent],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>At a glance</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="font-medium text-foreground tabular-nums">{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The Overview tab; the summary cards above it show the overview's load failure. */
export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: AdminTab) => void }) {
  const overview = useAdminOverview();
  if (overview.isError) return null;
  if (overview.isPending) {
    return (
      <div role="status" aria-label="Loading overview" className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-56 rounded-card" />
        <Skeleton className="h-56 rounded-card lg:col-span-2" />
      </div>
    );
  }
  const { stats, platform, recentActivity } = overview.data;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-3">
      <div className="flex flex-col gap-4">
        <QuickActions stats={stats} onOpenTab={onOpenTab} />
        <PlatformTotals platform={platform} stats={stats} />
      </div>
      <div className="lg:col-span-2">
        <RecentActivity entries={recentActivity} />
      </div>
    </div>
  );
}
