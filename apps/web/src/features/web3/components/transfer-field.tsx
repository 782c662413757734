import type { ReactNode } from 'react';

export interface TransferFieldProps {
  id: string;
  label: string;
  /** A line under the field (what empty means, the balance). */
  hint?: ReactNode;
  problem?: string;
  /** The control, given the ids its aria-describedby should name. */
  children: (describedBy: string) => ReactNode;
  /** Beside the label, e.g. "Use sample token". */
  action?: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const problemId = (id: string) => `${id}-problem`;

/** A labelled field with its hint and, after a submit, its problem. */
export function TransferField({ id, label, hint, problem, children, action }: TransferFieldProps) {
  const describedBy = [hint ? hintId(id) : null, problem ? problemId(id) : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          {label}
        </label>
        {action}
      </div>
      {children(describedBy)}
      {hint ? (
        <p id={hintId(id)} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={problemId(id)} className="text-xs text-red-300">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
