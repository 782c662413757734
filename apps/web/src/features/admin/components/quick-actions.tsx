import type { AdminStats } from '@appforge/shared/contracts/admin';
import { AlertTriangle, ChevronRight, CreditCard, LifeBuoy, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import type { AdminTab } from '../lib/admin-tabs';

interface QuickAction {
  tab: AdminTab;
  label: string;
  icon: LucideIcon;
  count: (stats: AdminStats) => number;
}

const ACTIONS: QuickAction[] = [
  {
    tab: 'subscriptions',
    label: 'Payment issues',
    icon: CreditCard,
    count: (stats) => stats.paymentIssues,
  },
  {
    tab: 'support',
    label: 'Pending tickets',
    icon: LifeBuoy,
    count: (stats) => stats.pendingTickets,
  },
  {
    tab: 'errors',
    label: 'System errors',
    icon: AlertTriangle,
    count: (stats) => stats.systemErrors,
  },
];

interface QuickActionsProps {
  stats: AdminStats;
  onOpenTab: (tab: AdminTab) => void;
}

/** spec 02 §2 Overview "quick actions": each opens the tab where the work is, with how much waits. */
export function QuickActions({ stats, onOpenTab }: QuickActionsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {ACTIONS.map(({ tab, label, icon: Icon, count }) => {
          const waiting = count(stats);
          return (
            <button
              key={tab}
              type="button"
              onClick={() => onOpenTab(tab)}
              className="group flex items-center gap-3 rounded-control border border-border px-3 py-2.5 text-left text-sm text-foreground transition-colors duration-150 ease-out hover:border-border-strong hover:bg-surface-raised focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-cyan-500/60"
            >
              <Icon aria-hidden className="size-4 shrink-0 text-muted" />
              <span className="flex-1">{label}</span>
              <Badge tone={waiting > 0 ? 'warning' : 'neutral'} className="tabular-nums">
                {formatNumber(waiting)}
              </Badge>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-muted" />
            </button>
          );
        })}
      </CardContent>
    </Card>
  );
}
