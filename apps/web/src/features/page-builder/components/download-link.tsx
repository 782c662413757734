import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

export interface DownloadLinkProps {
  href: string;
  children?: ReactNode;
  /** The accessible name when the visible text alone is ambiguous ("Download FAQ"). */
  label?: string;
  variant?: ButtonProps['variant'];
  /** Just the icon, named by `label` (where space is short, e.g. on a page card). */
  iconOnly?: boolean;
}

/** A zip from the server, saved the browser's own way: the answer says it is an attachment. */
export function DownloadLink({
  href,
  children,
  label,
  variant = 'outline',
  iconOnly = false,
}: DownloadLinkProps) {
  return (
    <Button
      asChild
      variant={variant}
      size={iconOnly ? 'icon' : 'sm'}
      className={iconOnly ? 'size-8' : undefined}
    >
      <a href={href} download aria-label={label} title={iconOnly ? label : undefined}>
        <Download aria-hidden />
        {iconOnly ? null : children}
      </a>
    </Button>
  );
}
