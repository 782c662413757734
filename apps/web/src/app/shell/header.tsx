import { useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@appforge/shared/contracts/session';
import { Menu } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** The anonymous user has no name yet; the avatar then shows the product's initial. */
const FALLBACK_INITIAL = 'A';

function UserAvatar() {
  const { data } = useQuery<SessionResponse>({ queryKey: ['/api/session'] });
  const name = data?.user?.displayName?.trim();
  const initial = name ? name.charAt(0).toUpperCase() : FALLBACK_INITIAL;
  return (
    <span
      role="img"
      aria-label={name ? `Signed in as ${name}` : 'Anonymous user'}
      className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-slate-700 to-slate-800 text-sm font-semibold text-foreground"
    >
      {initial}
    </span>
  );
}

interface HeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

export function Header({ menuOpen, onOpenMenu }: HeaderProps) {
  return (
    <header className="flex h-16 shrink-0 items-center gap-3 border-b border-border bg-surface/60 px-4 md:px-6">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls="mobile-sidebar"
        onClick={onOpenMenu}
      >
        <Menu />
      </Button>
      <div className="ml-auto flex items-center gap-3">
        <Badge tone="primary">Pro Plan</Badge>
        <UserAvatar />
      </div>
    </header>
  );
}
