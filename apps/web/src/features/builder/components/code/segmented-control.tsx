import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  icon?: LucideIcon;
}

export interface SegmentedControlProps<T extends string> {
  label: string;
  value: T;
  options: SegmentedOption<T>[];
  onChange: (value: T) => void;
  className?: string;
}

/** Two or three mutually exclusive choices as toggle buttons (aria-pressed) in one group. */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: SegmentedControlProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'inline-flex shrink-0 rounded-control border border-border bg-surface p-0.5',
        className,
      )}
    >
      {options.map(({ value: option, label: text, icon: Icon }) => {
        const active = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option)}
            className={cn(
              'inline-flex h-7 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors duration-150 ease-out focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none [&_svg]:size-3.5',
              active
                ? 'bg-surface-raised text-foreground shadow-sm'
                : 'text-muted hover:text-foreground',
            )}
          >
            {/* Icons only where there is room: at 375 px both groups then fit on one line. */}
            {Icon ? (
              <Icon aria-hidden className={cn('hidden @md:block', active && 'text-primary')} />
            ) : null}
            {text}
          </button>
        );
      })}
    </div>
  );
}
