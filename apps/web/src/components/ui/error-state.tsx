import { AlertTriangle, RotateCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export interface ErrorStateProps {
  title: string;
  error?: unknown;
  onRetry?: () => void;
  className?: string;
}

/** Inline alert: what failed, why, and a Retry (shared/DESIGN.md "ErrorState"). */
export function ErrorState({ title, error, onRetry, className }: ErrorStateProps) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col gap-3 rounded-card border border-red-500/40 bg-red-500/10 p-4 sm:flex-row sm:items-center',
        className,
      )}
    >
      <AlertTriangle aria-hidden className="size-5 shrink-0 text-red-400" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-red-200">{title}</p>
        {detail ? <p className="mt-0.5 text-xs break-words text-red-300/80">{detail}</p> : null}
      </div>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden />
          Retry
        </Button>
      ) : null}
    </div>
  );
}
