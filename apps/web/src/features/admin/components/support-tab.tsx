import type { Ticket } from '@appforge/shared/contracts/admin';
import { LifeBuoy } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useTickets } from '../api/list-tickets';
import { TICKET_PRIORITY, TICKET_STATUS } from '../lib/status-badges';
import { EmailAddress } from './email-address';
import { RelativeTime } from './relative-time';
import { SampleBadge } from './sample-badge';
import { TableCard } from './table-card';
import { TicketAssignButton } from './ticket-assign-button';

const columns: Column<Ticket>[] = [
  {
    header: 'Subject',
    cell: (row) => (
      <div className="flex min-w-0 flex-wrap items-center justify-end gap-2 @3xl:justify-start">
        <span className="font-medium text-foreground">{row.subject}</span>
        {row.sample ? <SampleBadge /> : null}
      </div>
    ),
  },
  {
    header: 'User',
    cell: (row) => <EmailAddress email={row.userEmail} />,
  },
  {
    header: 'Priority',
    cell: (row) => (
      <Badge tone={TICKET_PRIORITY[row.priority].tone}>{TICKET_PRIORITY[row.priority].label}</Badge>
    ),
  },
  {
    header: 'Status',
    cell: (row) => (
      <Badge tone={TICKET_STATUS[row.status].tone}>{TICKET_STATUS[row.status].label}</Badge>
    ),
  },
  {
    header: 'Assignee',
    cell: (row) => row.assignee ?? <span className="text-muted">Unassigned</span>,
  },
  { header: 'Created', cell: (row) => <RelativeTime iso={row.createdAt} /> },
  { header: 'Actions', cell: (row) => <TicketAssignButton ticket={row} /> },
];

export function SupportTab() {
  return (
    <TableCard
      title="Support"
      description="Tickets from users, newest first. Assign an open ticket to take it on."
      query={useTickets()}
      empty={
        <EmptyState
          icon={LifeBuoy}
          title="No support tickets"
          description="Tickets appear here when users ask for help."
        />
      }
    >
      {(rows) => (
        <DataTable
          caption="Support tickets"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
        />
      )}
    </TableCard>
  );
}
