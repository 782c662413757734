import type { AuditEntry } from '@appforge/shared/contracts/admin';
import { History } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RelativeTime } from './relative-time';

/** spec 02 §2 Overview "recent activity": what admins did, newest first. */
export function RecentActivity({ entries }: { entries: AuditEntry[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent activity</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <EmptyState
            icon={History}
            title="No recent activity"
            description="Reminders, blocks, assignments and resolved errors show up here."
            className="py-8"
          />
        ) : (
          <ul aria-label="Recent activity" className="flex flex-col">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex gap-3 border-b border-border py-3 first:pt-0 last:border-0 last:pb-0"
              >
                <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-cyan-500" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm break-words text-foreground">{entry.summary}</p>
                  <p className="mt-0.5 text-xs text-muted">
                    {entry.adminName} · <RelativeTime iso={entry.createdAt} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
