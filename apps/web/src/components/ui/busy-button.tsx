import { Loader2, type LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export interface BusyButtonProps extends ButtonProps {
  busy: boolean;
  icon?: LucideIcon;
  /** The text while busy, e.g. "Signing In..."; the label stays when not given. */
  busyLabel?: string;
}

/** A button whose call is running: a spinner in place of its icon, and disabled until it ends. */
export function BusyButton({
  busy,
  icon: Icon,
  busyLabel,
  disabled,
  children,
  ...props
}: BusyButtonProps) {
  return (
    <Button disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy ? <Loader2 aria-hidden className="animate-spin" /> : Icon ? <Icon aria-hidden /> : null}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
