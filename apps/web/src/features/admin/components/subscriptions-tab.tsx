import type { Subscription } from '@appforge/shared/contracts/admin';
import { CreditCard } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { formatUsd } from '@/lib/format';
import { useSubscriptions } from '../api/list-subscriptions';
import { formatDay } from '../lib/admin-format';
import { SUBSCRIPTION_STATUS } from '../lib/status-badges';
import { EmailAddress } from './email-address';
import { SampleBadge } from './sample-badge';
import { SubscriptionActions } from './subscription-actions';
import { TableCard } from './table-card';

const columns: Column<Subscription>[] = [
  {
    header: 'User',
    cell: (row) => (
      <div className="flex min-w-0 flex-wrap items-center justify-end gap-2 @3xl:justify-start">
        <span className="text-foreground">
          <EmailAddress email={row.userEmail} />
        </span>
        {row.sample ? <SampleBadge /> : null}
      </div>
    ),
  },
  { header: 'Plan', cell: (row) => row.plan },
  {
    header: 'Status',
    cell: (row) => (
      <Badge tone={SUBSCRIPTION_STATUS[row.status].tone}>
        {SUBSCRIPTION_STATUS[row.status].label}
      </Badge>
    ),
  },
  {
    header: 'Next billing',
    cell: (row) => formatDay(row.nextBilling),
    className: 'whitespace-nowrap tabular-nums',
  },
  { header: 'Amount', cell: (row) => formatUsd(row.amount), className: 'tabular-nums' },
  {
    header: 'Last payment',
    cell: (row) => formatDay(row.lastPayment),
    className: 'whitespace-nowrap tabular-nums',
  },
  { header: 'Actions', cell: (row) => <SubscriptionActions subscription={row} /> },
];

export function SubscriptionsTab() {
  return (
    <TableCard
      title="Subscriptions"
      description="Plans, billing and payment problems. Past-due subscribers can be reminded or blocked."
      query={useSubscriptions()}
      empty={
        <EmptyState
          icon={CreditCard}
          title="No subscriptions"
          description="Subscriptions appear here once someone subscribes to a plan."
        />
      }
    >
      {(rows) => (
        <DataTable caption="Subscriptions" columns={columns} rows={rows} rowKey={(row) => row.id} />
      )}
    </TableCard>
  );
}
