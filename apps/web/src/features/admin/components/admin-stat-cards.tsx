import type { AdminOverview } from '@appforge/shared/contracts/admin';
import { AlertTriangle, CreditCard, DollarSign, Users } from 'lucide-react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { formatNumber, formatUsd } from '@/lib/format';
import { useAdminOverview } from '../api/get-overview';
import { openIssues } from '../lib/admin-figures';
import { describeFailure } from '@/lib/api-error';
import { SampleBadge } from './sample-badge';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4';

/** Figures drawn from the seeded subscriptions say so (contracts/admin.ts subscriptionsAreSample). */
function Cards({ overview }: { overview: AdminOverview }) {
  const { stats, subscriptionsAreSample: sample } = overview;
  return (
    <div className={GRID}>
      <StatCard
        icon={Users}
        label="Total Users"
        value={formatNumber(stats.totalUsers)}
        sub={`${formatNumber(overview.platform.projects)} ${overview.platform.projects === 1 ? 'project' : 'projects'}`}
      />
      <StatCard
        icon={CreditCard}
        tint="success"
        label="Active Subscriptions"
        value={formatNumber(stats.activeSubscriptions)}
        sub={sample ? <SampleBadge /> : `${formatNumber(stats.paymentIssues)} payment issues`}
      />
      <StatCard
        icon={DollarSign}
        tint="violet"
        label="Monthly Revenue"
        value={formatUsd(stats.monthlyRevenue)}
        sub={sample ? <SampleBadge /> : 'From active subscriptions'}
      />
      <StatCard
        icon={AlertTriangle}
        tint="warning"
        label="Open Issues"
        value={formatNumber(openIssues(stats))}
        sub={`${formatNumber(stats.pendingTickets)} tickets · ${formatNumber(stats.systemErrors)} errors`}
      />
    </div>
  );
}

/** spec 02 §2: the four summary cards. */
export function AdminStatCards() {
  const overview = useAdminOverview();
  if (overview.isPending) {
    return (
      <div className={GRID} role="status" aria-label="Loading summary">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-[6.5rem] rounded-card" />
        ))}
      </div>
    );
  }
  if (overview.isError) {
    return (
      <ErrorState
        title="Couldn't load the summary"
        error={new Error(describeFailure(overview.error))}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  return <Cards overview={overview.data} />;
}
