import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card';

const tints = {
  primary: 'bg-cyan-500/15 text-cyan-300',
  success: 'bg-emerald-500/15 text-emerald-300',
  violet: 'bg-violet-500/15 text-violet-300',
  warning: 'bg-amber-500/15 text-amber-300',
  destructive: 'bg-red-500/15 text-red-300',
} as const;

export interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  sub?: ReactNode;
  tint?: keyof typeof tints;
  className?: string;
}

export function StatCard({
  icon: Icon,
  label,
  value,
  sub,
  tint = 'primary',
  className,
}: StatCardProps) {
  return (
    <Card className={cn('flex items-start gap-4 p-5', className)}>
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-control',
          tints[tint],
        )}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted">{label}</p>
        <p className="text-2xl font-semibold text-foreground tabular-nums">{value}</p>
        {sub ? <p className="mt-0.5 text-xs text-muted">{sub}</p> : null}
      </div>
    </Card>
  );
}
