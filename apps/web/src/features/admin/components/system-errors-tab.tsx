import type { SystemError } from '@appforge/shared/contracts/admin';
import { CheckCircle2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { formatNumber } from '@/lib/format';
import { useSystemErrors } from '../api/list-errors';
import { ERROR_STATUS, ERROR_TYPE_LABEL } from '../lib/status-badges';
import { ErrorActions } from './error-actions';
import { RelativeTime } from './relative-time';
import { TableCard } from './table-card';

const columns: Column<SystemError>[] = [
  {
    header: 'Type',
    cell: (row) => ERROR_TYPE_LABEL[row.type],
    className: 'whitespace-nowrap',
  },
  {
    header: 'Message',
    cell: (row) => (
      <span
        className="line-clamp-3 font-mono text-xs wrap-anywhere text-foreground"
        title={row.message}
      >
        {row.message}
      </span>
    ),
    className: '@3xl:max-w-md',
  },
  { header: 'Count', cell: (row) => formatNumber(row.count), className: 'tabular-nums' },
  {
    header: 'Affected users',
    cell: (row) => formatNumber(row.affectedUsers),
    className: 'tabular-nums',
  },
  { header: 'Last occurred', cell: (row) => <RelativeTime iso={row.lastOccurred} /> },
  {
    header: 'Status',
    cell: (row) => (
      <Badge tone={ERROR_STATUS[row.status].tone}>{ERROR_STATUS[row.status].label}</Badge>
    ),
  },
  { header: 'Actions', cell: (row) => <ErrorActions error={row} /> },
];

export function SystemErrorsTab() {
  return (
    <TableCard
      title="System Errors"
      description="Failed generations, server errors and preview crashes, grouped by message."
      query={useSystemErrors()}
      empty={
        <EmptyState
          icon={CheckCircle2}
          title="No system errors"
          description="Nothing has failed: no failed generations, server errors or preview crashes."
        />
      }
    >
      {(rows) => (
        <DataTable caption="System errors" columns={columns} rows={rows} rowKey={(row) => row.id} />
      )}
    </TableCard>
  );
}
