import { Info } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Says what the demo profile is, so its figures are not read as anyone's real work. */
export function DemoProfileNotice() {
  return (
    <div
      role="note"
      className="flex flex-col gap-2 rounded-card border border-border bg-surface px-4 py-3 text-sm sm:flex-row sm:items-center"
    >
      <div className="flex items-center gap-2">
        <Info aria-hidden className="size-4 shrink-0 text-primary" />
        <Badge tone="outline">Read-only</Badge>
      </div>
      <p className="text-muted">
        The demo profile shows sample data generated from a seeded history of builds and sessions.
        Nothing here can be changed; switch to You to track your own work.
      </p>
    </div>
  );
}
