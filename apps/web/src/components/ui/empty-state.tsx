import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  /** h1 when the empty state is the whole page. */
  titleAs?: 'h1' | 'h2';
  className?: string;
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  titleAs: Title = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-surface-raised text-muted">
        <Icon aria-hidden className="size-6" />
      </span>
      <Title className="text-lg font-medium text-foreground">{title}</Title>
      <p className="max-w-md text-sm text-muted">{description}</p>
      {action}
    </div>
  );
}
