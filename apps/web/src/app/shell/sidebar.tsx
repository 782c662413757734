import { Sparkles, X } from 'lucide-react';
import { NavLink } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { REFERRAL_CODE, REFERRAL_COMMISSION } from '@/lib/referral';
import { navItems } from './nav-items';

interface SidebarProps {
  /** Called after a nav item is chosen (the mobile drawer closes then). */
  onNavigate?: () => void;
  /** Shown in the mobile drawer only. */
  onClose?: () => void;
  className?: string;
}

export function Sidebar({ onNavigate, onClose, className }: SidebarProps) {
  return (
    <aside
      className={cn('flex w-64 shrink-0 flex-col border-r border-border bg-surface', className)}
    >
      <div className="flex h-16 items-center justify-between gap-2 px-5">
        <span className="flex items-center gap-2.5 font-semibold text-foreground">
          <span className="flex size-8 items-center justify-center rounded-control bg-gradient-to-br from-cyan-500 to-emerald-500 text-slate-950">
            <Sparkles aria-hidden className="size-4" />
          </span>
          Appforge
        </span>
        {onClose ? (
          <Button variant="ghost" size="icon" aria-label="Close menu" onClick={onClose}>
            <X />
          </Button>
        ) : null}
      </div>

      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="flex flex-col gap-1">
          {navItems.map(({ name, path, icon: Icon }) => (
            <li key={path}>
              <NavLink
                to={path}
                end
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-control px-3 py-2 text-sm font-medium transition-colors duration-150 ease-out focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-cyan-500/60',
                    isActive
                      ? 'bg-cyan-500/15 text-cyan-300'
                      : 'text-muted hover:bg-surface-raised hover:text-foreground',
                  )
                }
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="m-3 flex flex-col gap-2 rounded-card border border-border bg-background/40 p-4 text-xs">
        <div className="flex items-center justify-between">
          <span className="text-muted">Status</span>
          <Badge tone="success">Active</Badge>
        </div>
        <div className="flex items-center justify-between gap-2">
          <span className="text-muted">Referral code</span>
          <span className="font-mono text-foreground">{REFERRAL_CODE}</span>
        </div>
        <div className="flex items-center justify-between">
          <span className="text-muted">Commission</span>
          <span className="font-medium text-emerald-300 tabular-nums">{REFERRAL_COMMISSION}</span>
        </div>
      </div>
    </aside>
  );
}
