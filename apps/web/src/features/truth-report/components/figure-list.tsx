import { cn } from '@/lib/cn';
import type { Figure } from '../lib/headline-figures';
import { NOT_MEASURED } from '../lib/report-format';

/** A figure's value; "not measured" reads muted, so it is never mistaken for a number. */
export function FigureValue({
  value,
  mono,
  className,
}: Pick<Figure, 'value' | 'mono'> & { className?: string }) {
  return (
    <span
      className={cn(
        value === NOT_MEASURED ? 'font-normal text-muted italic' : 'tabular-nums',
        mono && 'font-mono text-xs break-all',
        className,
      )}
    >
      {value}
    </span>
  );
}

/** Labelled figures as a description list, two or three to a row from `sm` up. */
export function FigureList({ figures, label }: { figures: readonly Figure[]; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="min-w-0 rounded-control border border-border p-3">
          <dt className="text-xs text-muted">{figure.label}</dt>
          <dd className="mt-1 text-sm font-medium text-foreground">
            <FigureValue value={figure.value} mono={figure.mono} />
          </dd>
          {figure.sub ? <dd className="mt-0.5 text-xs text-muted">{figure.sub}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
