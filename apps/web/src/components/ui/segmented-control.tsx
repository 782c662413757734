import type { LucideIcon } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  icon?: LucideIcon;
}

export interface SegmentedControlProps<T extends string> {
  /** The group's accessible name ("Side", "Show"). */
  label: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  /** For the group; `[&_svg]:hidden` hides the icons, e.g. below a breakpoint. */
  className?: string;
}

/** Arrow keys step through the options and wrap (WAI-ARIA radio group); Home and End jump. */
function nextIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Two or three mutually exclusive choices side by side, as a radio group: one tab stop (the
 * checked option), arrow keys move the choice.
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: SegmentedControlProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const checkedIndex = options.findIndex((option) => option.value === value);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = nextIndex(event.key, Math.max(checkedIndex, 0), options.length);
    if (target === null) return;
    event.preventDefault();
    onChange(options[target]!.value);
    buttons.current[target]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn(
        'inline-flex shrink-0 rounded-control border border-border bg-surface p-0.5',
        className,
      )}
    >
      {options.map(({ value: option, label: text, icon: Icon }, index) => {
        const checked = option === value;
        return (
          <button
            key={option}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            // With nothing checked, the first option takes the one tab stop.
            tabIndex={checked || (checkedIndex === -1 && index === 0) ? 0 : -1}
            onClick={() => onChange(option)}
            className={cn(
              'inline-flex h-7 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors duration-150 ease-out focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none [&_svg]:size-3.5',
              checked
                ? 'bg-surface-raised text-foreground shadow-sm'
                : 'text-muted hover:text-foreground',
            )}
          >
            {Icon ? <Icon aria-hidden className={cn(checked && 'text-primary')} /> : null}
            {text}
          </button>
        );
      })}
    </div>
  );
}
